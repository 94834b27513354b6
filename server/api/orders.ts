import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { listIncomingOrders } from '../db/queries/orders.ts';
import type { Database } from '../db/schema.ts';
import type { AppEnv } from '../http/app-context.ts';
import { queryParams } from '../http/validate.ts';
import { listQuery } from '../http/list-query.ts';

// The original dashboard client calls /api/api/incoming-orders; both paths are part of the contract.
const PATHS = ['/incoming-orders', '/api/incoming-orders'];

export function orderRoutes(db: Kysely<Database>, auth: MiddlewareHandler<AppEnv>) {
  const routes = new Hono<AppEnv>();
  for (const path of PATHS) {
    routes.get(path, auth, queryParams(listQuery), async (c) =>
      c.json(await listIncomingOrders(db, c.get('memberId'), c.get('query').limit)),
    );
  }
  return routes;
}
