import { Hono } from 'hono';
import type { ConsoleAuditPage } from '../../../contract/console-audit-answers.ts';
import { listAuditLog } from '../../db/queries/audit-log.ts';
import { queryParams } from '../../http/validate.ts';
import type { MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import {
  auditExportQuery,
  auditFilterOf,
  auditFiltersUsed,
  auditPageQuery,
  DEFAULT_AUDIT_PAGE,
  decodeAuditCursor,
  encodeAuditCursor,
} from './audit-bodies.ts';
import { auditCsvStream } from './audit-export.ts';
import { auditEventView } from './audit-views.ts';
import type { ConsoleEnv } from './console-context.ts';
import { noteOwnerAudit, ownerAction, ownerRead } from './owner-audit.ts';
import { requireOwner } from './require-owner.ts';

/**
 * The app's audit log, everything owners and secret keys did: filtered by actor, action, target
 * and days, newest first, a page at a time through a cursor (GET /audit), or every matching event
 * as a CSV file written while it is read (GET /audit.csv; the export is itself recorded).
 */
export function auditRoutes(services: MembershipServices) {
  const { db, limiter } = services;
  const signedIn = requireOwner(services);
  return new Hono<ConsoleEnv>()
    .get('/audit', signedIn, ownerRead(limiter), queryParams(auditPageQuery), async (c) => {
      const query = c.get('query');
      const limit = query.first ?? DEFAULT_AUDIT_PAGE;
      const after = query.after === undefined ? undefined : decodeAuditCursor(query.after);
      // One more than the page tells whether another page follows.
      const rows = await listAuditLog(db, auditFilterOf(c.var.owner.app_id, query), { after, limit: limit + 1 });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const data: ConsoleAuditPage = {
        events: page.map(auditEventView),
        nextCursor: rows.length > limit && last ? encodeAuditCursor({ createdAt: last.created_at, id: last.id }) : null,
      };
      return answer(c, data);
    })
    .get('/audit.csv', signedIn, ownerAction(db, limiter, 'audit.export'), queryParams(auditExportQuery), async (c) => {
      const query = c.get('query');
      noteOwnerAudit(c, { detail: { filters: auditFiltersUsed(query) } });
      const day = new Date().toISOString().slice(0, 10);
      return c.body(auditCsvStream(db, auditFilterOf(c.var.owner.app_id, query)), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="audit-${day}.csv"`,
        'Cache-Control': 'no-store',
      });
    });
}
