import {
  SUPPLY_CHAIN_CHANNELS,
  type SupplyChainChannel,
  type SupplyChainOverview as Overview,
} from '../../../contract/product-answers';
import { toClientError } from '../../core/client-error';
import { fetchSupplyChainOverview } from '../../core/product-api';

export const SUPPLY_CHAIN_LOAD_ERROR = 'Unable to load the supply-chain overview.';
export const SUPPLY_CHAIN_NOT_IN_PLAN = "The supply-chain view is not part of your account's plan.";

export type Answer = { kind: 'overview'; overview: Overview } | { kind: 'forbidden'; reason: string };

const isChannel = (value: string): value is SupplyChainChannel =>
  (SUPPLY_CHAIN_CHANNELS as readonly string[]).includes(value);

/** A 403 is an answer, not a failure: the account's plan has no supply-chain view, and retrying changes nothing. */
export async function loadOverview(channel: string): Promise<Answer> {
  if (!isChannel(channel)) {
    throw new Error(`There is no channel "${channel}": use ${SUPPLY_CHAIN_CHANNELS.join(', ')}.`);
  }
  try {
    return { kind: 'overview', overview: await fetchSupplyChainOverview(channel) };
  } catch (error) {
    const failure = toClientError(error);
    if (failure.kind === 'forbidden') return { kind: 'forbidden', reason: failure.message };
    throw failure;
  }
}

export const asAnswer = (overview: Overview | undefined): Answer | undefined =>
  overview === undefined ? undefined : { kind: 'overview', overview };
