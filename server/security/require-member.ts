import type { Kysely } from 'kysely';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { verifyApiToken } from './api-tokens.ts';

const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="api"' };

const REASONS = {
  invalid: 'The API token is not valid.',
  expired: 'The API token has expired.',
  revoked: 'The API token has been revoked.',
} as const;

/** Lets the request through only with a live API token, and records whose it is. */
export function requireMember(db: Kysely<Database>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) throw new ApiError(401, 'unauthorized', 'Send an API token: Authorization: Bearer <token>.', CHALLENGE);
    const bearer = /^Bearer +(\S+) *$/i.exec(header);
    if (!bearer?.[1]) throw new ApiError(401, 'invalid-token', 'The Authorization header must be "Bearer <token>".', CHALLENGE);
    const check = await verifyApiToken(db, bearer[1]);
    if (!check.ok) throw new ApiError(401, 'invalid-token', REASONS[check.reason], CHALLENGE);
    c.set('memberId', check.memberId);
    c.set('apiTokenId', check.tokenId);
    await next();
  });
}
