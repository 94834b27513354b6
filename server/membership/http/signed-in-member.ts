import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import { findMemberById, type MemberRow } from '../../db/queries/membership/members.ts';
import type { Database } from '../../db/schema.ts';
import { tokenRefused } from '../../security/token-refusal.ts';
import type { MembershipEnv } from '../membership-context.ts';

/**
 * The row of the signed-in member, also for reading it again after a change. A live session may
 * outlive its member for a moment (deleted after the session was verified, or while it was still
 * cached as live: security/verified-sessions.ts). Such a token names no one, so it is answered as
 * the dead token it is, 401 invalid-token, which clients meet by signing out, not as a 404.
 */
export async function findSignedInMember(db: Kysely<Database>, memberId: string): Promise<MemberRow> {
  const member = await findMemberById(db, memberId);
  if (!member) throw tokenRefused('invalid', 'membership');
  return member;
}

/** After requireMemberSession: the member's row on `c.var.member`. */
export function withSignedInMember(db: Kysely<Database>) {
  return createMiddleware<MembershipEnv>(async (c, next) => {
    c.set('member', await findSignedInMember(db, c.var.memberId));
    await next();
  });
}
