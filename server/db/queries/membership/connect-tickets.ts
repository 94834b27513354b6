import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../schema.ts';
import type { MsConnectTicketsTable } from '../../schema-membership.ts';

/** Stores a new ticket, clearing the expired ones (a ticket lives a minute, so there are few). */
export async function insertConnectTicket(
  db: Kysely<Database>,
  row: Insertable<MsConnectTicketsTable>,
  now: string,
): Promise<void> {
  await db.deleteFrom('ms_connect_tickets').where('expires_at', '<', now).execute();
  await db.insertInto('ms_connect_tickets').values(row).execute();
}

/**
 * Takes the ticket out, once: one DELETE, so of two redeems at the same moment only one gets the
 * row. Answers it with whether its session is still live (not revoked, not expired).
 */
export async function takeConnectTicket(db: Kysely<Database>, ticketHash: string) {
  const ticket = await db
    .deleteFrom('ms_connect_tickets')
    .where('ticket_hash', '=', ticketHash)
    .returningAll()
    .executeTakeFirst();
  if (!ticket) return undefined;
  const session = await db
    .selectFrom('ms_sessions')
    .select(['expires_at', 'revoked_at'])
    .where('id', '=', ticket.session_id)
    .executeTakeFirst();
  return { ticket, session };
}
