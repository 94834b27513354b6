import type { Kysely } from 'kysely';
import type { MemberMode } from '../../schema-membership.ts';
import type { Database } from '../../schema.ts';
import type { MemberRow } from './members.ts';

/** Values bound per query: far under either engine's limit on parameters, and a few index probes each. */
const CHUNK = 500;

function chunks<T>(values: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < values.length; start += CHUNK) parts.push(values.slice(start, start + CHUNK));
  return parts;
}

/**
 * The app's members of one mode that an import's rows name, by id or by email (stored
 * normalised), a chunk of names a query, so a file of 100,000 rows costs a few hundred probes of
 * the primary key and the (app, mode, email) index rather than one query a row.
 */
export async function findMembersNamed(
  db: Kysely<Database>,
  { appId, mode, ids, emails }: { appId: string; mode: MemberMode; ids: readonly string[]; emails: readonly string[] },
): Promise<MemberRow[]> {
  const found = new Map<string, MemberRow>();
  const scoped = () => db.selectFrom('members').selectAll().where('app_id', '=', appId).where('mode', '=', mode);
  for (const part of chunks([...new Set(ids)])) {
    for (const row of await scoped().where('id', 'in', part).execute()) found.set(row.id, row);
  }
  for (const part of chunks([...new Set(emails)])) {
    for (const row of await scoped().where('email', 'in', part).execute()) found.set(row.id, row);
  }
  return [...found.values()];
}

/** The free plans each of these members holds now, by member. */
export async function listActiveFreePlanIds(
  db: Kysely<Database>,
  memberIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const held = new Map<string, Set<string>>();
  for (const part of chunks(memberIds)) {
    const rows = await db
      .selectFrom('ms_plan_connections')
      .select(['member_id', 'plan_id'])
      .where('member_id', 'in', part)
      .where('type', '=', 'FREE')
      .where('active', '=', 1)
      .execute();
    for (const row of rows) {
      const plans = held.get(row.member_id) ?? new Set<string>();
      plans.add(row.plan_id);
      held.set(row.member_id, plans);
    }
  }
  return held;
}

/**
 * Who of the app's members (either mode) holds each of these Stripe customer ids: a customer is
 * one member's, since its billing portal opens for whoever holds it. Read in one pass of the
 * app's members that have one, rather than a query per id (the column has no index of its own).
 */
export async function findStripeCustomerHolders(
  db: Kysely<Database>,
  appId: string,
  customerIds: readonly string[],
): Promise<Map<string, string>> {
  const holders = new Map<string, string>();
  if (customerIds.length === 0) return holders;
  const wanted = new Set(customerIds);
  const rows = await db
    .selectFrom('members')
    .select(['id', 'stripe_customer_id'])
    .where('app_id', '=', appId)
    .where('stripe_customer_id', 'is not', null)
    .execute();
  for (const row of rows) {
    if (row.stripe_customer_id !== null && wanted.has(row.stripe_customer_id))
      holders.set(row.stripe_customer_id, row.id);
  }
  return holders;
}
