import type { Kysely, Transaction } from 'kysely';
import { listCustomFields, listPlans, type PlanRow, visibleCustomFieldKeys } from '../../db/queries/membership/apps.ts';
import {
  findMemberById,
  insertFreePlanConnection,
  insertMember,
  type MemberRow,
} from '../../db/queries/membership/members.ts';
import type { MemberMode } from '../../db/schema-membership.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { apiError } from '../../http/errors.ts';
import { newId } from '../../db/ids.ts';

declare const admitted: unique symbol;

/** What a new member of an app starts with. Made only by admitNewMember, so no member skips its rules. */
export type AdmittedStart = { appId: string; customFields: Record<string, string>; planIds: string[] } & {
  readonly [admitted]: true;
};

/**
 * The app's plans and custom field keys, read once by a caller that admits many members (an
 * import), so each is not read again per member. Only the app itself (`byApp`) admits this way.
 */
export interface AppCatalogue {
  plans: ReadonlyMap<string, PlanRow>;
  fieldKeys: ReadonlySet<string>;
}

/**
 * Of what a client asks a new member to start with: the app's visible custom fields (others are
 * dropped: hidden ones are the app's to set, so only `byApp`, its admin API, may), and free plans
 * only (a paid plan is bought through checkout). Before any costly or irreversible work, so a
 * refused plan costs no hash and no code.
 */
export async function admitNewMember(
  db: Kysely<Database>,
  appId: string,
  requested: { customFields?: Record<string, string> | null; planIds?: readonly string[] },
  { byApp = false, catalogue }: { byApp?: boolean; catalogue?: AppCatalogue } = {},
): Promise<AdmittedStart> {
  const planIds = [...new Set(requested.planIds ?? [])];
  if (planIds.length > 0) {
    const plans = catalogue?.plans ?? new Map((await listPlans(db, appId)).map(({ plan }) => [plan.id, plan]));
    for (const id of planIds) {
      const plan = plans.get(id);
      // 400: what is asked for is a member, whose request is wrong; a plan asked for by itself is the catalogue's 404.
      if (plan?.status !== 'ACTIVE') throw apiError('plan-not-found', { status: 400 });
      if (plan.is_paid === 1) throw apiError('plan-not-free');
    }
  }
  const settable = byApp
    ? (catalogue?.fieldKeys ?? new Set((await listCustomFields(db, appId)).map((field) => field.key)))
    : await visibleCustomFieldKeys(db, appId);
  const customFields = Object.fromEntries(
    Object.entries(requested.customFields ?? {}).filter(([key]) => settable.has(key)),
  );
  return { appId, customFields, planIds } as AdmittedStart;
}

export interface NewMemberDetails {
  mode: MemberMode;
  email: string;
  passwordHash: string | null;
  verified: boolean;
  metaData: Record<string, unknown>;
  /** When the member joined; now unless an import carries the date they joined elsewhere. */
  createdAt?: string;
}

export interface CreateMemberOptions {
  /** More to create with the member, all or nothing: a provider link, a seat on a team. */
  alongside?: (trx: Transaction<Database>, memberId: string) => Promise<unknown>;
  /** What to tell a person whose email is taken, which must not say that it is. */
  takenMessage?: string;
}

/**
 * The one way members are created (signup, sign-in providers, the admin API): the member, the product account it
 * is, its free plans and `alongside` in one transaction. An email taken in the app and mode is
 * 400 signup-failed, worded like any other refusal, so signups cannot probe for accounts.
 */
export async function createMember(
  db: Kysely<Database>,
  start: AdmittedStart,
  details: NewMemberDetails,
  { alongside, takenMessage }: CreateMemberOptions = {},
): Promise<MemberRow> {
  let id: string;
  try {
    id = await db.transaction().execute((trx) => createMemberIn(trx, start, details, alongside));
  } catch (error) {
    if (isUniqueViolation(error)) throw apiError('signup-failed', { message: takenMessage });
    throw error;
  }
  const member = await findMemberById(db, id);
  if (!member) throw new Error(`Member ${id} vanished right after it was created`);
  return member;
}

/**
 * createMember's work inside a transaction the caller holds, for an import that creates a batch
 * of members in one: the member, its account, its free plans and `alongside`. Answers the new id;
 * a taken email throws the database's unique violation (isUniqueViolation), which on PostgreSQL
 * ends the caller's transaction.
 */
export async function createMemberIn(
  trx: Transaction<Database>,
  start: AdmittedStart,
  details: NewMemberDetails,
  alongside?: CreateMemberOptions['alongside'],
): Promise<string> {
  const id = newId('mem');
  const now = new Date().toISOString();
  const createdAt = details.createdAt ?? now;
  await insertMember(trx, { id, appId: start.appId, ...details, customFields: start.customFields, createdAt });
  for (const planId of start.planIds) {
    await insertFreePlanConnection(trx, { id: newId('con'), memberId: id, planId, createdAt: now });
  }
  await alongside?.(trx, id);
  return id;
}
