import type { Kysely } from 'kysely';
import { insertConnectTicket, takeConnectTicket } from '../../db/queries/membership/connect-tickets.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthProviderName, MemberMode } from '../../db/schema-membership.ts';
import { hashBearerToken, newBearerToken } from '../../security/bearer-tokens.ts';

/**
 * A connect popup's proof of the member, instead of the member's token in its URL (a URL reaches
 * browser history, access logs and Referer headers, and a token there would live for 14 days).
 * The profile modal asks for one with the token in its Authorization header, then opens the popup
 * with it. A ticket is single use, lives a minute at most, and names the member's session (a
 * logout ends it too), the app and mode, and the provider: a copy found later connects nothing.
 */
export const CONNECT_TICKET_PREFIX = 'cf_ct_';
export const CONNECT_TICKET_TTL_MS = 60_000;
const CONNECT_TICKET_PATTERN = /^cf_ct_[A-Za-z0-9_-]{43}$/;

export interface ConnectTicketScope {
  appId: string;
  mode: MemberMode;
  provider: AuthProviderName;
}

export async function issueConnectTicket(
  db: Kysely<Database>,
  scope: ConnectTicketScope,
  member: { memberId: string; sessionId: string },
  now = new Date(),
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = newBearerToken(CONNECT_TICKET_PREFIX);
  const expiresAt = new Date(now.getTime() + CONNECT_TICKET_TTL_MS);
  await insertConnectTicket(
    db,
    {
      ticket_hash: hashBearerToken(ticket),
      app_id: scope.appId,
      mode: scope.mode,
      member_id: member.memberId,
      session_id: member.sessionId,
      provider: scope.provider,
      expires_at: expiresAt.toISOString(),
    },
    now.toISOString(),
  );
  return { ticket, expiresAt };
}

/** The member a ticket proves, once; undefined when it is unknown, used, expired, for another flow, or its session ended. */
export async function redeemConnectTicket(
  db: Kysely<Database>,
  ticket: string,
  scope: ConnectTicketScope,
  now = new Date(),
): Promise<string | undefined> {
  if (!CONNECT_TICKET_PATTERN.test(ticket)) return undefined;
  const taken = await takeConnectTicket(db, hashBearerToken(ticket));
  if (!taken) return undefined;
  const { ticket: row, session } = taken;
  const instant = now.toISOString();
  const live = session && session.revoked_at === null && session.expires_at > instant;
  const matches = row.app_id === scope.appId && row.mode === scope.mode && row.provider === scope.provider;
  return live && matches && row.expires_at > instant ? row.member_id : undefined;
}
