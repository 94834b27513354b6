import { defineElement } from '../../kit/define-element';
import { SupplyChainOverview } from './supply-chain-overview.component';
import { supplyChainOverviewMeta } from './supply-chain-overview.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = supplyChainOverviewMeta;

defineElement(supplyChainOverviewMeta, SupplyChainOverview);
