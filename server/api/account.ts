import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { accountBalance, listTransactions } from '../db/queries/finance.ts';
import { permissionFlags } from '../db/queries/members.ts';
import type { Database } from '../db/schema.ts';
import type { AppEnv } from '../http/app-context.ts';
import { queryParams } from '../http/validate.ts';
import { listQuery } from '../http/list-query.ts';

export function accountRoutes(db: Kysely<Database>, auth: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .get('/account-balance', auth, async (c) => c.json(await accountBalance(db, c.get('memberId'), new Date())))
    .get('/user/permissions', auth, async (c) => c.json(await permissionFlags(db, c.get('memberId'))))
    .get('/transactions', auth, queryParams(listQuery), async (c) =>
      c.json(await listTransactions(db, c.get('memberId'), c.get('query').limit)),
    );
}
