import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { SUPPLY_CHAIN_CHANNELS, type SupplyChainChannel } from '../../contract/product-answers.ts';
import { supplyChainOverview } from '../db/queries/supply-chain.ts';
import type { Database } from '../db/schema.ts';
import type { AppEnv } from '../http/app-context.ts';
import { apiError } from '../http/errors.ts';
import { requirePermissionFamily } from '../security/permissions.ts';

const NOT_IN_PLAN =
  "The supply-chain view is not part of your account's plan: it needs a supply-chain (cnfg) permission.";
const CHANNEL_MESSAGE = `channel must be one of ${SUPPLY_CHAIN_CHANNELS.join(', ')} (the central channel is not available).`;

const isChannel = (value: string): value is SupplyChainChannel =>
  (SUPPLY_CHAIN_CHANNELS as readonly string[]).includes(value);

/**
 * `?channel=` once, one of the offered channels, default total. A repeated or bracketed parameter
 * (`channel=east&channel=west`, `channel[]=east`) is refused rather than read as one of its values.
 * The message names the valid channels and never repeats the input.
 */
function channelParam(queries: Record<string, string[]>): SupplyChainChannel {
  if (Object.keys(queries).some((key) => key !== 'channel' && key.startsWith('channel['))) {
    throw apiError('bad-request', { message: `${CHANNEL_MESSAGE} Give it once, not as a list.` });
  }
  const values = queries.channel;
  if (!values || values.length === 0) return 'total';
  if (values.length > 1) throw apiError('bad-request', { message: `${CHANNEL_MESSAGE} Give it once, not as a list.` });
  const [value] = values as [string];
  if (!isChannel(value)) throw apiError('bad-request', { message: CHANNEL_MESSAGE });
  return value;
}

export function supplyChainRoutes(db: Kysely<Database>, auth: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>().get(
    '/supply-chain/overview',
    auth,
    requirePermissionFamily(db, 'cnfg', NOT_IN_PLAN),
    async (c) => {
      const channel = channelParam(c.req.queries());
      return c.json(await supplyChainOverview(db, c.get('memberId'), channel, new Date()));
    },
  );
}
