import { Hono } from 'hono';
import type { MembershipEnv } from '../membership-context.ts';
import type { requireApp } from '../http/require-app.ts';

/**
 * @memberstack/dom reports page views and events on its own. We do not track visitors, so these
 * are accepted for a known app and kept nowhere: 204, and sites using the SDK see no errors.
 */
export function analyticsRoutes(withApp: ReturnType<typeof requireApp>) {
  return new Hono<MembershipEnv>()
    .post('/page-view', withApp, (c) => c.body(null, 204))
    .post('/event', withApp, (c) => c.body(null, 204));
}
