/** Arithmetic the tools share: dollar amounts are added as whole cents, so sums never drift. */

const DAY_MS = 86_400_000;

export const cents = (dollars: number) => Math.round(dollars * 100);
export const dollars = (cents: number) => Math.round(cents) / 100;
export const sumCents = (values: number[]) => dollars(values.reduce((sum, value) => sum + cents(value), 0));

/** From `from` to `to` in percent, one decimal; 0 when there is nothing to compare with. */
export const percentChange = (from: number, to: number) =>
  from === 0 ? 0 : Math.round(((to - from) / from) * 1000) / 10;

/** A stable order for ties: by code point, as the overview's own lists are. */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** SKU codes and order ids are matched whatever their case: they are stored upper case. */
export const sameCode = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** Today's calendar day (UTC), `YYYY-MM-DD`. */
export const today = (now: Date) => now.toISOString().slice(0, 10);

/** Whole days from `from` to `to`, both `YYYY-MM-DD`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
