import type {
  CommentDeletion,
  CommentPost,
  CommentPostsAnswer,
  CommentThread,
} from '../../core/contract/comment-answers';

/** What the element shows of a channel: its posts as loaded so far, and the replies opened. */
export interface ChannelView {
  posts: CommentPost[];
  totalCount: number;
  /** Replies by post id, for the posts whose replies were opened. */
  replies: Record<string, CommentThread[]>;
}

/**
 * Everything that changes a channel on the page, as one list: the member's own acts answer these,
 * and the channel's live stream will dispatch the same ones for other people's.
 */
export type CommentChange =
  | { type: 'first-page'; answer: CommentPostsAnswer }
  | { type: 'next-page'; answer: CommentPostsAnswer }
  | { type: 'replies'; postId: string; threads: CommentThread[] }
  | { type: 'post'; post: CommentPost }
  | { type: 'reply'; reply: CommentThread }
  | { type: 'removed'; deletion: CommentDeletion; postId?: string };

export const emptyChannel: ChannelView = { posts: [], totalCount: 0, replies: {} };

const withReplyCount = (post: CommentPost, change: number): CommentPost => ({
  ...post,
  _count: { ...post._count, Threads: Math.max(0, post._count.Threads + change) },
});

function upsert<Item extends { id: string }>(items: Item[], item: Item, where: 'first' | 'last'): Item[] {
  if (items.some((one) => one.id === item.id)) return items.map((one) => (one.id === item.id ? item : one));
  return where === 'first' ? [item, ...items] : [...items, item];
}

export function applyCommentChange(view: ChannelView, change: CommentChange): ChannelView {
  switch (change.type) {
    case 'first-page':
      return { ...emptyChannel, ...change.answer };
    case 'next-page': {
      // Posts written since the first page moved the rest down: one already shown is not shown twice.
      const shown = new Set(view.posts.map((post) => post.id));
      const fresh = change.answer.posts.filter((post) => !shown.has(post.id));
      return { ...view, posts: [...view.posts, ...fresh], totalCount: change.answer.totalCount };
    }
    case 'replies':
      return { ...view, replies: { ...view.replies, [change.postId]: change.threads } };
    case 'post': {
      const isNew = !view.posts.some((post) => post.id === change.post.id);
      return {
        ...view,
        posts: upsert(view.posts, change.post, 'first'),
        totalCount: view.totalCount + (isNew ? 1 : 0),
      };
    }
    case 'reply': {
      const { reply } = change;
      const replies = view.replies[reply.postId] ?? [];
      const isNew = !replies.some((one) => one.id === reply.id);
      return {
        ...view,
        posts: isNew
          ? view.posts.map((post) => (post.id === reply.postId ? withReplyCount(post, 1) : post))
          : view.posts,
        replies: { ...view.replies, [reply.postId]: upsert(replies, reply, 'last') },
      };
    }
    case 'removed':
      return removed(view, change.deletion, change.postId);
  }
}

function removed(view: ChannelView, { id, outcome }: CommentDeletion, postId: string | undefined): ChannelView {
  if (postId !== undefined) {
    const replies = (view.replies[postId] ?? []).filter((reply) => reply.id !== id);
    // A deleted post stays only while it has replies: the server removes it with its last one.
    const posts = view.posts
      .map((post) => (post.id === postId ? withReplyCount(post, -1) : post))
      .filter((post) => !(post.deleted && post._count.Threads === 0));
    return { ...view, posts, replies: { ...view.replies, [postId]: replies } };
  }
  if (outcome === 'placeholder') {
    const placeholder = (post: CommentPost): CommentPost => ({ ...post, deleted: true, content: '', member: null });
    return { ...view, posts: view.posts.map((post) => (post.id === id ? placeholder(post) : post)) };
  }
  return { ...view, posts: view.posts.filter((post) => post.id !== id), totalCount: Math.max(0, view.totalCount - 1) };
}
