import { createMiddleware } from 'hono/factory';
import { ApiError } from '../../http/errors.ts';
import type { AppDirectory } from '../apps.ts';
import type { MembershipEnv } from '../env.ts';

/**
 * Every membership route names its app with `X-API-Key: <public key>`; a `pk_sb_` key is test
 * mode. An `X-APP-ID` header (@memberstack/dom sends it when configured) must name the same app.
 */
export function requireApp(apps: AppDirectory) {
  return createMiddleware<MembershipEnv>(async (c, next) => {
    const key = c.req.header('x-api-key');
    if (!key) throw new ApiError(400, 'missing-public-key', "Name the app with its public key: X-API-Key: pk_... (pk_sb_... for test mode).");
    // membershipCors resolved it already on this request; a direct call (tests) looks it up.
    const resolved = c.get('resolvedApp') ?? (await apps.byPublicKey(key));
    if (!resolved) throw new ApiError(401, 'invalid-public-key', 'The public key in X-API-Key does not belong to any app.');
    const appId = c.req.header('x-app-id');
    if (appId && appId !== resolved.app.id) {
      throw new ApiError(400, 'app-mismatch', 'X-APP-ID names a different app than the public key in X-API-Key.');
    }
    c.set('app', resolved.app);
    c.set('mode', resolved.mode);
    await next();
  });
}
