/**
 * The sales channels stock and purchase orders belong to, in the order every list shows them.
 * `total` (every channel together) is a view, never stored; Central is stored but not offered as a view.
 */
export const STOCK_CHANNELS = ['east', 'west', 'central', 'amzn'] as const;
export type StockChannel = (typeof STOCK_CHANNELS)[number];

/** The channels GET /supply-chain/overview answers; `total` is every channel together. Central is not offered. */
export const SUPPLY_CHAIN_CHANNELS = ['total', 'east', 'west', 'amzn'] as const;
export type SupplyChainChannel = (typeof SUPPLY_CHAIN_CHANNELS)[number];

/** A stored channel's name as people read it; each place names `total` in its own words. */
export const CHANNEL_LABELS: Readonly<Record<StockChannel, string>> = {
  east: 'East',
  west: 'West',
  central: 'Central',
  amzn: 'Amazon',
};
