import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { accountInsights, agentStats } from '../db/queries/agents.ts';
import { countIncomingOrders } from '../db/queries/orders.ts';
import { usageView } from '../db/queries/usage.ts';
import type { Database } from '../db/schema.ts';
import type { AppEnv } from '../http/app-context.ts';

export function statsRoutes(db: Kysely<Database>, auth: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .get('/stats/agents', auth, async (c) => c.json(await agentStats(db, c.get('memberId'), new Date())))
    .get('/stats/insights', auth, async (c) => c.json({ insights: await accountInsights(db, c.get('memberId')) }))
    .get('/stats/cortex', auth, async (c) =>
      c.json({ incoming_order: await countIncomingOrders(db, c.get('memberId')) }),
    )
    .get('/stats/usage', auth, async (c) => c.json(await usageView(db, c.get('memberId'), new Date())));
}
