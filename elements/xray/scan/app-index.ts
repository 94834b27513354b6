import type { App } from '../../core/membership/types';

/** What the scan checks values against, computed once per app settings object. */
export interface AppIndex {
  /** Plans without prices: what a `pln_` value may name. */
  freePlans: ReadonlySet<string>;
  /** Prices of plans with prices: what a `prc_` value may name. */
  prices: ReadonlySet<string>;
  /** Keys of custom fields whose visibility is PRIVATE. */
  privateFields: ReadonlySet<string>;
}

const indexes = new WeakMap<App, AppIndex>();

export function indexApp(app: App): AppIndex {
  let index = indexes.get(app);
  if (index) return index;
  const freePlans = new Set<string>();
  const prices = new Set<string>();
  for (const plan of app.plans ?? []) {
    if (plan.prices?.length) for (const price of plan.prices) prices.add(price.id);
    else freePlans.add(plan.id);
  }
  const privateFields = new Set(
    (app.customFields ?? []).filter((field) => field.visibility?.toUpperCase() === 'PRIVATE').map((field) => field.key),
  );
  index = { freePlans, prices, privateFields };
  indexes.set(app, index);
  return index;
}
