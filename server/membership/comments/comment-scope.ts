import type { Context } from 'hono';
import type { ChannelScope } from '../../db/queries/membership/comments-channels.ts';
import type { MemberMode } from '../../db/schema-membership.ts';
import type { MembershipEnv } from '../membership-context.ts';

/** The app and mode of the request's public key: comments of another app or mode are none. */
export const commentScope = <E extends MembershipEnv>(c: Context<E>): ChannelScope => ({
  appId: c.var.app.id,
  mode: c.var.mode,
});

/** A post's or reply's id kind: `cmt_sb_` in test mode, `cmt_` in live mode, as Memberstack's. */
export const commentIdKind = (mode: MemberMode) => (mode === 'test' ? 'cmt_sb' : 'cmt');
