import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import { insertAuditEvent } from '../../db/queries/audit-events.ts';
import type { OwnerRow } from '../../db/queries/membership/owners.ts';
import type { Database } from '../../db/schema.ts';
import { clientIp } from '../../http/client-ip.ts';
import { ApiError } from '../../http/errors.ts';
import type { RateLimiter } from '../../http/rate-limit/index.ts';
import { newId } from '../../db/ids.ts';
import type { AuditNote } from '../admin/admin-context.ts';
import type { RecordRefusal } from '../http/recorded-body-rules.ts';
import type { ConsoleEnv } from './console-context.ts';
import { ownerSessionOf } from './require-owner.ts';

/** One line of the audit for an owner's act: the same table the admin API's keys are recorded in. */
export function recordOwnerEvent(
  db: Kysely<Database>,
  c: Context,
  owner: Pick<OwnerRow, 'id' | 'app_id'>,
  note: AuditNote,
  status: number,
): Promise<void> {
  return insertAuditEvent(db, {
    id: newId('aud'),
    app_id: owner.app_id,
    mode: note.mode ?? null,
    actor_type: 'owner',
    actor_id: owner.id,
    action: note.action,
    target_type: note.targetType ?? null,
    target_id: note.targetId ?? null,
    status,
    detail: JSON.stringify(note.detail ?? {}),
    client_ip: clientIp(c),
    created_at: new Date().toISOString(),
  });
}

/** Records a refused call for the owner whose session the request carries; without one it names no one to record. */
export function recordSessionOwnerRefusal(db: Kysely<Database>): RecordRefusal<ConsoleEnv> {
  return async (c, note, status) => {
    const signedIn = await ownerSessionOf(db, c);
    if (signedIn) await recordOwnerEvent(db, c, signedIn.owner, note, status);
  };
}

/**
 * The start of every signed-in owner's change (after requireOwner): counts it against the owner's
 * limit, and once answered, whatever the answer (a refusal, a 422, a 429 too), records who did
 * what to what, when, from where and how it ended. `known` is what the request says before the
 * route runs (the mode its path names), so a refused change is recorded with it too.
 */
export function ownerAction(
  db: Kysely<Database>,
  limiter: RateLimiter,
  action: string,
  known?: (c: Context<ConsoleEnv>) => Omit<AuditNote, 'action'>,
) {
  return createMiddleware<ConsoleEnv>(async (c, next) => {
    c.set('audit', { action, ...known?.(c) });
    try {
      await limiter.enforce('consolePerOwner', c.var.owner.id);
    } catch (error) {
      await recordOwnerEvent(db, c, c.var.owner, c.var.audit, error instanceof ApiError ? error.status : 500);
      throw error;
    }
    await next();
    await recordOwnerEvent(db, c, c.var.owner, c.var.audit, c.res.status);
  });
}

/** What a route learned about its act, for the audit: its target, what changed. */
export function noteOwnerAudit(c: { var: ConsoleEnv['Variables'] }, note: Omit<AuditNote, 'action'>): void {
  Object.assign(c.var.audit, note);
}

/** The start of a signed-in owner's read: counted against the owner's limit, not recorded. */
export function ownerRead(limiter: RateLimiter) {
  return createMiddleware<ConsoleEnv>(async (c, next) => {
    await limiter.enforce('consolePerOwner', c.var.owner.id);
    await next();
  });
}
