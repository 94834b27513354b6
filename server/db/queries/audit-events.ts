import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AuditActorType } from '../../../contract/console-audit-answers.ts';
import type { AuditEventsTable, Database } from '../schema.ts';

export type AuditEventRow = Selectable<AuditEventsTable>;

export async function insertAuditEvent(db: Kysely<Database>, row: Insertable<AuditEventsTable>): Promise<void> {
  await db.insertInto('audit_events').values(row).execute();
}

export interface AuditFilter {
  appId?: string;
  actor?: { type: AuditActorType; id: string };
  targetId?: string;
  /** Only events before this instant (ISO-8601): the next page of a newest-first list. */
  before?: string;
  limit: number;
}

/** Newest first; each filter uses an index of its own (app, actor or target, then time). */
export async function listAuditEvents(db: Kysely<Database>, filter: AuditFilter): Promise<AuditEventRow[]> {
  let query = db.selectFrom('audit_events').selectAll();
  if (filter.appId !== undefined) query = query.where('app_id', '=', filter.appId);
  if (filter.actor) query = query.where('actor_type', '=', filter.actor.type).where('actor_id', '=', filter.actor.id);
  if (filter.targetId !== undefined) query = query.where('target_id', '=', filter.targetId);
  if (filter.before !== undefined) query = query.where('created_at', '<', filter.before);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}
