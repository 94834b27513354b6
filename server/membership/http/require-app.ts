import { createMiddleware } from 'hono/factory';
import { apiError } from '../../http/errors.ts';
import { looksLikeSecretKey } from '../admin/secret-keys.ts';
import type { AppDirectory } from '../apps.ts';
import type { MembershipEnv } from '../membership-context.ts';
import { publicKeyOf } from './public-key.ts';

/**
 * Every membership route names its app with `X-API-Key: <public key>` (the comment stream may
 * take it as a query parameter, public-key.ts); a `pk_sb_` key is test mode. A secret key
 * (`sk_...`) is refused here: it is the admin API's alone, and a page that
 * sends one has leaked it. An `X-APP-ID` header (@memberstack/dom sends it when configured) must
 * name the same app.
 */
export function requireApp(apps: AppDirectory) {
  return createMiddleware<MembershipEnv>(async (c, next) => {
    const key = publicKeyOf(c);
    if (!key) throw apiError('missing-public-key');
    if (looksLikeSecretKey(key)) throw apiError('secret-key-not-accepted');
    // membershipCors resolved it already on this request; a direct call (tests) looks it up.
    const resolved = c.get('resolvedApp') ?? (await apps.byPublicKey(key));
    if (!resolved) throw apiError('invalid-public-key');
    const appId = c.req.header('x-app-id');
    if (appId && appId !== resolved.app.id) {
      throw apiError('app-mismatch');
    }
    c.set('app', resolved.app);
    c.set('mode', resolved.mode);
    await next();
  });
}
