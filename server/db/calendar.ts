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

/** `YYYY-MM`. */
export function isoMonth(date: Date): string {
  return date.toISOString().slice(0, 7);
}
