import type { Kysely } from 'kysely';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { insertAuditEvent } from '../../db/queries/audit-events.ts';
import type { Database } from '../../db/schema.ts';
import { clientIp } from '../../http/client-ip.ts';
import { ApiError } from '../../http/errors.ts';
import type { RateLimiter } from '../../http/rate-limit/index.ts';
import { newId } from '../../db/ids.ts';
import type { AdminEnv, AuditNote } from './admin-context.ts';

/**
 * The start of every admin route: names the call for the audit, counts it against its key's rate
 * limit, and once it is answered, whatever the answer (a refusal, a 422, a 429 too), records who
 * did what to what, when, from where and how it ended.
 */
export function adminCall(db: Kysely<Database>, limiter: RateLimiter, action: string) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    c.set('audit', { action });
    try {
      await limiter.enforce('adminPerKey', c.var.secretKey.id);
    } catch (error) {
      await recordKeyEvent(db, c, c.var.audit, error instanceof ApiError ? error.status : 500);
      throw error;
    }
    // Errors after this point are already answers (the error handler runs inside next()).
    await next();
    await recordKeyEvent(db, c, c.var.audit, c.res.status);
  });
}

/** One line of the audit for a call of the key the request names (requireSecretKey). */
export function recordKeyEvent(
  db: Kysely<Database>,
  c: Context<AdminEnv>,
  audit: AuditNote,
  status: number,
): Promise<void> {
  const key = c.var.secretKey;
  return insertAuditEvent(db, {
    id: newId('aud'),
    app_id: key.app_id,
    mode: key.mode,
    actor_type: 'secret-key',
    actor_id: key.id,
    action: audit.action,
    target_type: audit.targetType ?? null,
    target_id: audit.targetId ?? null,
    status,
    detail: JSON.stringify(audit.detail ?? {}),
    client_ip: clientIp(c),
    created_at: new Date().toISOString(),
  });
}

/** What a route learned about its call, for the audit: its target, what changed. */
export function noteAudit(c: { var: AdminEnv['Variables'] }, note: Omit<AuditNote, 'action'>): void {
  Object.assign(c.var.audit, note);
}
