import type { CommentPost, CommentThread } from '../../contract/comment-answers';
import { type CommentItem, fillItem, partsOf, replyMarker } from './comment-template';

export interface ShownReply {
  family: 'thread';
  item: CommentThread;
  node: Element;
  post: ShownPost;
}

export interface ShownPost {
  family: 'post';
  item: CommentPost;
  node: Element;
  replies: Map<string, ShownReply>;
  /** New replies already added to the count: the member's own answer and its echo on the stream count once. */
  countedReplies: Set<string>;
  /** Replies shown (the post has no `showThreads` toggle, or it was opened). */
  open: boolean;
  repliesLoaded: boolean;
  moreReplies: boolean;
}

/** A post or a reply as the page shows it. */
export type Shown = ShownPost | ShownReply;

/** `live`: an item of the stream, which carries no reader's own vote, so the one the page knows stays. */
export const withKnownVote = <T extends CommentItem>(item: T, shown: T, live: boolean): T =>
  live ? { ...item, myVote: shown.myVote } : item;

/** The post's own parts: its fields, whether it is open, its replies' 'Load more', its replies shown or hidden. */
export function showPostParts(post: ShownPost): void {
  fillItem(post.node, 'post', post.item);
  for (const toggle of partsOf(post.node, 'data-ms-post', 'showThreads'))
    toggle.setAttribute('aria-expanded', String(post.open));
  for (const more of partsOf(post.node, 'data-ms-thread', 'loadMore')) more.hidden = !(post.open && post.moreReplies);
  for (const reply of post.replies.values()) (reply.node as HTMLElement).hidden = !post.open;
}

export function countReplies(post: ShownPost, change: number): void {
  post.item = {
    ...post.item,
    _count: { ...post.item._count, Threads: Math.max(0, post.item._count.Threads + change) },
  };
  showPostParts(post);
}

/** Counts a reply new since the post was read, once, whichever comes first: the answer or the stream's echo. */
export function countNewReply(post: ShownPost, replyId: string): void {
  if (post.countedReplies.has(replyId)) return;
  post.countedReplies.add(replyId);
  countReplies(post, 1);
}

/**
 * A reply new to the post, from the reply template, placed oldest first wherever it comes from (a
 * page, the member's own, the stream); null when the post's template has no place for replies.
 */
export function placeReply(post: ShownPost, template: Element | null, item: CommentThread): ShownReply | null {
  const marker = template && replyMarker(post.node);
  if (!template || !marker) return null;
  const node = template.cloneNode(true) as Element;
  const reply: ShownReply = { family: 'thread', item, node, post };
  const later = [...post.replies.values()]
    .filter((other) => Number(other.item.internalOrder) > Number(item.internalOrder))
    .sort((one, other) => Number(one.item.internalOrder) - Number(other.item.internalOrder))[0];
  post.replies.set(item.id, reply);
  marker.parentNode?.insertBefore(node, later?.node ?? marker);
  (node as HTMLElement).hidden = !post.open;
  fillItem(node, 'thread', item);
  return reply;
}
