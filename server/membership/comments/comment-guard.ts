import type { Context } from 'hono';
import type { ChannelAccess } from '../../../contract/comment-answers.ts';
import { holdsActivePlan, isBannedFromComments } from '../../db/queries/membership/comments-moderation.ts';
import { clientIp } from '../../http/client-ip.ts';
import { apiError } from '../../http/errors.ts';
import type { PolicyName } from '../../http/rate-limit/policies.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';

/** After withSignedInMember: an app that requires verified emails to sign in requires them to comment and subscribe. */
export function assertVerifiedIfRequired<E extends MembershipEnv>(c: Context<E>): void {
  if (c.var.app.requireEmailVerification && c.var.member.verified !== 1) throw apiError('email-not-verified');
}

/**
 * Before a member writes, votes or says they are typing (after withSignedInMember): verified when
 * required, not banned from commenting, and let in by the channel's access setting (a channel not
 * made yet is open).
 */
export async function assertMayComment<E extends MembershipEnv>(
  { db }: MembershipServices,
  c: Context<E>,
  access: ChannelAccess = 'open',
): Promise<void> {
  assertVerifiedIfRequired(c);
  if (await isBannedFromComments(db, c.var.memberId)) throw apiError('comment-banned');
  if (access === 'locked') throw apiError('comment-channel-locked');
  if (access === 'members-with-plan' && !(await holdsActivePlan(db, c.var.memberId))) {
    throw apiError('comment-plan-required');
  }
}

const LIMITS = {
  write: ['commentWritePerMember', 'commentWritePerIp'],
  vote: ['commentVotePerMember', 'commentVotePerIp'],
} as const satisfies Record<string, readonly [PolicyName, PolicyName]>;

/** Counts a write or a vote against the member and their address: 429 with Retry-After past either. */
export async function limitComments<E extends MembershipEnv>(
  { limiter }: MembershipServices,
  c: Context<E>,
  kind: keyof typeof LIMITS,
): Promise<void> {
  const [perMember, perIp] = LIMITS[kind];
  await limiter.enforce(perMember, c.var.memberId);
  await limiter.enforce(perIp, clientIp(c));
}
