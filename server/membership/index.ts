import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { createMailer } from '../mail/create-mailer.ts';
import { isAdminPath } from './admin/index.ts';
import { AppDirectory } from './apps.ts';
import { isConsoleApiPath } from './console/paths.ts';
import type { MembershipEnv, MembershipServices } from './membership-context.ts';
import { membershipCors } from './http/cors.ts';
import { membershipBodyRules } from './http/body-rules.ts';
import { noTokenInUrl } from './http/no-token-in-url.ts';
import { noNulInPath } from '../http/no-nul-in-path.ts';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from '../http/rate-limit/index.ts';
import { allRoutes } from './routes/index.ts';
import { CommentEventHub } from './comments/live/comment-event-hub.ts';
import { MemoryCommentTransport } from './comments/live/memory-comment-transport.ts';
import type { WaitingReplyMails } from './comments/waiting-reply-mails.ts';
import { configuredCaptcha } from './security/configured-captcha.ts';
import { defaultHashingBounds, HashingQueue, type HashingQueueBounds } from './security/hashing-queue.ts';
import { loadMembershipSecret } from './security/secret.ts';

export interface MembershipOptions {
  /** Where rate limits are counted; default this process's memory. startServer passes Redis when configured. */
  rateLimitStore?: RateLimitStore;
  /** Tests raise or lower limits here. */
  rateLimits?: ConstructorParameters<typeof RateLimiter>[1];
  /** How many password hashes run at once and may wait; default one per core and about 0.5 s of waiting. */
  hashing?: Partial<HashingQueueBounds>;
  /** Comment events; default this process's memory. startServer passes Redis when configured, and closes it. */
  commentEvents?: CommentEventHub;
  /** Mails replies that waited out their post's quiet time; startServer passes one and stops it. */
  waitingReplyMails?: WaitingReplyMails;
}

/**
 * The membership service, mounted at /membership by createApp. CORS per app and the body rules
 * (size, and the CSRF rule) apply to every path under it; each route then asks for the app
 * (requireApp) and, where it needs one, the member (requireMemberSession), so unknown paths still
 * answer 404 and 405. The admin API and the console apply the body rules themselves, once they
 * know who calls, so that a refusal is in their audit (recorded-body-rules.ts).
 */
export function membershipService(
  db: Kysely<Database>,
  config: Config,
  publicUrl: string,
  options: MembershipOptions = {},
) {
  const apps = new AppDirectory(db);
  const secret = loadMembershipSecret(config);
  const services: MembershipServices = {
    db,
    config,
    publicUrl,
    apps,
    limiter: new RateLimiter(options.rateLimitStore ?? new MemoryRateLimitStore(), options.rateLimits),
    secret,
    mailer: createMailer(db, config),
    captcha: configuredCaptcha(config.captcha, secret, config.isProduction),
    hashing: new HashingQueue({ ...defaultHashingBounds(), ...options.hashing }),
    commentEvents: options.commentEvents ?? new CommentEventHub(new MemoryCommentTransport()),
  };
  options.waitingReplyMails?.start(services);
  const namesCallerFirst = (path: string) => isAdminPath(path) || isConsoleApiPath(path);
  const routes = new Hono<MembershipEnv>()
    // CORS first, so that every answer after it, a 413 or 415 too, can be read by an allowed page.
    .use('*', membershipCors(apps), (c, next) => (namesCallerFirst(c.req.path) ? next() : membershipBodyRules(c, next)))
    .use('*', noTokenInUrl, noNulInPath)
    .route('/', allRoutes(services));
  return { routes, services };
}
