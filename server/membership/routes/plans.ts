import { Hono } from 'hono';
import * as v from 'valibot';
import { idField } from '../../http/fields.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { requireMemberSession } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { withSignedInMember } from '../http/signed-in-member.ts';
import { addFreePlan, removeFreePlan } from '../members/free-plans.ts';
import { appView } from '../views/app-view.ts';
import { memberView } from '../views/member-view.ts';

const planBody = v.object({ planId: idField });

/**
 * POST /member/plans/add and /remove: free plans only (members/free-plans.ts). A paid plan is
 * bought through checkout and ended in the billing portal, so a client can never grant itself one here.
 */
export function planRoutes({ db, captcha }: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const withMember = [requireMemberSession(db), withSignedInMember(db)] as const;

  return new Hono<MembershipEnv>()
    .post('/member/plans/add', withApp, ...withMember, jsonBody(planBody), async (c) => {
      await addFreePlan(db, c.var.app.id, c.var.memberId, c.get('body').planId);
      // @memberstack/dom stores data.member (AddPlan: redirect, member, app).
      const member = await memberView(db, c.var.member);
      return answer(c, { member, redirect: '/', app: await appView(db, c.var.app, c.var.mode, captcha) });
    })
    .post('/member/plans/remove', withApp, ...withMember, jsonBody(planBody), async (c) => {
      await removeFreePlan(db, c.var.app.id, c.var.memberId, c.get('body').planId);
      return answer(c, { member: await memberView(db, c.var.member) });
    });
}
