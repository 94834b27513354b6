import type { Kysely } from 'kysely';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/schema.ts';
import type { AppEnv } from '../http/app-context.ts';
import { apiError } from '../http/errors.ts';
import { verifyApiToken } from './api-tokens.ts';
import { bearerChallenge, tokenRefused } from './token-refusal.ts';

/** Lets the request through only with a live API token, and records whose it is. */
export function requireMember(db: Kysely<Database>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) throw apiError('unauthorized', { headers: bearerChallenge('api') });
    const bearer = /^Bearer +(\S+) *$/i.exec(header);
    if (!bearer?.[1]) throw tokenRefused('malformed', 'api');
    const check = await verifyApiToken(db, bearer[1]);
    if (!check.ok) throw tokenRefused(check.reason, 'api');
    c.set('memberId', check.memberId);
    c.set('apiTokenId', check.tokenId);
    await next();
  });
}
