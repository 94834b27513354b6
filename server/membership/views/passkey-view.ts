import type { Selectable } from 'kysely';
import type { Passkey } from '../../../contract/membership-answers.ts';
import type { MsPasskeysTable } from '../../db/schema-sign-in-factors.ts';

/** A member's passkey or an owner's: the same columns but whose it is. */
export function passkeyView(
  row: Pick<Selectable<MsPasskeysTable>, 'id' | 'name' | 'created_at' | 'last_used_at' | 'device_type' | 'backed_up'>,
): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    deviceType: row.device_type,
    backedUp: row.backed_up === 1,
  };
}
