import type { MiddlewareHandler } from 'hono';
import { credentialedCorsBy } from '../../http/cors.ts';
import { isAdminPath } from '../admin/index.ts';
import { isConsoleApiPath } from '../console/paths.ts';
import type { AppDirectory } from '../apps.ts';
import type { MembershipEnv } from '../membership-context.ts';
import { publicKeyOf } from './public-key.ts';

/**
 * The server's credentialed CORS with each app's allowed origins: a request naming an app by its
 * public key is answered to the origins of that app in the key's mode only (a test-mode key on a
 * live-only origin is refused). Preflights carry no header values, and some answers name no app (a
 * missing or unknown key); those go to an origin any app allows in either mode, so a builder's page
 * can read the error. Also resolves the app for requireApp (one lookup). The admin
 * API (/membership/admin) and the console's owner endpoints (/membership/console) get no CORS at all.
 */
export function membershipCors(apps: AppDirectory): MiddlewareHandler<MembershipEnv> {
  return credentialedCorsBy(async (origin, c) => {
    // A secret key is for servers: the admin API answers no page, whatever its origin.
    if (isAdminPath(c.req.path)) return false;
    // The console answers only its own pages, which need no CORS.
    if (isConsoleApiPath(c.req.path)) return false;
    if (c.req.method === 'OPTIONS') return apps.anyAllowsOrigin(origin);
    const key = publicKeyOf(c);
    const resolved = key ? await apps.byPublicKey(key) : undefined;
    c.set('resolvedApp', resolved);
    return resolved ? resolved.app.isOriginAllowed(origin) : apps.anyAllowsOrigin(origin);
  });
}
