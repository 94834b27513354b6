import { Hono } from 'hono';
import type { MembershipServices } from '../env.ts';
import type { AdminEnv } from './env.ts';
import { adminMemberRoutes } from './member-routes.ts';
import { requireSecretKey } from './require-secret-key.ts';

/** Where the admin API is mounted: `@memberstack/admin`'s baseUrl is `<origin>/membership/admin/`. */
export const ADMIN_PATH = '/membership/admin';

export const isAdminPath = (path: string): boolean => path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`);

/**
 * The admin API (Memberstack's, for servers holding a secret key), mounted at /membership/admin.
 * It answers no browser: the membership CORS skips these paths, and a secret key is refused on
 * every other route (requireApp).
 */
export function adminRoutes(services: MembershipServices) {
  return new Hono<AdminEnv>().use('*', requireSecretKey(services.db)).route('/', adminMemberRoutes(services));
}
