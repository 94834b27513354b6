/**
 * What the console answers for comment moderation (`/membership/console/comments/...`): channels
 * with their counts, posts and replies with their author as an owner sees them (email included),
 * bans and the app's blocked words. Shared by the server and the console's pages.
 */
import type { ChannelAccess } from './comment-answers.ts';

/** GET /comments/channels?mode= (one of its channels), PATCH /comments/channels/:id */
export interface ConsoleCommentChannel {
  id: string;
  key: string;
  mode: 'test' | 'live';
  access: ChannelAccess;
  /** Replies by the app's owners are marked as theirs for readers. */
  ownerRepliesMarked: boolean;
  /** Posts, placeholders of deleted posts included. */
  postCount: number;
  replyCount: number;
  /** Items members reported that are not hidden yet. */
  reportedCount: number;
  hiddenCount: number;
  createdAt: string;
}

export interface ConsoleCommentChannelPage {
  channels: ConsoleCommentChannel[];
  /** The `after` of the next page; null on the last. */
  endCursor: string | null;
}

/** A post's or reply's author as an owner sees them. */
export interface ConsoleCommentAuthor {
  id: string;
  email: string;
  /** The first PUBLIC custom field's value, as readers see it; '' when unset. */
  displayName: string;
  /** Barred from commenting by an owner. */
  banned: boolean;
}

/** GET /comments (one of its items), POST /comments/:id/hide and /restore */
export interface ConsoleComment {
  id: string;
  kind: 'post' | 'reply';
  /** A reply's post; null for a post. */
  postId: string | null;
  channelId: string;
  channelKey: string;
  mode: 'test' | 'live';
  /** Sanitised HTML, as stored: an owner sees what they hide. '' for a deleted post's placeholder. */
  content: string;
  createdAt: string;
  edited: boolean;
  deleted: boolean;
  hidden: boolean;
  /** Members who reported it. */
  reports: number;
  replyCount: number;
  likes: number;
  dislikes: number;
  /** Null for a deleted post's placeholder. */
  author: ConsoleCommentAuthor | null;
}

export interface ConsoleCommentPage {
  comments: ConsoleComment[];
  /** The `after` of the next page; null on the last. */
  endCursor: string | null;
}

/** DELETE /comments/:id: the item went, or a post stays as a placeholder for its replies. */
export interface ConsoleCommentDeletion {
  id: string;
  outcome: 'removed' | 'placeholder';
}

/** PUT and DELETE /comments/bans/:memberId */
export interface ConsoleCommentBan {
  memberId: string;
  banned: boolean;
}

/** GET and PUT /comments/blocked-words: lowercase, in order. */
export interface ConsoleBlockedWords {
  words: string[];
}
