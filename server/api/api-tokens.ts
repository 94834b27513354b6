import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/schema.ts';
import type { AppEnv } from '../http/app-context.ts';
import { jsonBody } from '../http/validate.ts';
import { API_TOKEN_PATTERN, revokeApiToken } from '../security/api-tokens.ts';

const revokeBody = v.object({
  token: v.pipe(v.string(), v.regex(API_TOKEN_PATTERN, 'must be an API token (cf_at_...)')),
});

/**
 * Token revocation in the manner of RFC 7009: a signed-in client (logout) hands back a token of
 * its own member. Tokens of other members are left alone and reported as not revoked.
 */
export function apiTokenRoutes(db: Kysely<Database>, auth: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>().post('/api-tokens/revoke', auth, jsonBody(revokeBody), async (c) => {
    const revoked = await revokeApiToken(db, c.get('body').token, { memberId: c.get('memberId') });
    return c.json({ data: { revoked } });
  });
}
