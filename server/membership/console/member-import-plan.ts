import type { Kysely } from 'kysely';
import type { ImportPreviewRow } from '../../../contract/console-import-answers.ts';
import { parseJsonObject } from '../../db/json-columns.ts';
import { listPlans } from '../../db/queries/membership/apps.ts';
import {
  findMembersNamed,
  findStripeCustomerHolders,
  listActiveFreePlanIds,
} from '../../db/queries/membership/member-import.ts';
import type { MemberRow } from '../../db/queries/membership/members.ts';
import type { MemberMode } from '../../db/schema-membership.ts';
import type { Database } from '../../db/schema.ts';
import { storedModeOrigins } from '../apps.ts';
import type { MemberChanges } from '../members/update-member.ts';
import type { ImportFile } from './member-import-file.ts';
import { readRow, type ReadRow } from './member-import-rows.ts';

/** What committing one row would do, decided against the members as they are now. */
export type PlannedRow =
  | { kind: 'invalid'; read: ReadRow; member: MemberRow | undefined; errors: string[] }
  | { kind: 'unchanged'; read: ReadRow; member: MemberRow }
  | { kind: 'new'; read: ReadRow }
  | {
      kind: 'changed';
      read: ReadRow;
      member: MemberRow;
      changes: MemberChanges;
      addPlanIds: string[];
      /** Set on a member who has no Stripe customer yet; one they have is never replaced. */
      stripeCustomerId: string | undefined;
      changed: string[];
    };

/** JSON compared by value, whatever order its keys were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sameJson = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** A stored field value as the export writes it. */
const fieldText = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * What would change of `member`: only what the row says (an empty cell leaves a value as it is),
 * and plans only added (an import never takes a plan away).
 */
function changesOf(read: ReadRow, member: MemberRow, held: ReadonlySet<string>) {
  const changes: MemberChanges = {};
  const changed: string[] = [];
  if (read.normalizedEmail !== undefined && read.normalizedEmail !== member.email) {
    changes.email = read.normalizedEmail;
    changed.push('email');
  }
  if (read.verified !== undefined && read.verified !== (member.verified === 1)) {
    changes.verified = read.verified;
    changed.push('verified');
  }
  const fields = parseJsonObject(member.custom_fields);
  const fieldChanges = Object.entries(read.customFields).filter(([key, value]) => fieldText(fields[key]) !== value);
  if (fieldChanges.length > 0) {
    changes.customFields = Object.fromEntries(fieldChanges);
    changed.push(...fieldChanges.map(([key]) => `customFields.${key}`));
  }
  if (read.metaData !== undefined) {
    const stored = parseJsonObject(member.meta_data);
    const metaChanges = Object.entries(read.metaData).filter(([key, value]) => !sameJson(stored[key], value));
    if (metaChanges.length > 0) {
      changes.metaData = Object.fromEntries(metaChanges);
      changed.push('metaData');
    }
  }
  if (read.json !== undefined && !sameJson(read.json, parseJsonObject(member.member_json))) {
    changes.json = read.json;
    changed.push('json');
  }
  // The export writes the app's default (`/`) for a member without their own.
  if (read.loginRedirect !== undefined && read.loginRedirect !== (member.login_redirect ?? '/')) {
    changes.loginRedirect = read.loginRedirect;
    changed.push('loginRedirect');
  }
  const addPlanIds = read.planIds.filter((id) => !held.has(id));
  if (addPlanIds.length > 0) changed.push('plans');
  let stripeCustomerId: string | undefined;
  if (read.stripeCustomerId !== undefined && member.stripe_customer_id === null) {
    stripeCustomerId = read.stripeCustomerId;
    changed.push('stripeCustomerId');
  } else if (read.stripeCustomerId !== undefined && read.stripeCustomerId !== member.stripe_customer_id) {
    read.warnings.push('Stripe Customer ID: the member has another Stripe customer, which is kept');
  }
  return { changes, changed, addPlanIds, stripeCustomerId };
}

/**
 * Every row of the file against the app's members of `mode`: invalid (with every reason), new,
 * changed (with what) or unchanged. A row names its member by Member ID, else by email. Within
 * the file, an email or a member named again is refused with the row that named it first.
 * Nothing is written. The same file and members give the same plan, which is what makes a
 * commit do what its preview said and a second commit change nothing.
 */
