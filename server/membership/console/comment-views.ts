import type { ConsoleComment, ConsoleCommentChannel } from '../../../contract/console-comment-answers.ts';
import { parseJsonObject } from '../../db/json-columns.ts';
import type { ConsoleChannelRow, ConsoleCommentRow } from '../../db/queries/membership/comments-console.ts';
import { commentViewContext } from '../views/comment-view.ts';

export function consoleChannelView(row: ConsoleChannelRow): ConsoleCommentChannel {
  return {
    id: row.id,
    key: row.key,
    mode: row.mode,
    access: row.access,
    ownerRepliesMarked: row.owner_replies_marked === 1,
    postCount: row.post_count,
    replyCount: Number(row.reply_count),
    reportedCount: Number(row.reported_count),
    hiddenCount: Number(row.hidden_count),
    createdAt: row.created_at,
  };
}

/**
 * An item as its owners see it: the content even when hidden (they decide on it), the author's
 * email and the name readers see (the first PUBLIC field, as comment-view.ts picks it).
 */
export function consoleCommentView(row: ConsoleCommentRow, publicFields: readonly string[]): ConsoleComment {
  const { nameField } = commentViewContext(publicFields, undefined);
  const fields = parseJsonObject(row.author_custom_fields);
  const name = nameField === undefined ? undefined : fields[nameField];
  return {
    id: row.id,
    kind: row.parent_id === null ? 'post' : 'reply',
    postId: row.parent_id,
    channelId: row.channel_id,
    channelKey: row.channel_key,
    mode: row.channel_mode,
    content: row.content,
    createdAt: row.created_at,
    edited: row.edited_at !== null,
    deleted: row.deleted === 1,
    hidden: row.hidden === 1,
    reports: row.reports,
    replyCount: row.reply_count,
    likes: row.up_count,
    dislikes: row.down_count,
    author:
      row.member_id === null || row.author_email === null
        ? null
        : {
            id: row.member_id,
            email: row.author_email,
            displayName: typeof name === 'string' ? name : '',
            banned: Number(row.author_banned) === 1,
          },
  };
}
