import { Hono } from 'hono';
import * as v from 'valibot';
import {
  ACTIVE_WITHIN_DAYS,
  ACTIVITY_PERIODS,
  type ConsoleActivity,
} from '../../../contract/console-activity-answers.ts';
import { addDays, isoDay } from '../../db/calendar.ts';
import { listPlans } from '../../db/queries/membership/apps.ts';
import {
  countActiveMembers,
  countMembers,
  countMembersByPlan,
  countPayingConnectionsByPrice,
  countSignUpsPerDay,
} from '../../db/queries/membership/activity.ts';
import { queryParams } from '../../http/validate.ts';
import type { MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import type { ConsoleEnv } from './console-context.ts';
import { ownerRead } from './owner-audit.ts';
import { recurringRevenue } from './recurring-revenue.ts';
import { requireOwner } from './require-owner.ts';

const activityQuery = v.object({
  mode: v.optional(v.picklist(['test', 'live'], 'must be test or live'), 'live'),
  days: v.optional(
    v.pipe(
      v.picklist(
        ACTIVITY_PERIODS.map((days) => String(days)),
        `must be ${ACTIVITY_PERIODS.join(' or ')}`,
      ),
      v.transform((days) => Number(days) as ConsoleActivity['period']),
    ),
    '30',
  ),
});

/**
 * GET /activity: one mode's members of the owner's app as the activity page charts them: sign-ups
 * per day over the last 30 or 90 days (today included), members in all, members who signed in
 * within 30 days, holders of each plan (in the app's plan order) and monthly recurring revenue:
 * aggregate queries, each over an index (activity.ts), run side by side (on PostgreSQL each on a
 * connection of the pool; SQLite's driver runs them one after the other).
 */
export function activityRoutes(services: MembershipServices) {
  const { db, limiter } = services;
  return new Hono<ConsoleEnv>().get(
    '/activity',
    requireOwner(services),
    ownerRead(limiter),
    queryParams(activityQuery),
    async (c) => {
      const { mode, days } = c.get('query');
      const scope = { appId: c.var.owner.app_id, mode };
      const now = new Date();
      const today = new Date(`${isoDay(now)}T00:00:00.000Z`);
      const first = addDays(today, 1 - days);
      const [signUps, totalMembers, activeMembers, plans, holders, prices] = await Promise.all([
        countSignUpsPerDay(db, scope, first, days),
        countMembers(db, scope),
        countActiveMembers(db, scope, addDays(now, -ACTIVE_WITHIN_DAYS).toISOString()),
        listPlans(db, scope.appId),
        countMembersByPlan(db, scope),
        countPayingConnectionsByPrice(db, scope),
      ]);
      const data: ConsoleActivity = {
        mode,
        period: days,
        from: isoDay(first),
        to: isoDay(today),
        signUps,
        totalMembers,
        activeMembers,
        membersByPlan: plans.map(({ plan }) => ({
          planId: plan.id,
          name: plan.name,
          free: plan.is_paid === 0,
          active: plan.status === 'ACTIVE',
          members: holders.get(plan.id) ?? 0,
        })),
        recurringRevenue: recurringRevenue(prices),
      };
      return answer(c, data);
    },
  );
}
