import type {
  CommentDeletion,
  CommentPost,
  CommentPostsAnswer,
  CommentThread,
} from '../../../contract/comment-answers';

/** What the element shows of a channel: its posts as loaded so far, and the replies opened. */
export interface ChannelView {
  posts: CommentPost[];
  totalCount: number;
  /** Replies by post id, for the posts whose replies were opened. */
  replies: Record<string, CommentThread[]>;
  /**
   * Other people's new posts heard live, newest first: held back until the reader asks for them,
   * so that the text being read does not move.
   */
  held: CommentPost[];
}

/**
 * Everything that changes a channel on the page, as one list: the member's own acts answer these,
 * and the channel's live stream (comment-live-events.ts) dispatches them for other people's.
 */
export type CommentChange =
  | { type: 'first-page'; answer: CommentPostsAnswer; replies?: Record<string, CommentThread[]> }
  | { type: 'next-page'; answer: CommentPostsAnswer }
  | { type: 'replies'; postId: string; threads: CommentThread[] }
  /** A further page of a post's replies, on the `after` cursor of the last page. */
  | { type: 'more-replies'; postId: string; threads: CommentThread[] }
  | { type: 'post'; post: CommentPost }
  | { type: 'reply'; reply: CommentThread }
  | { type: 'removed'; deletion: CommentDeletion; postId?: string }
  /** Someone else's new post, heard live: held until shown (or shown, if already there). */
  | { type: 'heard-post'; post: CommentPost }
  /** An item edited, hidden or restored, heard live: replaced where shown, never added. */
  | { type: 'changed'; item: CommentPost | CommentThread }
  | { type: 'votes'; id: string; counts: { likedBy: number; dislikedBy: number } }
  | { type: 'show-held' };

export const emptyChannel: ChannelView = { posts: [], totalCount: 0, replies: {}, held: [] };

/**
 * The replies shown and a further page of them, oldest first, each once: replies heard live while
 * that page was still to come were appended early, and go back to their place in the channel's order.
 */
function withOlderReplies(view: ChannelView, { postId, threads }: { postId: string; threads: CommentThread[] }) {
  const shown = view.replies[postId] ?? [];
  const known = new Set(shown.map((reply) => reply.id));
  return [...shown, ...threads.filter((reply) => !known.has(reply.id))].sort(
    (first, second) => Number(first.internalOrder) - Number(second.internalOrder),
  );
}

const withReplyCount = (post: CommentPost, change: number): CommentPost => ({
  ...post,
  _count: { ...post._count, Threads: Math.max(0, post._count.Threads + change) },
});

function upsert<Item extends { id: string }>(items: Item[], item: Item, where: 'first' | 'last'): Item[] {
  if (items.some((one) => one.id === item.id)) return items.map((one) => (one.id === item.id ? item : one));
  return where === 'first' ? [item, ...items] : [...items, item];
}

/** An item as heard by everyone, keeping what only this reader knows of it: their own vote and report. */
function replaceKeepingReaders<Item extends CommentPost | CommentThread>(items: Item[], incoming: Item): Item[] {
  return items.map((one) =>
    one.id === incoming.id ? { ...incoming, myVote: one.myVote, reportedByMe: one.reportedByMe } : one,
  );
}

function withCounts<Item extends CommentPost | CommentThread>(
  items: Item[],
  id: string,
  counts: { likedBy: number; dislikedBy: number },
): Item[] {
  return items.map((one) => (one.id === id ? { ...one, _count: { ...one._count, ...counts } } : one));
}

const mapReplies = (
  replies: ChannelView['replies'],
  change: (threads: CommentThread[]) => CommentThread[],
): ChannelView['replies'] => Object.fromEntries(Object.entries(replies).map(([id, threads]) => [id, change(threads)]));

