import type { ConsoleAuditEvent } from '../../../contract/console-audit-answers.ts';
import { parseJsonObject } from '../../db/json-columns.ts';
import type { AuditLogRow } from '../../db/queries/audit-log.ts';

/** Who an actor is to a person: an owner's email, a key's name with its last four. */
function actorLabel(row: AuditLogRow): string | null {
  if (row.actor_type === 'owner') return row.owner_email;
  if (row.actor_type === 'secret-key' && row.key_name !== null) return `${row.key_name} (…${row.key_last_four})`;
  return null;
}

export function auditEventView(row: AuditLogRow): ConsoleAuditEvent {
  return {
    id: row.id,
    createdAt: row.created_at,
    actor: { type: row.actor_type, id: row.actor_id, label: actorLabel(row) },
    action: row.action,
    target: row.target_id === null ? null : { type: row.target_type, id: row.target_id },
    status: row.status,
    mode: row.mode,
    detail: parseJsonObject(row.detail),
    clientIp: row.client_ip,
  };
}
