// Calendar arithmetic in UTC, so the server's time zone never changes which month a row is in.

const DAY_MS = 86_400_000;

export function monthStart(date: Date, monthOffset = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthOffset, 1));
}

export function yearStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), 0, 1));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** `YYYY-MM-DD`. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `YYYY-MM`. Built from the fields: toISOString was a visible share of each balance request. */
export function isoMonth(date: Date): string {
  const month = date.getUTCMonth() + 1;
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}`;
}