export function applyCommentChange(view: ChannelView, change: CommentChange): ChannelView {
  switch (change.type) {
    case 'first-page':
      return { ...emptyChannel, ...change.answer, replies: change.replies ?? {} };
    case 'next-page': {
      // Posts written since the first page moved the rest down: one already shown is not shown twice.
      const shown = new Set(view.posts.map((post) => post.id));
      const fresh = change.answer.posts.filter((post) => !shown.has(post.id));
      return { ...view, posts: [...view.posts, ...fresh], totalCount: change.answer.totalCount };
    }
    case 'replies':
      return { ...view, replies: { ...view.replies, [change.postId]: change.threads } };
    case 'more-replies':
      return { ...view, replies: { ...view.replies, [change.postId]: withOlderReplies(view, change) } };
    case 'post': {
      const isNew = !view.posts.some((post) => post.id === change.post.id);
      return {
        ...view,
        posts: upsert(view.posts, change.post, 'first'),
        held: view.held.filter((post) => post.id !== change.post.id),
        totalCount: view.totalCount + (isNew ? 1 : 0),
      };
    }
    case 'heard-post': {
      const { post } = change;
      if (view.posts.some((one) => one.id === post.id))
        return applyCommentChange(view, { type: 'changed', item: post });
      return { ...view, held: upsert(view.held, post, 'first') };
    }
    case 'reply':
      return withReply(view, change.reply);
    case 'changed': {
      const { item } = change;
      if ('postId' in item) {
        const replies = view.replies[item.postId];
        return replies
          ? { ...view, replies: { ...view.replies, [item.postId]: replaceKeepingReaders(replies, item) } }
          : view;
      }
      return { ...view, posts: replaceKeepingReaders(view.posts, item), held: replaceKeepingReaders(view.held, item) };
    }
    case 'votes':
      return {
        ...view,
        posts: withCounts(view.posts, change.id, change.counts),
        held: withCounts(view.held, change.id, change.counts),
        replies: mapReplies(view.replies, (threads) => withCounts(threads, change.id, change.counts)),
      };
    case 'show-held': {
      const shown = new Set(view.posts.map((post) => post.id));
      const fresh = view.held.filter((post) => !shown.has(post.id));
      return { ...view, posts: [...fresh, ...view.posts], totalCount: view.totalCount + fresh.length, held: [] };
    }
    case 'removed':
      return change.postId === undefined
        ? removedPost(view, change.deletion)
        : removedReply(view, change.deletion.id, change.postId);
  }
}

/**
 * A reply under its post: added to the opened list, or only counted while the list is not loaded
 * (opening it then loads them all). The same reply heard twice, as one's own answer and its echo
 * on the stream, is counted once.
 */
function withReply(view: ChannelView, reply: CommentThread): ChannelView {
  const replies = view.replies[reply.postId];
  const isNew = !replies?.some((one) => one.id === reply.id);
  return {
    ...view,
    posts: isNew ? view.posts.map((post) => (post.id === reply.postId ? withReplyCount(post, 1) : post)) : view.posts,
    replies: replies ? { ...view.replies, [reply.postId]: upsert(replies, reply, 'last') } : view.replies,
  };
}

/** Either reply deletion heard, one's own answer or its echo, is counted once. */
function removedReply(view: ChannelView, id: string, postId: string): ChannelView {
  const replies = view.replies[postId];
  const counted = replies === undefined || replies.some((reply) => reply.id === id);
  const counts = view.posts.map((post) => (post.id === postId && counted ? withReplyCount(post, -1) : post));
  // A deleted post stays only while it has replies: the server removes it with its last one.
  const posts = counts.filter((post) => !(post.deleted && post._count.Threads === 0));
  return {
    ...view,
    posts,
    totalCount: Math.max(0, view.totalCount - (counts.length - posts.length)),
    replies: replies ? { ...view.replies, [postId]: replies.filter((reply) => reply.id !== id) } : view.replies,
  };
}

function removedPost(view: ChannelView, { id, outcome }: CommentDeletion): ChannelView {
  const held = view.held.filter((post) => post.id !== id);
  if (outcome === 'placeholder') {
    const placeholder = (post: CommentPost): CommentPost =>
      post.id === id ? { ...post, deleted: true, content: '', member: null } : post;
    return { ...view, posts: view.posts.map(placeholder), held };
  }
  const posts = view.posts.filter((post) => post.id !== id);
  // Only a post that was shown is counted off, so that one's own deletion and its echo count once.
  return { ...view, posts, held, totalCount: Math.max(0, view.totalCount - (view.posts.length - posts.length)) };
}
