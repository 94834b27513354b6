import { sql, type Kysely } from 'kysely';
import type { ChannelAccess } from '../../../../contract/comment-answers.ts';
import type { Database } from '../../schema.ts';
import type { MemberMode } from '../../schema-membership.ts';
import type { CommentChannelRow } from './comments-channels.ts';

/** A channel as the console lists it, with the counts its row does not keep. */
export type ConsoleChannelRow = CommentChannelRow & {
  reply_count: number;
  reported_count: number;
  hidden_count: number;
};

// Counted per channel from its items: a console page reads one app's channels, not a hot path.
const counted = (condition: ReturnType<typeof sql>) =>
  sql<number>`(select count(*) from ms_comments i where i.channel_id = ch.id and ${condition})`;

const consoleChannels = (db: Kysely<Database>, appId: string) =>
  db
    .selectFrom('ms_comment_channels as ch')
    .selectAll('ch')
    .select([
      counted(sql`i.parent_id is not null`).as('reply_count'),
      counted(sql`i.reports > 0 and i.hidden = 0`).as('reported_count'),
      counted(sql`i.hidden = 1`).as('hidden_count'),
    ])
    .where('ch.app_id', '=', appId);

/** The app's channels of one mode by key, after the cursor (the previous page's last key). */
export function listConsoleChannels(
  db: Kysely<Database>,
  scope: { appId: string; mode: MemberMode },
  page: { after: string | undefined; limit: number },
): Promise<ConsoleChannelRow[]> {
  let query = consoleChannels(db, scope.appId).where('ch.mode', '=', scope.mode);
  if (page.after !== undefined) query = query.where('ch.key', '>', page.after);
  return query.orderBy('ch.key').limit(page.limit).execute();
}

/** A channel of the app (either mode) with its counts, or undefined. */
export function findConsoleChannel(
  db: Kysely<Database>,
  appId: string,
  channelId: string,
): Promise<ConsoleChannelRow | undefined> {
  return consoleChannels(db, appId).where('ch.id', '=', channelId).executeTakeFirst();
}

/** A post or reply as the console lists it: its channel, its author's email and fields, whether the author is banned. */
export interface ConsoleCommentRow {
  id: string;
  channel_id: string;
  channel_key: string;
  channel_mode: MemberMode;
  parent_id: string | null;
  member_id: string | null;
  content: string;
  created_at: string;
  edited_at: string | null;
  deleted: number;
  hidden: number;
  reports: number;
  reply_count: number;
  up_count: number;
  down_count: number;
  author_email: string | null;
  author_custom_fields: string | null;
  author_banned: number;
}

/** Where a console page of items ends: the last item's reports, creation time and id. */
export interface ConsoleCommentCursor {
  reports: number;
  createdAt: string;
  id: string;
}

const consoleComments = (db: Kysely<Database>) =>
  db
    .selectFrom('ms_comments as c')
    .innerJoin('ms_comment_channels as ch', 'ch.id', 'c.channel_id')
    .leftJoin('members as m', 'm.id', 'c.member_id')
    .leftJoin('ms_comment_bans as b', 'b.member_id', 'c.member_id')
    .select([
      'c.id',
      'c.channel_id',
      'ch.key as channel_key',
      'ch.mode as channel_mode',
      'c.parent_id',
      'c.member_id',
      'c.content',
      'c.created_at',
      'c.edited_at',
      'c.deleted',
      'c.hidden',
      'c.reports',
      'c.reply_count',
      'c.up_count',
      'c.down_count',
      'm.email as author_email',
      'm.custom_fields as author_custom_fields',
      sql<number>`case when b.member_id is null then 0 else 1 end`.as('author_banned'),
    ]);

/**
 * The newest posts and replies of the app's mode (or of one of its channels), the most reported
 * first: what an owner looks at first is what members flagged.
 */
export function listConsoleComments(
  db: Kysely<Database>,
  scope: { appId: string; mode: MemberMode; channelId: string | undefined },
  page: { after: ConsoleCommentCursor | undefined; limit: number },
): Promise<ConsoleCommentRow[]> {
  let query = consoleComments(db).where('ch.app_id', '=', scope.appId).where('ch.mode', '=', scope.mode);
  if (scope.channelId !== undefined) query = query.where('c.channel_id', '=', scope.channelId);
  const { after } = page;
  if (after !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('c.reports', '<', after.reports),
        eb.and([eb('c.reports', '=', after.reports), eb('c.created_at', '<', after.createdAt)]),
        eb.and([
          eb('c.reports', '=', after.reports),
          eb('c.created_at', '=', after.createdAt),
          eb('c.id', '<', after.id),
        ]),
      ]),
    );
  }
  return query
    .orderBy('c.reports', 'desc')
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.limit)
    .execute();
}

/** One item of the app (either mode) as the console shows it, or undefined. */
export function findConsoleComment(
  db: Kysely<Database>,
  appId: string,
  commentId: string,
): Promise<ConsoleCommentRow | undefined> {
  return consoleComments(db).where('ch.app_id', '=', appId).where('c.id', '=', commentId).executeTakeFirst();
}

/** Hides an item from readers (its content and author answered as a placeholder) or shows it again. */
export async function setCommentHidden(db: Kysely<Database>, commentId: string, hidden: boolean): Promise<void> {
  await db
    .updateTable('ms_comments')
    .set({ hidden: hidden ? 1 : 0, updated_at: new Date().toISOString() })
    .where('id', '=', commentId)
    .execute();
}

export async function updateChannelSettings(
  db: Kysely<Database>,
  channelId: string,
  settings: { access?: ChannelAccess; ownerRepliesMarked?: boolean },
): Promise<void> {
  const { access, ownerRepliesMarked } = settings;
  if (access === undefined && ownerRepliesMarked === undefined) return;
  await db
    .updateTable('ms_comment_channels')
    .set({
      ...(access === undefined ? {} : { access }),
      ...(ownerRepliesMarked === undefined ? {} : { owner_replies_marked: ownerRepliesMarked ? 1 : 0 }),
    })
    .where('id', '=', channelId)
    .execute();
}
