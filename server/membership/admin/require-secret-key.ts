import type { Kysely } from 'kysely';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/errors.ts';
import type { AdminEnv } from './admin-context.ts';
import { looksLikeSecretKey, verifySecretKey } from './secret-keys.ts';

/**
 * The admin API takes one credential: a live secret key of the app in `X-API-Key`, as
 * `@memberstack/admin` sends it. A public key, a member token (Authorization) or a revoked key
 * is 401 invalid-secret-key; the key names the app and its mode (`sk_sb_` keys test mode).
 */
export function requireSecretKey(db: Kysely<Database>) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const key = c.req.header('x-api-key');
    if (!key) throw apiError('invalid-secret-key');
    if (!looksLikeSecretKey(key)) {
      throw apiError('invalid-secret-key', {
        message: 'The admin API takes a secret key (sk_...), from a server; a public key names an app to its pages.',
      });
    }
    const check = await verifySecretKey(db, key);
    if (!check.ok) {
      throw apiError('invalid-secret-key', {
        message: check.reason === 'revoked' ? 'This secret key has been revoked.' : undefined,
      });
    }
    c.set('secretKey', check.key);
    await next();
  });
}
