/**
 * Calendar days (`YYYY-MM-DD`) and months (`YYYY-MM`) as people read them, en-US like the rest of
 * the product. The API's days and months are dates, not instants, so they are read and written in
 * UTC: a reader west of Greenwich must not see November's statement as October's. Text that is no
 * such date is shown as given.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;
const DAY_MS = 86_400_000;

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthAlone = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** Only a real date: `2026-02-30` and `2026-13` are no dates. */
function utcDate(year: string, month: string, day: string): Date | null {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day) ? date : null;
}

function dayOf(text: string): Date | null {
  const match = DAY.exec(text);
  return match ? utcDate(match[1]!, match[2]!, match[3]!) : null;
}

function monthOf(text: string): Date | null {
  const match = MONTH.exec(text);
  return match ? utcDate(match[1]!, match[2]!, '01') : null;
}

/** `2026-03-14` as `Mar 14, 2026`. */
export function formatDay(day: string): string {
  const date = dayOf(day);
  return date ? shortDay.format(date) : day;
}

/** `2026-03` as `Mar 2026`, or `March 2026` when `long`. */
export function formatMonth(month: string, style: 'short' | 'long' = 'short'): string {
  const date = monthOf(month);
  return date ? (style === 'long' ? longMonth : shortMonth).format(date) : month;
}

/** `2026-03` as `Mar`, for a chart's axis. */
export function formatMonthAbbreviation(month: string): string {
  const date = monthOf(month);
  return date ? monthAlone.format(date) : month;
}

/** `2026-11-01`, `2026-11-30` as `November 1 – 30, 2026` (thin spaces around the dash). */
export function formatPeriod(start: string, end: string): string {
  const from = dayOf(start);
  const to = dayOf(end);
  if (!from || !to) return `${start} – ${end}`;
  return to < from ? `${longDay.format(from)} – ${longDay.format(to)}` : longDay.formatRange(from, to);
}

/** Whole days from one day to another; 0 when either is no day. */
export function daysBetween(from: string, to: string): number {
  const start = dayOf(from);
  const end = dayOf(to);
  return start && end ? Math.round((end.getTime() - start.getTime()) / DAY_MS) : 0;
}
