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
import type {
  Member,
  MemberPlanConnection,
  MemberTeamEntry,
} from '../../../elements/core/contract/membership-answers.ts';

/** Billing dates in seconds since the epoch, as Stripe (and so Memberstack) gives them. */
const unixSeconds = (iso: string | null) => (iso === null ? null : Math.floor(Date.parse(iso) / 1000));

function planConnectionView(connection: PlanConnectionRow): MemberPlanConnection {
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

/**
 * The member in Memberstack's Member shape, plus `teams` (ours). Only ever
 * answered to the member itself, so private and hidden custom fields are included.
 */
export async function memberView(db: Kysely<Database>, member: MemberRow): Promise<Member> {
  const [providers, connections, teams, flags] = await Promise.all([
    listMemberProviders(db, member.id),
    listPlanConnections(db, member.id),
    listMemberTeams(db, member.id),
    permissionFlags(db, member.id),
  ]);
  return {
    id: member.id,
    verified: member.verified === 1,
    profileImage: member.profile_image,
    auth: {
      email: member.email,
      hasPassword: member.password_hash !== null,
      providers: providers.map(({ provider }) => ({ provider })),
    },
    loginRedirect: '/',
    stripeCustomerId: member.stripe_customer_id,
    createdAt: member.created_at,
    metaData: parseJsonObject(member.meta_data),
    customFields: parseJsonObject(member.custom_fields),
    permissions: Object.entries(flags)
      .filter(([, held]) => held)
      .map(([name]) => name),
    planConnections: connections.map(planConnectionView),
    teams: {
      ownedTeams: teams.filter((team) => team.role === 'OWNER').map(teamEntry),
      joinedTeams: teams.filter((team) => team.role === 'MEMBER').map(teamEntry),
    },
  };
}
