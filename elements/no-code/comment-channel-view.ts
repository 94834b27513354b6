import { COMMENT_LIMITS, type CommentPost, type CommentThread } from '../../contract/comment-answers';
import { log } from '../core/log';
import type { CommentsClient } from '../core/membership/comments-client';
import { type ChannelTemplates, clonePost, fillItem, ITEM, partsOf } from './comment-template';
import { placeReply, type Shown, type ShownPost, showPostParts, withKnownVote } from './comment-channel-post';

/** A channel's posts and replies on the page, shown from the builder's templates and loaded a page at a time. */
export interface ChannelView {
  /** The posts shown, in the page's order. */
  readonly posts: ReadonlyMap<string, ShownPost>;
  /** The post or reply an item node of this channel shows. */
  shownAt(itemNode: Element | null): Shown | undefined;
  /** Shows the post (anew, or where it is) `first` or `last`; `live`: from the stream. */
  showPost(item: CommentPost, where: 'first' | 'last', live?: boolean): ShownPost;
  /** A post added since the channel was read: shown first and counted once. */
  showNewPost(item: CommentPost, live?: boolean): void;
  /** Shows a reply under its post; answers whether it is new to the page. */
  showReply(post: ShownPost, item: CommentThread, live?: boolean): boolean;
  removePost(id: string): void;
  loadPosts(after?: string): Promise<void>;
  loadReplies(post: ShownPost, after?: string): Promise<void>;
  openReplies(post: ShownPost, open: boolean): Promise<void>;
  /** The channel from its first page again (someone signed in or out, the stream lost events). */
  reload(): void;
}

/** Parts of the channel itself (not of a post): its 'Load more', its new-post form. */
const channelParts = (container: Element, selector: string) =>
  [...container.querySelectorAll<HTMLElement>(selector)].filter((part) => !part.closest(ITEM));

export function createChannelView(
  container: Element,
  { post: postTemplate, reply: replyTemplate, place }: ChannelTemplates,
  client: CommentsClient,
  channelKey: string,
): ChannelView {
  const posts = new Map<string, ShownPost>();
  const shownOf = new WeakMap<Element, Shown>();
  let totalCount = 0;
  let generation = 0;

  function showLoadMore(): void {
    for (const more of channelParts(container, '[data-ms-post="loadMore"]')) more.hidden = posts.size >= totalCount;
  }

  function showPost(item: CommentPost, where: 'first' | 'last', live = false): ShownPost {
    const shown = posts.get(item.id);
    if (shown) {
      shown.item = withKnownVote(item, shown.item, live);
      showPostParts(shown);
      return shown;
    }
    const node = clonePost(postTemplate);
    const hasToggle = partsOf(node, 'data-ms-post', 'showThreads').length > 0;
    const post: ShownPost = {
      family: 'post',
      item,
      node,
      replies: new Map(),
      countedReplies: new Set(),
      open: !hasToggle,
      repliesLoaded: false,
      moreReplies: false,
    };
    posts.set(item.id, post);
    shownOf.set(node, post);
    const first = where === 'first' ? [...posts.values()].find((one) => one !== post && one.node.isConnected) : null;
    place.parentNode?.insertBefore(node, first?.node ?? place);
    showPostParts(post);
    if (post.open && item._count.Threads > 0) void loadReplies(post);
    return post;
  }

  function showNewPost(item: CommentPost, live = false): void {
    if (!posts.has(item.id)) totalCount += 1;
    showPost(item, 'first', live);
    showLoadMore();
  }

  function showReply(post: ShownPost, item: CommentThread, live = false): boolean {
    const shown = post.replies.get(item.id);
    if (shown) {
      shown.item = withKnownVote(item, shown.item, live);
      fillItem(shown.node, 'thread', shown.item);
      return false;
    }
    const reply = placeReply(post, replyTemplate, item);
    if (reply) shownOf.set(reply.node, reply);
    return true;
  }

  function removePost(id: string): void {
    const post = posts.get(id);
    if (!post) return;
    post.node.remove();
    posts.delete(id);
    totalCount = Math.max(0, totalCount - 1);
    showLoadMore();
  }

  async function loadReplies(post: ShownPost, after?: string): Promise<void> {
    const { threads } = await client.replies(post.item.id, { after });
    for (const reply of threads) showReply(post, reply);
    post.repliesLoaded = true;
    post.moreReplies = threads.length === COMMENT_LIMITS.pageDefault;
    showPostParts(post);
  }

  async function loadPosts(after?: string): Promise<void> {
    const started = generation;
    const answer = await client.posts(channelKey, { order: 'newest', after });
    // Someone signed in or out meanwhile: the later load shows the channel.
    if (started !== generation) return;
    totalCount = answer.totalCount;
    for (const post of answer.posts) showPost(post, 'last');
    showLoadMore();
  }

  async function openReplies(post: ShownPost, open: boolean): Promise<void> {
    post.open = open;
    showPostParts(post);
    if (open && !post.repliesLoaded) await loadReplies(post);
  }

  function reload(): void {
    generation += 1;
    for (const post of posts.values()) post.node.remove();
    posts.clear();
    container.setAttribute('data-ms-state', 'loading');
    loadPosts().then(
      () => container.setAttribute('data-ms-state', 'loaded'),
      (error: unknown) => {
        container.setAttribute('data-ms-state', 'error');
        log.error('Chain Forge could not load the comments.', error);
      },
    );
  }

  return {
    posts,
    shownAt: (itemNode) => (itemNode ? shownOf.get(itemNode) : undefined),
    showPost,
    showNewPost,
    showReply,
    removePost,
    loadPosts,
    loadReplies,
    openReplies,
    reload,
  };
}
