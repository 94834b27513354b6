import type { Selectable } from 'kysely';
import type { Passkey } from '../../../elements/core/contract/membership-answers.ts';
import type { MsPasskeysTable } from '../../db/schema-membership.ts';

export function passkeyView(row: Selectable<MsPasskeysTable>): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    deviceType: row.device_type,
    backedUp: row.backed_up === 1,
  };
}
