import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { metricsRegistry } from '../observability/metrics.ts';
import { type RedisClient, redisAnswers, withinTimeout } from '../redis/redis-connection.ts';
import { apiError } from './errors.ts';

export interface OperationsOptions {
  db: Kysely<Database>;
  /** The connection whose answer /ready reports; undefined when REDIS_URL is unset. */
  redis: RedisClient | undefined;
  metricsToken: string | undefined;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  try {
    await withinTimeout(sql`select 1`.execute(db));
    return true;
  } catch {
    return false;
  }
}

/**
 * For load balancers, orchestrators and monitoring. /health says only that this process answers
 * (restart it if not); /ready that it can serve (its database and, where configured, Redis
 * answer; take it out of rotation if not). Neither speaks for the other instances. Both are cheap
 * and carry no rate limit. /metrics is off unless METRICS_TOKEN is set, and then only for it.
 */
export function operationsRoutes({ db, redis, metricsToken }: OperationsOptions) {
  return new Hono()
    .get('/health', (c) => c.json({ status: 'ok' }))
    .get('/ready', async (c) => {
      const [database, redisUp] = await Promise.all([databaseAnswers(db), redis ? redisAnswers(redis) : undefined]);
      const checks = {
        database: database ? 'ok' : 'down',
        redis: redisUp === undefined ? 'off' : redisUp ? 'ok' : 'down',
      };
      const ready = database && redisUp !== false;
      return c.json({ status: ready ? 'ready' : 'unavailable', checks }, ready ? 200 : 503);
    })
    .get('/metrics', async (c) => {
      if (!metricsToken) throw apiError('not-found');
      const bearer = /^Bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '')?.[1];
      if (!bearer || !sameSecret(bearer, metricsToken))
        throw apiError('unauthorized', {
          message: 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.',
          headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
        });
      return c.text(await metricsRegistry.metrics(), 200, { 'Content-Type': metricsRegistry.contentType });
    });
}
