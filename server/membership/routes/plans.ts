import { Hono } from 'hono';
import * as v from 'valibot';
import { findPlan } from '../../db/queries/membership/apps.ts';
import { insertFreePlanConnection } from '../../db/queries/membership/members.ts';
import { deleteFreePlanConnection } from '../../db/queries/membership/plan-connections.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { apiError } from '../../http/errors.ts';
import { idField } from '../../http/fields.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../env.ts';
import { answer } from '../http/answer.ts';
import { requireMemberSession } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { withSignedInMember } from '../http/signed-in-member.ts';
import { appView } from '../views/app-view.ts';
import { memberView } from '../views/member-view.ts';
import { newId } from '../../security/ids.ts';

const planBody = v.object({ planId: idField });

/**
 * POST /member/plans/add and /remove: free plans only. A paid plan is bought through checkout
 * and ended in the billing portal, so a client can never grant itself one here.
 */
export function planRoutes({ db, captcha }: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const withMember = [requireMemberSession(db), withSignedInMember(db)] as const;

  async function freePlan(appId: string, planId: string) {
    const found = await findPlan(db, appId, planId);
    if (found?.plan.status !== 'ACTIVE') throw apiError('plan-not-found');
    if (found.plan.is_paid === 1) throw apiError('plan-not-free');
    return found.plan;
  }

  return new Hono<MembershipEnv>()
    .post('/member/plans/add', withApp, ...withMember, jsonBody(planBody), async (c) => {
      const plan = await freePlan(c.var.app.id, c.get('body').planId);
      try {
        await insertFreePlanConnection(db, {
          id: newId('con'),
          memberId: c.var.memberId,
          planId: plan.id,
          createdAt: new Date().toISOString(),
        });
      } catch (error) {
        // Adding a plan the member already holds changes nothing: the answer is the same member.
        if (!isUniqueViolation(error)) throw error;
      }
      // @memberstack/dom stores data.member (AddPlan: redirect, member, app).
      const member = await memberView(db, c.var.member);
      return answer(c, { member, redirect: '/', app: await appView(db, c.var.app, c.var.mode, captcha) });
    })
    .post('/member/plans/remove', withApp, ...withMember, jsonBody(planBody), async (c) => {
      const plan = await freePlan(c.var.app.id, c.get('body').planId);
      const removed = await deleteFreePlanConnection(db, c.var.memberId, plan.id);
      if (!removed) throw apiError('plan-connection-not-found');
      return answer(c, { member: await memberView(db, c.var.member) });
    });
}
