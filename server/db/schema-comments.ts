/**
 * The comment tables (migration 0027), as Kysely sees them. The conventions of schema.ts and
 * schema-membership.ts hold: booleans are integer 0/1, instants ISO-8601 UTC text.
 */
import type { Generated } from 'kysely';
import type { ChannelAccess, CommentVote, ChannelSubscription } from '../../contract/comment-answers.ts';
import type { Flag, MemberMode } from './schema-membership.ts';

export interface MsCommentChannelsTable {
  id: string;
  app_id: string;
  mode: MemberMode;
  key: string;
  access: Generated<ChannelAccess>;
  /** The last internal_order handed out in the channel. */
  last_order: Generated<number>;
  /** Posts in the channel (placeholders of deleted posts included), kept as they come and go. */
  post_count: Generated<number>;
  created_at: string;
  /** Whether replies by the app's owners (a member with an owner's email) are marked as theirs. */
  owner_replies_marked: Generated<Flag>;
}

export interface MsCommentsTable {
  /** `cmt_sb_` in test mode, `cmt_` in live mode. */
  id: string;
  channel_id: string;
  /** A reply's post; null for a post. */
  parent_id: string | null;
  internal_order: number;
  /** Null once the author deleted a post kept as a placeholder for its replies. */
  member_id: string | null;
  /** Sanitised HTML. */
  content: string;
  created_at: string;
  updated_at: string;
  edited_at: string | null;
  deleted: Generated<Flag>;
  hidden: Generated<Flag>;
  reports: Generated<number>;
  reply_count: Generated<number>;
  up_count: Generated<number>;
  down_count: Generated<number>;
  /** up_count - down_count. */
  score: Generated<number>;
}

export interface MsCommentVotesTable {
  comment_id: string;
  member_id: string;
  vote: CommentVote;
  created_at: string;
}

export interface MsCommentBansTable {
  member_id: string;
  /** Who banned them: an owner's id. */
  banned_by: string;
  created_at: string;
}

export interface MsCommentSubscriptionsTable {
  channel_id: string;
  member_id: string;
  action: Exclude<ChannelSubscription, 'NONE'>;
  created_at: string;
}

export interface MsCommentBlockedWordsTable {
  app_id: string;
  /** Lowercase. */
  word: string;
}

/** One member's report of one item: a member reports an item once. */
export interface MsCommentReportsTable {
  comment_id: string;
  member_id: string;
  created_at: string;
}

/** The last mail about replies to a post sent to its author: at most one per 10 minutes. */
export interface MsCommentReplyMailsTable {
  post_id: string;
  member_id: string;
  sent_at: string;
  /** Since when replies wait for the quiet time to end, to be mailed together; null when none wait. */
  pending_since: string | null;
  /** The creation time of the newest reply a mail covered: the next mail covers those after it. */
  mailed_through: string | null;
}

export interface CommentTables {
  ms_comment_channels: MsCommentChannelsTable;
  ms_comments: MsCommentsTable;
  ms_comment_votes: MsCommentVotesTable;
  ms_comment_bans: MsCommentBansTable;
  ms_comment_subscriptions: MsCommentSubscriptionsTable;
  ms_comment_blocked_words: MsCommentBlockedWordsTable;
  ms_comment_reports: MsCommentReportsTable;
  ms_comment_reply_mails: MsCommentReplyMailsTable;
}
