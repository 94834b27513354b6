import type { Kysely } from 'kysely';
import type { Database } from '../../schema.ts';

/** A sign-in with a passkey: the authenticator's new counter and whether the key is backed up. */
export interface PasskeyUse {
  counter: number;
  backedUp: boolean;
  now: string;
}

/**
 * Records a sign-in with a member's or an owner's passkey. Conditional on the stored counter being
 * below the new one (or both zero: authenticators that keep no counter), so two uses of a cloned
 * key at the same moment cannot both pass.
 */
export async function recordPasskeyUse(
  db: Kysely<Database>,
  table: 'ms_passkeys' | 'ms_owner_passkeys',
  id: string,
  { counter, backedUp, now }: PasskeyUse,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ counter, backed_up: backedUp ? 1 : 0, last_used_at: now })
    .where('id', '=', id)
    .where((eb) => (counter === 0 ? eb('counter', '=', 0) : eb('counter', '<', counter)))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
