import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { PROFILE_IMAGE_MAX_BYTES } from '../../elements/core/contract/membership-limits.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { limitBody } from '../http/body-limit.ts';
import { createMailer } from '../mail/create-mailer.ts';
import { AppDirectory } from './apps.ts';
import { IMPORT_MAX_BYTES, MEMBER_IMPORT_PATHS } from './console/member-import-routes.ts';
import type { MembershipEnv, MembershipServices } from './env.ts';
import { membershipCors } from './http/cors.ts';
import { jsonOnly } from './http/json-only.ts';
import { noTokenInUrl } from './http/no-token-in-url.ts';
import { noNulInPath } from '../http/no-nul-in-path.ts';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from '../http/rate-limit/index.ts';
import { DEV_PAYMENT_FORM_PATHS } from './routes/dev-checkout.ts';
import { allRoutes } from './routes/index.ts';
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
}

/** Paths that take multipart bodies (uploads, the development payment pages' forms); the CSRF rule lets only these through without JSON. */
export const MULTIPART_PATHS = ['/membership/member/profile-image', ...DEV_PAYMENT_FORM_PATHS];
/** Uploads may be larger than JSON bodies: an image up to its limit plus the multipart envelope. */
const UPLOAD_LIMIT = PROFILE_IMAGE_MAX_BYTES + 100_000;

/**
 * The membership service, mounted at /membership by createApp. CORS per app and the CSRF rule
 * apply to every path under it; each route then asks for the app (requireApp) and, where it
 * needs one, the member (requireMemberSession), so unknown paths still answer 404 and 405.
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
  };
  const jsonLimit = limitBody();
  const uploadLimit = limitBody(UPLOAD_LIMIT);
  const importLimit = limitBody(IMPORT_MAX_BYTES);
  const bodyLimitOf = (path: string) =>
    MULTIPART_PATHS.includes(path) ? uploadLimit : MEMBER_IMPORT_PATHS.includes(path) ? importLimit : jsonLimit;
  const routes = new Hono<MembershipEnv>()
    // CORS first, so that every answer after it, a 413 or 415 too, can be read by an allowed page.
    .use('*', membershipCors(apps), (c, next) => bodyLimitOf(c.req.path)(c, next))
    .use('*', jsonOnly(MULTIPART_PATHS, MEMBER_IMPORT_PATHS), noTokenInUrl, noNulInPath)
    .route('/', allRoutes(services));
  return { routes, services };
}
