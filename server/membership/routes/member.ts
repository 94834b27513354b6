import { Hono } from 'hono';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { optionalMemberSession, requireMemberSession, signedInMemberId } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { withSignedInMember } from '../http/signed-in-member.ts';
import { revokeSession } from '../security/sessions.ts';
import { memberView } from '../views/member-view.ts';

/** GET /member (the signed-in member) and POST /member/logout. */
export function memberRoutes({ db }: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  return (
    new Hono<MembershipEnv>()
      .get('/member', withApp, requireMemberSession(db), withSignedInMember(db), async (c) =>
        answer(c, await memberView(db, c.var.member)),
      )
      // Idempotent: a stale or missing token still answers success, because @memberstack/dom
      // clears its stored member only when logout succeeds, and a signed-out visitor must end up
      // signed out locally too. An object, not null, because its logout answer is typed
      // `{ data: { redirect? } }`; no redirect is configured, so none is named.
      .post('/member/logout', withApp, optionalMemberSession(db), async (c) => {
        if (signedInMemberId(c)) await revokeSession(db, c.var.sessionId);
        return answer(c, {});
      })
  );
}
