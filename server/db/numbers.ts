/** Aggregates come back as strings from PostgreSQL (bigint, numeric) and as numbers from SQLite. */
export function toNumber(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
}

/** Money leaves the database as cents and the API as dollars with two decimals. */
export function centsToDollars(cents: unknown): number {
  return Math.round(toNumber(cents)) / 100;
}