export async function planImport(
  db: Kysely<Database>,
  { appId, mode, file }: { appId: string; mode: MemberMode; file: ImportFile },
): Promise<PlannedRow[]> {
  const origins = await storedModeOrigins(db, appId, mode);
  const reads = file.records.map((record, index) => readRow(record, index + 2, file.columns, origins));
  const plans = new Map((await listPlans(db, appId)).map(({ plan }) => [plan.id, plan]));
  const existing = await findMembersNamed(db, {
    appId,
    mode,
    ids: reads.flatMap((read) => (read.memberId === undefined ? [] : [read.memberId])),
    emails: reads.flatMap((read) => (read.normalizedEmail === undefined ? [] : [read.normalizedEmail])),
  });
  const byId = new Map(existing.map((member) => [member.id, member]));
  const byEmail = new Map(existing.map((member) => [member.email, member]));
  const held = await listActiveFreePlanIds(
    db,
    existing.map((member) => member.id),
  );
  const customerHolders = await findStripeCustomerHolders(
    db,
    appId,
    reads.flatMap((read) => (read.stripeCustomerId === undefined ? [] : [read.stripeCustomerId])),
  );
  const rowOfEmail = new Map<string, number>();
  const rowOfMember = new Map<string, number>();
  const rowOfCustomer = new Map<string, number>();

  return reads.map((read): PlannedRow => {
    const errors = [...read.problems];
    for (const id of read.planIds) {
      const plan = plans.get(id);
      if (plan?.status !== 'ACTIVE') errors.push(`Free Plans: there is no active plan ${id.slice(0, 60)}`);
      else if (plan.is_paid === 1)
        errors.push(`Free Plans: ${id.slice(0, 60)} is a paid plan, bought through checkout only`);
    }
    const email = read.normalizedEmail;
    const member =
      (read.memberId === undefined ? undefined : byId.get(read.memberId)) ??
      (email === undefined ? undefined : byEmail.get(email));
    if (email !== undefined) {
      const first = rowOfEmail.get(email);
      if (first !== undefined) errors.push(`Email: the same as row ${first}`);
      else rowOfEmail.set(email, read.row);
      const owner = byEmail.get(email);
      if (member !== undefined && owner !== undefined && owner.id !== member.id) {
        errors.push('Email: belongs to another member of this app');
      }
    }
    if (member !== undefined) {
      const first = rowOfMember.get(member.id);
      // A repeated email already names the row it repeats; the member it matched is that row's too.
      if (first !== undefined && !errors.includes(`Email: the same as row ${first}`)) {
        errors.push(`the same member as row ${first}`);
      } else rowOfMember.set(member.id, read.row);
    }
    const customer = read.stripeCustomerId;
    if (customer !== undefined) {
      const first = rowOfCustomer.get(customer);
      if (first !== undefined) errors.push(`Stripe Customer ID: the same as row ${first}`);
      else rowOfCustomer.set(customer, read.row);
      const holder = customerHolders.get(customer);
      if (holder !== undefined && holder !== member?.id) {
        errors.push('Stripe Customer ID: belongs to another member of this app');
      }
    }
    if (errors.length > 0) return { kind: 'invalid', read, member, errors };
    if (member === undefined) return { kind: 'new', read };
    if (read.passwordHash !== undefined) {
      read.warnings.push('Hashed Password: kept for new members only; this member keeps their own way in');
    }
    const planned = changesOf(read, member, held.get(member.id) ?? new Set());
    return planned.changed.length === 0
      ? { kind: 'unchanged', read, member }
      : { kind: 'changed', read, member, ...planned };
  });
}

/** A planned row as the preview shows it. */
export function previewRow(planned: PlannedRow): ImportPreviewRow {
  return {
    row: planned.read.row,
    email: planned.read.email.slice(0, 254),
    memberId: planned.kind === 'new' ? null : (planned.member?.id ?? null),
    changes: planned.kind === 'changed' ? planned.changed : [],
    errors: planned.kind === 'invalid' ? planned.errors : [],
    warnings: planned.read.warnings,
  };
}
