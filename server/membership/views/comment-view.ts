import type { CommentAuthor, CommentPost, CommentThread, CommentVote } from '../../../contract/comment-answers.ts';
import { parseJsonObject } from '../../db/json-columns.ts';
import type { CommentWithAuthor } from '../../db/queries/membership/comments.ts';

/** What every item of one answer shares: the app's public fields, the chosen name field, the reader's votes and reports. */
export interface CommentViewContext {
  /** The app's PUBLIC custom fields, in order. */
  publicFields: readonly string[];
  /** The field the display name comes from: the one asked for when it is public, else the first public one. */
  nameField: string | undefined;
  myVotes: ReadonlyMap<string, CommentVote>;
  /** The items the reader has reported. */
  myReports: ReadonlySet<string>;
}

export function commentViewContext(
  publicFields: readonly string[],
  askedField: string | undefined,
  myVotes: ReadonlyMap<string, CommentVote> = new Map(),
  myReports: ReadonlySet<string> = new Set(),
): CommentViewContext {
  const nameField = askedField && publicFields.includes(askedField) ? askedField : publicFields[0];
  return { publicFields, nameField, myVotes, myReports };
}

/** Only PUBLIC fields leave with a comment or a typing notice: a PRIVATE or hidden one never does. */
export function publicAuthorFields(
  storedCustomFields: string,
  { publicFields, nameField }: Pick<CommentViewContext, 'publicFields' | 'nameField'>,
): Pick<CommentAuthor, 'customFields' | 'displayName'> {
  const stored = parseJsonObject(storedCustomFields);
  const customFields: Record<string, string> = {};
  for (const key of publicFields) {
    if (typeof stored[key] === 'string') customFields[key] = stored[key];
  }
  const displayName = nameField ? (customFields[nameField] ?? '') : '';
  return { customFields, displayName };
}

function authorOf(row: CommentWithAuthor, context: CommentViewContext): CommentAuthor | null {
  if (row.member_id === null || row.author_custom_fields === null) return null;
  return {
    id: row.member_id,
    ...publicAuthorFields(row.author_custom_fields, context),
    profileImage: row.author_profile_image,
  };
}

function itemView(row: CommentWithAuthor, context: CommentViewContext) {
  // A hidden item is answered as a placeholder too: the owners' reasons are not for everyone.
  const shown = row.deleted === 0 && row.hidden === 0;
  return {
    id: row.id,
    internalOrder: String(row.internal_order),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    content: shown ? row.content : '',
    member: shown ? authorOf(row, context) : null,
    myVote: context.myVotes.get(row.id) ?? null,
    reportedByMe: context.myReports.has(row.id),
    edited: row.edited_at !== null,
    deleted: row.deleted === 1,
    hidden: row.hidden === 1,
    byOwner: shown && Number(row.by_owner) === 1,
  };
}

export function postView(row: CommentWithAuthor, context: CommentViewContext): CommentPost {
  return {
    ...itemView(row, context),
    _count: { Threads: row.reply_count, likedBy: row.up_count, dislikedBy: row.down_count },
  };
}

export function threadView(row: CommentWithAuthor, context: CommentViewContext): CommentThread {
  return {
    ...itemView(row, context),
    postId: row.parent_id ?? '',
    _count: { Threads: 0, likedBy: row.up_count, dislikedBy: row.down_count },
  };
}
