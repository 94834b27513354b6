import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { apiRoutes } from './api/index.ts';
import type { ChatStreams } from './chat/resumable-streams.ts';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import { limitBody } from './http/body-limit.ts';
import { credentialedCors } from './http/cors.ts';
import { devClientsOnly } from './http/dev-clients-only.ts';
import type { AppEnv } from './http/app-context.ts';
import { apiError, errorResponse, handleError } from './http/errors.ts';
import { jsonFallback } from './http/fallback.ts';
import { noStore } from './http/no-store.ts';
import { mailboxRoutes } from './dev/mailbox-routes.ts';
import { docsRoutes } from './docs/attributes-page.ts';
import { membershipService, type MembershipOptions } from './membership/index.ts';
import { operationsRoutes } from './http/operations-routes.ts';
import { requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import { requestClientReader } from './http/trusted-proxy.ts';
import type { RedisClient } from './redis/redis-connection.ts';
import { DEFAULT_STATIC_ROOTS, staticRoutes, type StaticRoots } from './static.ts';

export interface AppOptions {
  db: Kysely<Database>;
  config: Config;
  /** The origin every absolute URL the server hands out names: PUBLIC_URL, else the server's own address. */
  publicUrl: string;
  /** Where built files are served from; tests point these at temporary folders. */
  staticRoots?: Partial<StaticRoots>;
  membership?: MembershipOptions;
  /** Where chat answers are kept while written, to be resumed from any instance; undefined without REDIS_URL. */
  chatStreams?: ChatStreams;
  /** The Redis connection /ready reports on; undefined without REDIS_URL. */
  redis?: RedisClient;
}

/**
 * Paths that are never app pages: unknown paths and wrong methods under them answer JSON 404 and
 * 405 (so /dev/... is a 404 in production, not the app's index page).
 */
const API_PREFIXES = ['/api', '/membership', '/dev'] as const;

/** The whole product as one fetch handler; listening is the caller's business. */
export function createApp({ db, config, publicUrl, staticRoots, membership, redis, chatStreams }: AppOptions) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);

  app.use(
    '*',
    requestContext({ readClient: requestClientReader(config.trustProxy), metrics: config.metricsToken !== undefined }),
    securityHeaders({ https: publicUrl.startsWith('https:') }),
  );
  app.route('/', operationsRoutes({ db, redis, metricsToken: config.metricsToken }));
  // What they answer is someone's data (or an error about it), so none of it is cached.
  for (const prefix of API_PREFIXES) app.use(`${prefix}/*`, noStore());
  // /membership has CORS of its own, per app (membership/http/cors.ts), and its own body limits.
  app.use('/api/*', credentialedCors(config.allowedOrigins), limitBody());

  // Single sign-on turns membership sessions into API tokens: it counts on the membership limits.
  const membershipApp = membershipService(db, config, publicUrl, membership);
  app.route('/api', apiRoutes(db, config, membershipApp.services.limiter, chatStreams));
  app.route('/membership', membershipApp.routes);
  // Development helpers (the mailbox) exist only outside production, for this machine's browsers.
  if (!config.isProduction) app.use('/dev/*', devClientsOnly(config)).route('/dev', mailboxRoutes(db));

  for (const prefix of API_PREFIXES) {
    const fallback = jsonFallback(app, prefix);
    app.all(prefix, fallback);
    app.all(`${prefix}/*`, fallback);
  }

  // The attribute reference the inspector links to, made from its catalogue; beside the files.
  app.route('/', docsRoutes());
  app.route('/', staticRoutes({ ...DEFAULT_STATIC_ROOTS, ...staticRoots }));

  // Files and pages are only ever read.
  app.all('*', () => {
    throw apiError('method-not-allowed', {
      message: 'Only GET and HEAD are accepted here.',
      headers: { Allow: 'GET, HEAD, OPTIONS' },
    });
  });
  app.notFound((c) => errorResponse(c, apiError('not-found')));

  return app;
}
