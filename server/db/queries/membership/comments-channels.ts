import type { Kysely, Selectable } from 'kysely';
import type { ChannelSubscription } from '../../../../contract/comment-answers.ts';
import { newId } from '../../ids.ts';
import type { Database } from '../../schema.ts';
import type { MsCommentChannelsTable } from '../../schema-comments.ts';
import type { MemberMode } from '../../schema-membership.ts';
import { isUniqueViolation } from '../../unique-violation.ts';

export type CommentChannelRow = Selectable<MsCommentChannelsTable>;
export interface ChannelScope {
  appId: string;
  mode: MemberMode;
}

export function findChannel(
  db: Kysely<Database>,
  scope: ChannelScope,
  key: string,
): Promise<CommentChannelRow | undefined> {
  return db
    .selectFrom('ms_comment_channels')
    .selectAll()
    .where('app_id', '=', scope.appId)
    .where('mode', '=', scope.mode)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** The channel, made now if this is its first post; two first posts at once make one channel. */
export async function findOrCreateChannel(
  db: Kysely<Database>,
  scope: ChannelScope,
  key: string,
): Promise<CommentChannelRow> {
  const found = await findChannel(db, scope, key);
  if (found) return found;
  try {
    await db
      .insertInto('ms_comment_channels')
      .values({ id: newId('cch'), app_id: scope.appId, mode: scope.mode, key, created_at: new Date().toISOString() })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const made = await findChannel(db, scope, key);
  if (!made) throw new Error('comment channel vanished as it was made');
  return made;
}

/** The member's mail setting for the channel. */
export async function findSubscription(
  db: Kysely<Database>,
  channelId: string,
  memberId: string,
): Promise<ChannelSubscription> {
  const row = await db
    .selectFrom('ms_comment_subscriptions')
    .select('action')
    .where('channel_id', '=', channelId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.action ?? 'NONE';
}

export async function setSubscription(
  db: Kysely<Database>,
  channelId: string,
  memberId: string,
  action: ChannelSubscription,
): Promise<void> {
  if (action === 'NONE') {
    await db
      .deleteFrom('ms_comment_subscriptions')
      .where('channel_id', '=', channelId)
      .where('member_id', '=', memberId)
      .execute();
    return;
  }
  await db
    .insertInto('ms_comment_subscriptions')
    .values({ channel_id: channelId, member_id: memberId, action, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['channel_id', 'member_id']).doUpdateSet({ action }))
    .execute();
}
