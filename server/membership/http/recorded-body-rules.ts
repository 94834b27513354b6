import type { Context, Env, MiddlewareHandler } from 'hono';
import { ApiError } from '../../http/errors.ts';
import type { AuditNote } from '../admin/admin-context.ts';
import { membershipBodyRules } from './body-rules.ts';

/** Writes the audit's row of a refused call for whoever the request names; one naming no one is not recorded. */
export type RecordRefusal<E extends Env> = (c: Context<E>, note: AuditNote, status: number) => Promise<void>;

/**
 * The body rules (body-rules.ts) where the caller can be named and their calls are audited (the
 * admin API's keys, the console's owners): a call refused for its body, 415 or 413, is recorded as
 * `request.refused`, the request and the error's code in its detail, as the docs promise for every
 * call. Errors thrown further on are answers already when `next` returns (hono's error handler runs
 * around each handler), so what is caught here is a refusal of the rules.
 */
export function recordedBodyRules<E extends Env>(record: RecordRefusal<E>): MiddlewareHandler<E> {
  return async (c, next) => {
    try {
      await membershipBodyRules(c, next);
    } catch (error) {
      if (error instanceof ApiError) {
        const detail = { request: `${c.req.method} ${c.req.path}`, error: error.code };
        await record(c, { action: 'request.refused', detail }, error.status);
      }
      throw error;
    }
  };
}
