import { Hono } from 'hono';
import type { MembershipServices } from '../membership-context.ts';
import { recordedBodyRules } from '../http/recorded-body-rules.ts';
import { recordKeyEvent } from './admin-call.ts';
import type { AdminEnv } from './admin-context.ts';
import { adminMemberRoutes } from './member-routes.ts';
import { requireSecretKey } from './require-secret-key.ts';

/** Where the admin API is mounted: `@memberstack/admin`'s baseUrl is `<origin>/membership/admin/`. */
export const ADMIN_PATH = '/membership/admin';

export const isAdminPath = (path: string): boolean => path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`);

/**
 * The admin API (Memberstack's, for servers holding a secret key), mounted at /membership/admin.
 * It answers no browser: the membership CORS skips these paths, and a secret key is refused on
 * every other route (requireApp). The key comes first: a call without a valid one is 401 whatever
 * its body, and one with a body refused (413, 415) is in the audit like any call.
 */
export function adminRoutes(services: MembershipServices) {
  const { db } = services;
  return new Hono<AdminEnv>()
    .use(
      '*',
      requireSecretKey(db),
      recordedBodyRules<AdminEnv>((c, note, status) => recordKeyEvent(db, c, note, status)),
    )
    .route('/', adminMemberRoutes(services));
}
