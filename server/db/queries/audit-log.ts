import type { Kysely } from 'kysely';
import type { AuditSubjectFilter } from '../../../contract/console-audit-answers.ts';
import type { Database } from '../schema.ts';
import type { AuditEventRow } from './audit-events.ts';

/** What the console's audit log shows of one app's events: the subject filters, and instants bounding the span. */
export interface AuditLogFilter extends AuditSubjectFilter {
  appId: string;
  /** Events at or after this instant, and before `to` (ISO-8601 UTC). */
  from?: string;
  to?: string;
}

/** Where a newest-first page ended: the last event's time and id. */
export interface AuditCursor {
  createdAt: string;
  id: string;
}

/** An event with who its actor is to a person: the owner's email, the key's name and last four. */
export type AuditLogRow = AuditEventRow & {
  owner_email: string | null;
  key_name: string | null;
  key_last_four: string | null;
};

/**
 * One newest-first page of the app's events matching the filter, after the cursor. Every filter
 * narrows a walk of the (app, time) index, or of the target's own index; the cursor keeps a page's
 * cost the same however deep it is.
 */
export async function listAuditLog(
  db: Kysely<Database>,
  filter: AuditLogFilter,
  { after, limit }: { after?: AuditCursor; limit: number },
): Promise<AuditLogRow[]> {
  let query = db
    .selectFrom('audit_events as e')
    .leftJoin('ms_owners as o', (join) => join.onRef('o.id', '=', 'e.actor_id').on('e.actor_type', '=', 'owner'))
    .leftJoin('ms_secret_keys as k', (join) =>
      join.onRef('k.id', '=', 'e.actor_id').on('e.actor_type', '=', 'secret-key'),
    )
    .selectAll('e')
    .select(['o.email as owner_email', 'k.name as key_name', 'k.last_four as key_last_four'])
    .where('e.app_id', '=', filter.appId);
  if (filter.actorType !== undefined) query = query.where('e.actor_type', '=', filter.actorType);
  if (filter.actorId !== undefined) query = query.where('e.actor_id', '=', filter.actorId);
  if (filter.action !== undefined) {
    query = filter.action.endsWith('.')
      ? query.where('e.action', '>=', filter.action).where('e.action', '<', `${filter.action}\u{10FFFF}`)
      : query.where('e.action', '=', filter.action);
  }
  if (filter.targetId !== undefined) query = query.where('e.target_id', '=', filter.targetId);
  if (filter.from !== undefined) query = query.where('e.created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('e.created_at', '<', filter.to);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('e.created_at', '<', after.createdAt),
        eb.and([eb('e.created_at', '=', after.createdAt), eb('e.id', '<', after.id)]),
      ]),
    );
  }
  return query.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(limit).execute();
}

/** The last time each key was used (its newest audit event), from the (actor, time) index; keys never used are absent. */
export async function lastUseOfKeys(db: Kysely<Database>, keyIds: readonly string[]): Promise<Map<string, string>> {
  if (keyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('audit_events')
    .select(['actor_id', (eb) => eb.fn.max('created_at').as('last_used')])
    .where('actor_type', '=', 'secret-key')
    .where('actor_id', 'in', [...keyIds])
    .groupBy('actor_id')
    .execute();
  return new Map(rows.map((row) => [row.actor_id, String(row.last_used)]));
}
