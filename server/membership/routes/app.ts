import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { findPlan } from '../../db/queries/membership/apps.ts';
import { findMemberById } from '../../db/queries/membership/members.ts';
import { apiError } from '../../http/errors.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { optionalMemberSession, signedInMemberId } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { appView, planView } from '../views/app-view.ts';
import { memberView } from '../views/member-view.ts';

/** @memberstack/dom keeps an analytics session id of at most 26 characters and echoes it. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,26}$/;

export function appRoutes({ db, captcha }: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const withMember = optionalMemberSession(db);

  const routes = new Hono<MembershipEnv>()
    .get('/app', withApp, async (c) => answer(c, await appView(db, c.var.app, c.var.mode, captcha)))
    .get('/app/plans/:planId', withApp, async (c) => {
      const plan = await findPlan(db, c.var.app.id, c.req.param('planId'));
      if (plan?.plan.status !== 'ACTIVE') throw apiError('plan-not-found');
      return answer(c, planView(plan));
    });

  // @memberstack/dom's getAppAndMember POSTs (with analytics in the body, which we do not keep);
  // GET is the same read. Neither changes anything.
  for (const method of ['get', 'post'] as const) {
    routes[method]('/app-member', withApp, withMember, async (c) => {
      const memberId = signedInMemberId(c);
      const member = memberId ? await findMemberById(db, memberId) : undefined;
      const known = c.req.header('x-session-id');
      return answer(c, {
        app: await appView(db, c.var.app, c.var.mode, captcha),
        member: member ? await memberView(db, member) : null,
        sessionData: {
          sessionId: known && SESSION_ID.test(known) ? known : randomBytes(16).toString('base64url').slice(0, 22),
        },
      });
    });
  }
  return routes;
}
