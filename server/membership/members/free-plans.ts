import type { Kysely } from 'kysely';
import { findPlan, type PlanRow } from '../../db/queries/membership/apps.ts';
import { insertFreePlanConnection } from '../../db/queries/membership/members.ts';
import { deleteFreePlanConnection } from '../../db/queries/membership/plan-connections.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { apiError } from '../../http/errors.ts';
import { newId } from '../../db/ids.ts';

/**
 * Free plans only, whoever asks (the member, or the app through its admin API): a paid plan is
 * bought through checkout and ended in the billing portal, so it is never granted or taken here.
 */
async function freePlan(db: Kysely<Database>, appId: string, planId: string): Promise<PlanRow> {
  const found = await findPlan(db, appId, planId);
  if (found?.plan.status !== 'ACTIVE') throw apiError('plan-not-found');
  if (found.plan.is_paid === 1) throw apiError('plan-not-free');
  return found.plan;
}

/** Adding a plan the member already holds changes nothing and is no error. */
export async function addFreePlan(
  db: Kysely<Database>,
  appId: string,
  memberId: string,
  planId: string,
): Promise<void> {
  const plan = await freePlan(db, appId, planId);
  try {
    await insertFreePlanConnection(db, {
      id: newId('con'),
      memberId,
      planId: plan.id,
      createdAt: new Date().toISOString(),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/** 404 plan-connection-not-found when the member does not hold it. */
export async function removeFreePlan(
  db: Kysely<Database>,
  appId: string,
  memberId: string,
  planId: string,
): Promise<void> {
  const plan = await freePlan(db, appId, planId);
  if (!(await deleteFreePlanConnection(db, memberId, plan.id))) throw apiError('plan-connection-not-found');
}
