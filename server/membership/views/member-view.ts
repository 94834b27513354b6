import type { Kysely } from 'kysely';
import { parseJsonObject } from '../../db/json-columns.ts';
import {
  listMemberProviders,
  listMemberTeams,
  listPlanConnections,
  type MemberRow,
  type MemberTeamRow,
  type PlanConnectionRow,
} from '../../db/queries/membership/members.ts';
import { permissionFlags } from '../../db/queries/members.ts';
import type { Database } from '../../db/schema.ts';
import type { Member, MemberPlanConnection, MemberTeamEntry } from '../../../contract/membership-answers.ts';

/** Billing dates in seconds since the epoch, as Stripe (and so Memberstack) gives them. */
const unixSeconds = (iso: string | null) => (iso === null ? null : Math.floor(Date.parse(iso) / 1000));

export function planConnectionView(connection: PlanConnectionRow): MemberPlanConnection {
  return {
    id: connection.id,
    active: connection.active === 1,
    status: connection.status,
    planId: connection.plan_id,
    type: connection.type,
    payment:
      connection.type === 'FREE'
        ? null
        : {
            amount: (connection.amount_cents ?? 0) / 100,
            currency: connection.currency ?? 'usd',
            status: connection.status,
            lastBillingDate: unixSeconds(connection.last_billing_at),
            nextBillingDate: unixSeconds(connection.next_billing_at),
            cancelAtDate: unixSeconds(connection.cancel_at),
            priceId: connection.price_id,
          },
  };
}

const teamEntry = (team: MemberTeamRow): MemberTeamEntry => ({
  teamId: team.team_id,
  name: team.team_name,
  planId: team.plan_id,
  planName: team.plan_name,
});

/** What a member view shows beside the member's row. */
export interface MemberViewParts {
  providers: readonly { provider: string }[];
  connections: readonly PlanConnectionRow[];
  teams: readonly MemberTeamRow[];
  /** The product's permission flags the member holds. */
  permissions: readonly string[];
}

/** The member view of a row and its parts, however they were fetched (one member, or a page of them). */
export function memberViewFrom(member: MemberRow, parts: MemberViewParts): Member {
  return {
    id: member.id,
    verified: member.verified === 1,
    profileImage: member.profile_image,
    auth: {
      email: member.email,
      hasPassword: member.password_hash !== null,
      providers: parts.providers.map(({ provider }) => ({ provider })),
    },
    loginRedirect: member.login_redirect ?? '/',
    stripeCustomerId: member.stripe_customer_id,
    createdAt: member.created_at,
    metaData: parseJsonObject(member.meta_data),
    customFields: parseJsonObject(member.custom_fields),
    permissions: [...parts.permissions],
    planConnections: parts.connections.map(planConnectionView),
    teams: {
      ownedTeams: parts.teams.filter((team) => team.role === 'OWNER').map(teamEntry),
      joinedTeams: parts.teams.filter((team) => team.role === 'MEMBER').map(teamEntry),
    },
  };
}

/**
 * The member in Memberstack's Member shape, plus `teams` (ours). Answered to the member itself
 * and to the app's admin API, so private and hidden custom fields are included.
 */
export async function memberView(db: Kysely<Database>, member: MemberRow): Promise<Member> {
  const [providers, connections, teams, flags] = await Promise.all([
    listMemberProviders(db, member.id),
    listPlanConnections(db, member.id),
    listMemberTeams(db, member.id),
    permissionFlags(db, member.id),
  ]);
  const permissions = Object.entries(flags)
    .filter(([, held]) => held)
    .map(([name]) => name);
  return memberViewFrom(member, { providers, connections, teams, permissions });
}
