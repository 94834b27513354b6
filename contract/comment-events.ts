/**
 * What the comment stream (`GET /membership/comments/channels/events`) sends: one server-sent event
 * per change in a channel, its `event:` line the `type` below and its data the whole event as JSON.
 * Items are answered as the routes answer them, as everyone sees them: `myVote` is always null
 * (a reader's own vote is theirs to read) and the author's display name comes from the app's first
 * PUBLIC field. Shared by the server, which sends them, and the comment element, which reads them.
 */
import type { CommentPost, CommentThread } from './comment-answers.ts';

/** What happened to a post or reply that is still there to answer. */
export type CommentItemChange = 'created' | 'updated' | 'hidden' | 'restored';

export type CommentPostEvent = { type: `post.${CommentItemChange}`; post: CommentPost };
export type CommentThreadEvent = { type: `thread.${CommentItemChange}`; thread: CommentThread };

/** A post went (`post` null), or stays as a placeholder for its replies (`post` the placeholder). */
export interface CommentPostDeletedEvent {
  type: 'post.deleted';
  id: string;
  outcome: 'removed' | 'placeholder';
  post: CommentPost | null;
}

export interface CommentThreadDeletedEvent {
  type: 'thread.deleted';
  id: string;
  postId: string;
}

/** An item's vote counts after someone voted. */
export interface CommentVotesEvent {
  type: 'votes';
  id: string;
  _count: { likedBy: number; dislikedBy: number };
}

/** Someone is writing in the channel. Not kept for resuming: it is stale by then. */
export interface CommentTypingEvent {
  type: 'typing';
  memberId: string;
  /** Their display name, as their comments show it; '' when unset. */
  name: string;
  /** Their PUBLIC custom fields, as their comments carry them: a page that names authors by another field names them the same. */
  customFields: Record<string, string>;
}

/** Every change a channel's readers hear of. */
export type CommentEvent =
  | CommentPostEvent
  | CommentThreadEvent
  | CommentPostDeletedEvent
  | CommentThreadDeletedEvent
  | CommentVotesEvent
  | CommentTypingEvent;

/**
 * Sent instead of the missed events when the stream cannot resume from `Last-Event-ID` (it is
 * older than the kept events): the reader reloads the channel's pages, then reads on.
 */
export interface CommentStreamReset {
  type: 'reset';
}

export type CommentStreamEvent = CommentEvent | CommentStreamReset;

/** The stream's rules, as the server applies them. */
export const COMMENT_STREAM = {
  /** How long a browser waits before reconnecting (the `retry:` line). */
  retryMs: 3_000,
  /** A comment line at least this often keeps proxies from closing an idle stream. */
  heartbeatMs: 25_000,
  /** Events kept per channel for resuming: at most this many... */
  keptEvents: 200,
  /** ...and none of a channel idle for longer than this. */
  keptMs: 10 * 60_000,
  /** Streams one address may hold open, on all the servers that share Redis together. */
  openPerAddress: 20,
} as const;
