import type { Kysely } from 'kysely';
import type { SupplyChainChannel, SupplyChainOverview } from '../../../contract/product-answers.ts';
import { supplyChainOverview } from '../../db/queries/supply-chain.ts';
import type { Database } from '../../db/schema.ts';

/**
 * What the chat's read-only tools answer from: the built-in analyst reads through them, and a
 * language model is given them to call. Every tool reads only the signed-in account (the context's
 * member), whatever its input says: inputs narrow an answer (a SKU, a purchase order), they never
 * name an account.
 */
export interface ChatContext {
  db: Kysely<Database>;
  memberId: string;
  /** The channel the page shows: the supply-chain tools answer within it. */
  channel: SupplyChainChannel;
  now: Date;
  /** Whether the account holds a supply-chain (cnfg) permission; without one those tools answer only that. */
  supplyChain: boolean;
}

/** What a supply-chain tool answers an account without a supply-chain permission. */
export interface NotInPlan {
  available: false;
  reason: string;
}

export const NOT_IN_PLAN: NotInPlan = {
  available: false,
  reason:
    "Supply-chain insights (stock, purchase orders, warehouse costs) are not part of this account's plan: they need a supply-chain (cnfg) permission.",
};

/** Memoised per context: one answer may use several tools over the same overview. */
const overviews = new WeakMap<ChatContext, Map<SupplyChainChannel, Promise<SupplyChainOverview>>>();

export function overviewOf(context: ChatContext, channel: SupplyChainChannel = context.channel) {
  let byChannel = overviews.get(context);
  if (!byChannel) {
    byChannel = new Map();
    overviews.set(context, byChannel);
  }
  let overview = byChannel.get(channel);
  if (!overview) {
    overview = supplyChainOverview(context.db, context.memberId, channel, context.now);
    byChannel.set(channel, overview);
  }
  return overview;
}
