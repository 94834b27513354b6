import * as v from 'valibot';
import { AUDIT_ACTOR_TYPES } from '../../../contract/console-audit-answers.ts';
import type { AuditCursor, AuditLogFilter } from '../../db/queries/audit-log.ts';
import { apiError } from '../../http/errors.ts';
import { idField } from '../../http/fields.ts';
import { calendarDay, nextDayStart } from '../admin/member-bodies.ts';

export const DEFAULT_AUDIT_PAGE = 50;
const MAX_AUDIT_PAGE = 200;

/**
 * The audit log's filters, as query parameters: `actorType` and `actorId` (who), `action` (one
 * action, or an area ending in a dot: `secret-keys.`), `targetId`, and the days `from` and `to`
 * (both included, UTC).
 */
const filterEntries = {
  actorType: v.optional(v.picklist(AUDIT_ACTOR_TYPES, `must be ${AUDIT_ACTOR_TYPES.join(', ')}`)),
  actorId: v.optional(idField),
  action: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(100, 'must be at most 100 characters'),
      v.regex(/^[a-z][a-z-]*(?:\.[a-z-]+)*\.?$/, 'must be an action (area.verb) or an area (area.)'),
    ),
  ),
  targetId: v.optional(idField),
  from: v.optional(calendarDay),
  to: v.optional(calendarDay),
};

/** GET /audit.csv: the filters, every matching event. */
export const auditExportQuery = v.pipe(
  v.object(filterEntries),
  v.check((query) => !(query.from && query.to && query.from > query.to), 'from: must not be after to'),
);

/** GET /audit: the filters, a page size (`first`) and the previous page's `nextCursor` (`after`). */
export const auditPageQuery = v.pipe(
  v.object({
    ...filterEntries,
    first: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,4}$/, 'must be a whole number'),
        v.transform(Number),
        v.minValue(1, `must be between 1 and ${MAX_AUDIT_PAGE}`),
        v.maxValue(MAX_AUDIT_PAGE, `must be between 1 and ${MAX_AUDIT_PAGE}`),
      ),
    ),
    after: v.optional(v.pipe(v.string(), v.maxLength(300, 'must be a cursor this log gave'))),
  }),
  v.check((query) => !(query.from && query.to && query.from > query.to), 'from: must not be after to'),
);

type FilterQuery = v.InferOutput<typeof auditExportQuery>;

/** The query's filters as the audit log query takes them: whole UTC days, `to` included. */
export function auditFilterOf(appId: string, query: FilterQuery): AuditLogFilter {
  return {
    appId,
    actorType: query.actorType,
    actorId: query.actorId,
    action: query.action,
    targetId: query.targetId,
    from: query.from === undefined ? undefined : `${query.from}T00:00:00.000Z`,
    to: query.to === undefined ? undefined : nextDayStart(query.to),
  };
}

/** The filters a query used, by name, for the audit of an export. */
export const auditFiltersUsed = (query: FilterQuery): string[] =>
  (['actorType', 'actorId', 'action', 'targetId', 'from', 'to'] as const).filter((name) => query[name] !== undefined);

/** A page's end as the next page's `after`: opaque to clients, base64url of the last event's time and id. */
export const encodeAuditCursor = (cursor: AuditCursor): string =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');

export function decodeAuditCursor(text: string): AuditCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [createdAt, id] = value;
      if (typeof createdAt === 'string' && typeof id === 'string') return { createdAt, id };
    }
  } catch {
    // Not ours: refused below like any other.
  }
  throw apiError('invalid-audit-cursor');
}
