/**
 * What the membership service answers for comments (`/membership/comments/...`): the shapes of
 * @memberstack/dom 2.0.14's Post and Thread, with what a UI needs that they lack (the reader's own
 * vote, whether an item was edited, deleted or hidden, the author's display name). Shared by the
 * server, which answers them, and the comment element, which reads them.
 */

export type CommentVote = 'UP' | 'DOWN';
/** What a vote request sends: NONE takes the member's vote back. */
export type CommentVoteRequest = CommentVote | 'NONE';
export type CommentOrder = 'newest' | 'oldest' | 'top';
/** Who may post in a channel: anyone signed in, members holding an active plan, or no one. */
export type ChannelAccess = 'open' | 'members-with-plan' | 'locked';
/** A member's mail about a channel: NONE, or a mail when someone replies to their post. */
export type ChannelSubscription = 'NONE' | 'THREADS_ONLY';

/** Every channel's, post's and reply's limits, as the service applies them. */
export const COMMENT_LIMITS = {
  /** Characters of content as sent, before it is sanitised. */
  contentChars: 10_000,
  channelKeyChars: 200,
  /** Items a page holds at most, and without `limit`. */
  pageMax: 100,
  pageDefault: 20,
} as const;

/** The elements content keeps once sanitised; links keep http, https and mailto targets only. */
export const COMMENT_ALLOWED_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
] as const;
export const COMMENT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
export const COMMENT_LINK_REL = 'nofollow ugc noopener';

/** A comment's author: only the app's PUBLIC custom fields and the profile image. */
export interface CommentAuthor {
  id: string;
  customFields: Record<string, string>;
  profileImage: string | null;
  /** The chosen public field's value (`authorField`, else the first public field); '' when unset. */
  displayName: string;
}

interface CommentItem {
  id: string;
  /** The item's place in its channel, as a string: the `after` cursor of the next page. */
  internalOrder: string;
  createdAt: string;
  updatedAt: string;
  /** Sanitised HTML; '' for a deleted or hidden item. */
  content: string;
  /** Null for a deleted or hidden item. */
  member: CommentAuthor | null;
  /** The signed-in reader's own vote; null when they have none or are signed out. */
  myVote: CommentVote | null;
  /** Whether the signed-in reader has reported it (POST .../report); false when signed out. */
  reportedByMe: boolean;
  edited: boolean;
  /** The author deleted it; a post stays as this placeholder while it has replies. */
  deleted: boolean;
  /** The app's owners hid it. */
  hidden: boolean;
  /** An owner of the app wrote it (a member with an owner's verified email) in a channel that marks owners' replies. */
  byOwner: boolean;
}

export interface CommentPost extends CommentItem {
  _count: { Threads: number; likedBy: number; dislikedBy: number };
}

/** A reply (Memberstack's Thread), with the post it answers. */
export interface CommentThread extends CommentItem {
  postId: string;
  _count: { Threads: 0; likedBy: number; dislikedBy: number };
}

/** GET /comments/posts */
export interface CommentPostsAnswer {
  posts: CommentPost[];
  /** The channel's posts (placeholders included), across all pages. */
  totalCount: number;
}

/** GET /comments/threads */
export interface CommentThreadsAnswer {
  threads: CommentThread[];
}

/** DELETE /comments/posts/:id and /comments/threads/:id: the item went, or a post stays as a placeholder for its replies. */
export interface CommentDeletion {
  id: string;
  outcome: 'removed' | 'placeholder';
}

/** GET /comments/channels/info */
export interface ChannelInfo {
  key: string;
  /** False until the channel's first post (or subscription). */
  exists: boolean;
  access: ChannelAccess;
  totalCount: number;
  /** The signed-in reader's mail setting; null when signed out. */
  subscription: ChannelSubscription | null;
  /** Whether the signed-in reader is banned from commenting; false when signed out. */
  banned: boolean;
}
