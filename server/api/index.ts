import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { RateLimiter } from '../http/rate-limit/index.ts';
import type { AppEnv } from '../http/app-context.ts';
import { requireMember } from '../security/require-member.ts';
import { accountRoutes } from './account.ts';
import { apiTokenRoutes } from './api-tokens.ts';
import type { ChatStreams } from '../chat/resumable-streams.ts';
import { chatRoutes } from '../chat/routes.ts';
import { invoiceRoutes } from './invoices.ts';
import { ssoRoutes } from './memberstack-sso.ts';
import { orderRoutes } from './orders.ts';
import { statsRoutes } from './stats.ts';
import { supplyChainRoutes } from './supply-chain.ts';

/**
 * The product backend, mounted at /api. Every route answers the calling
 * member's own data; the member comes from the API token. Authentication is per route so that
 * unknown paths and wrong methods answer 404 and 405 whoever asks.
 */
export function apiRoutes(db: Kysely<Database>, config: Config, limiter: RateLimiter, chatStreams?: ChatStreams) {
  const auth = requireMember(db);
  return new Hono<AppEnv>()
    .route('/', statsRoutes(db, auth))
    .route('/', accountRoutes(db, auth))
    .route('/', orderRoutes(db, auth))
    .route('/', supplyChainRoutes(db, auth))
    .route('/', invoiceRoutes(db, auth))
    .route('/', apiTokenRoutes(db, auth))
    .route('/', chatRoutes(db, auth, config, limiter.store, { streams: chatStreams }))
    .route('/', ssoRoutes(db, config, limiter));
}
