import type { Transaction } from 'kysely';
import type { ImportReportRow } from '../../../contract/console-import-answers.ts';
import { listCustomFields, listPlans } from '../../db/queries/membership/apps.ts';
import { replaceMemberJson, setLoginRedirect } from '../../db/queries/membership/member-updates.ts';
import { ensureStripeCustomerId } from '../../db/queries/membership/plan-connections.ts';
import type { MemberMode } from '../../db/schema-membership.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ApiError } from '../../http/errors.ts';
import type { MembershipServices } from '../membership-context.ts';
import { type AppCatalogue, admitNewMember, createMemberIn } from '../members/create-member.ts';
import { addFreePlan } from '../members/free-plans.ts';
import { updateMemberByApp } from '../members/update-member.ts';
import type { PlannedRow } from './member-import-plan.ts';

/** Rows written per transaction: one commit's cost shared by many rows, and a failed batch is cheap to replay row by row. */
const BATCH = 250;

type WritableRow = Extract<PlannedRow, { kind: 'new' | 'changed' }>;

const result = (planned: PlannedRow, outcome: ImportReportRow['outcome'], memberId: string | null, detail: string) => ({
  row: planned.read.row,
  email: planned.read.email.slice(0, 254),
  memberId,
  outcome,
  detail,
});

/**
 * One row through the one member creation and update code, inside the caller's transaction: a
 * new member as the admin API creates one (its fields and free plans admitted, no password
 * unless the file carried one of our own hashes), or the changes the plan found.
 */
async function writeRow(
  services: MembershipServices,
  trx: Transaction<Database>,
  { appId, mode, catalogue }: { appId: string; mode: MemberMode; catalogue: AppCatalogue },
  planned: WritableRow,
): Promise<ImportReportRow> {
  const { read } = planned;
  if (planned.kind === 'changed') {
    await updateMemberByApp({ ...services, db: trx }, planned.member, planned.changes);
    for (const planId of planned.addPlanIds) await addFreePlan(trx, appId, planned.member.id, planId);
    if (planned.stripeCustomerId) await ensureStripeCustomerId(trx, planned.member.id, planned.stripeCustomerId);
    return result(planned, 'updated', planned.member.id, planned.changed.join(', '));
  }
  const start = await admitNewMember(
    trx,
    appId,
    { customFields: read.customFields, planIds: read.planIds },
    { byApp: true, catalogue },
  );
  const memberId = await createMemberIn(
    trx,
    start,
    {
      mode,
      email: read.normalizedEmail ?? read.email,
      passwordHash: read.passwordHash ?? null,
      verified: read.verified ?? false,
      metaData: read.metaData ?? {},
      createdAt: read.createdAt,
    },
    async (inner, id) => {
      if (read.json) await replaceMemberJson(inner, id, read.json);
      if (read.loginRedirect) await setLoginRedirect(inner, id, read.loginRedirect);
      if (read.stripeCustomerId) await ensureStripeCustomerId(inner, id, read.stripeCustomerId);
    },
  );
  return result(planned, 'created', memberId, '');
}

function failureReason(error: unknown): string {
  if (isUniqueViolation(error)) return 'Email: another member of this app took it during the import';
  if (error instanceof ApiError) return error.message;
  return 'could not be saved';
}

/**
 * Writes the planned rows in file order, BATCH rows a transaction. A batch that fails is rolled
 * back and written again a row a transaction, so one bad row costs only itself and the report
 * names it. Invalid rows are reported failed with their reasons, unchanged rows are skipped.
 */
export async function commitImport(
  services: MembershipServices,
  scope: { appId: string; mode: MemberMode },
  rows: readonly PlannedRow[],
): Promise<ImportReportRow[]> {
  const [plans, fields] = await Promise.all([
    listPlans(services.db, scope.appId),
    listCustomFields(services.db, scope.appId),
  ]);
  const catalogue: AppCatalogue = {
    plans: new Map(plans.map(({ plan }) => [plan.id, plan])),
    fieldKeys: new Set(fields.map((field) => field.key)),
  };
  const write = (trx: Transaction<Database>, planned: WritableRow) =>
    writeRow(services, trx, { ...scope, catalogue }, planned);
  const results: ImportReportRow[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const writable = batch.filter(
      (planned): planned is WritableRow => planned.kind === 'new' || planned.kind === 'changed',
    );
    let written = new Map<WritableRow, ImportReportRow>();
    try {
      written = await services.db.transaction().execute(async (trx) => {
        const done = new Map<WritableRow, ImportReportRow>();
        for (const planned of writable) done.set(planned, await write(trx, planned));
        return done;
      });
    } catch {
      for (const planned of writable) {
        try {
          written.set(planned, await services.db.transaction().execute((trx) => write(trx, planned)));
        } catch (error) {
          written.set(planned, result(planned, 'failed', null, failureReason(error)));
        }
      }
    }
    for (const planned of batch) {
      if (planned.kind === 'invalid')
        results.push(result(planned, 'failed', planned.member?.id ?? null, planned.errors.join('; ')));
      else if (planned.kind === 'unchanged') results.push(result(planned, 'unchanged', planned.member.id, ''));
      else results.push(written.get(planned) ?? result(planned, 'failed', null, 'could not be saved'));
    }
  }
  return results;
}
