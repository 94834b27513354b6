import type { Kysely, Selectable } from 'kysely';
import type { Database, MembersTable } from '../../schema.ts';
import type { MemberMode, PlanConnectionStatus, PlanConnectionType, TeamRole } from '../../schema-membership.ts';
import { precompiled } from '../precompiled.ts';

export type MemberRow = Selectable<MembersTable>;

/** Emails are compared as stored: trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findMemberByEmail(
  db: Kysely<Database>,
  appId: string,
  mode: MemberMode,
  email: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('app_id', '=', appId)
    .where('mode', '=', mode)
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

// This lookup and the three lists below serve every signed-in read of the member (GET /member and
// the member view), so they are compiled once per database.
const memberById = precompiled<{ memberId: string }, MemberRow>((db, arg) =>
  db.selectFrom('members').selectAll().where('id', '=', arg('memberId')),
);

export async function findMemberById(db: Kysely<Database>, memberId: string): Promise<MemberRow | undefined> {
  const [row] = await memberById(db, { memberId });
  return row;
}

export interface NewMember {
  id: string;
  appId: string;
  mode: MemberMode;
  email: string;
  passwordHash: string | null;
  verified: boolean;
  customFields: Record<string, string>;
  metaData: Record<string, unknown>;
  createdAt: string;
}

/**
 * A membership member is also a product account (one identity): the row in `members` and an
 * empty `accounts` row, which the product's ledger needs. Throws a unique violation when the
 * email is taken in this app and mode (see isUniqueViolation).
 */
export async function insertMember(db: Kysely<Database>, member: NewMember): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => insertMember(trx, member));
  await db
    .insertInto('members')
    .values({
      id: member.id,
      app_id: member.appId,
      mode: member.mode,
      email: normalizeEmail(member.email),
      password_hash: member.passwordHash,
      verified: member.verified ? 1 : 0,
      custom_fields: JSON.stringify(member.customFields),
      meta_data: JSON.stringify(member.metaData),
      created_at: member.createdAt,
      profile_image: null,
      stripe_customer_id: null,
    })
    .execute();
  await db.insertInto('accounts').values({ member_id: member.id, purchased_tokens: 0, insights: '' }).execute();
}

/**
 * The member and everything that is theirs (sessions, plans, providers, teams they own, the
 * product account and its data), through the foreign keys' cascades. Returns whether it existed.
 */
export async function deleteMemberRow(db: Kysely<Database>, memberId: string): Promise<boolean> {
  const result = await db.deleteFrom('members').where('id', '=', memberId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Whether the member pays for a plan now (a subscription still active, or past due). */
export async function hasActivePaidPlan(db: Kysely<Database>, memberId: string): Promise<boolean> {
  const paid = await db
    .selectFrom('ms_plan_connections')
    .select('id')
    .where('member_id', '=', memberId)
    .where('type', '<>', 'FREE')
    .where('active', '=', 1)
    .executeTakeFirst();
  return paid !== undefined;
}

export async function updatePasswordHash(db: Kysely<Database>, memberId: string, passwordHash: string): Promise<void> {
  await db.updateTable('members').set({ password_hash: passwordHash }).where('id', '=', memberId).execute();
}

/** A code mailed to the member's address came back: the address is theirs. */
export async function markMemberVerified(db: Kysely<Database>, memberId: string): Promise<void> {
  await db.updateTable('members').set({ verified: 1 }).where('id', '=', memberId).where('verified', '=', 0).execute();
}

const memberProviders = precompiled<{ memberId: string }, { provider: string }>((db, arg) =>
  db.selectFrom('ms_member_providers').select('provider').where('member_id', '=', arg('memberId')).orderBy('provider'),
);

export function listMemberProviders(db: Kysely<Database>, memberId: string): Promise<{ provider: string }[]> {
  return memberProviders(db, { memberId });
}

export interface PlanConnectionRow {
  id: string;
  plan_id: string;
  price_id: string | null;
  type: PlanConnectionType;
  status: PlanConnectionStatus;
  active: number;
  last_billing_at: string | null;
  next_billing_at: string | null;
  cancel_at: string | null;
  amount_cents: number | null;
  currency: string | null;
}

/** A plan connection's columns (`c`, with its price as `p`), as every reader of connections selects them. */
export const PLAN_CONNECTION_COLUMNS = [
  'c.id',
  'c.plan_id',
  'c.price_id',
  'c.type',
  'c.status',
  'c.active',
  'c.last_billing_at',
  'c.next_billing_at',
  'c.cancel_at',
  'p.amount_cents',
  'p.currency',
] as const;

const planConnections = precompiled<{ memberId: string }, PlanConnectionRow>((db, arg) =>
  db
    .selectFrom('ms_plan_connections as c')
    .leftJoin('ms_prices as p', 'p.id', 'c.price_id')
    .select(PLAN_CONNECTION_COLUMNS)
    .where('c.member_id', '=', arg('memberId'))
    .orderBy('c.created_at')
    .orderBy('c.id'),
);

export function listPlanConnections(db: Kysely<Database>, memberId: string): Promise<PlanConnectionRow[]> {
  return planConnections(db, { memberId });
}

export async function insertFreePlanConnection(
  db: Kysely<Database>,
  connection: { id: string; memberId: string; planId: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('ms_plan_connections')
    .values({
      id: connection.id,
      member_id: connection.memberId,
      plan_id: connection.planId,
      price_id: null,
      type: 'FREE',
      status: 'ACTIVE',
      active: 1,
      created_at: connection.createdAt,
      last_billing_at: null,
      next_billing_at: null,
      cancel_at: null,
    })
    .execute();
}

export interface MemberTeamRow {
  team_id: string;
  team_name: string;
  role: TeamRole;
  plan_id: string | null;
  plan_name: string | null;
}

const memberTeams = precompiled<{ memberId: string }, MemberTeamRow>((db, arg) =>
  db
    .selectFrom('ms_team_members as tm')
    .innerJoin('ms_teams as t', 't.id', 'tm.team_id')
    .leftJoin('ms_plans as p', 'p.id', 't.plan_id')
    .select(['t.id as team_id', 't.name as team_name', 'tm.role', 't.plan_id', 'p.name as plan_name'])
    .where('tm.member_id', '=', arg('memberId'))
    .orderBy('tm.joined_at')
    .orderBy('t.id'),
);

export function listMemberTeams(db: Kysely<Database>, memberId: string): Promise<MemberTeamRow[]> {
  return memberTeams(db, { memberId });
}
