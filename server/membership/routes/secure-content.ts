import { Hono } from 'hono';
import * as v from 'valibot';
import { listPlanConnections } from '../../db/queries/membership/members.ts';
import { findSecureContent } from '../../db/queries/membership/secure-content.ts';
import { apiError } from '../../http/errors.ts';
import { idField } from '../../http/fields.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { requireMemberSession } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';

const body = v.object({ contentId: idField });

/**
 * POST /secure-content: gated content by its key, for members its content group admits (every
 * member, or members with an active connection to one of the group's plans).
 */
export function secureContentRoutes({ db }: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  return new Hono<MembershipEnv>().post(
    '/secure-content',
    withApp,
    requireMemberSession(db),
    jsonBody(body),
    async (c) => {
      const item = await findSecureContent(db, c.var.app.id, c.get('body').contentId);
      if (!item) throw apiError('content-not-found');
      const active = new Set(
        (await listPlanConnections(db, c.var.memberId)).filter((plan) => plan.active === 1).map((plan) => plan.plan_id),
      );
      if (item.allow_all_members !== 1 && !item.planIds.some((planId) => active.has(planId))) {
        throw apiError('content-forbidden');
      }
      return answer(c, { content: item.content, type: item.type });
    },
  );
}
