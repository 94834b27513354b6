import { formatMoney } from './format';

/**
 * How monthly statements read: months and periods in words. The API's months and days are UTC
 * calendar dates (`YYYY-MM`, `YYYY-MM-DD`), so they are formatted in UTC: a reader west of
 * Greenwich must not see November's statement as October.
 */

const MONTH = /^(\d{4})-(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function utcDay(text: string): Date | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `2026-11` → `November 2026`; anything else is shown as given. */
export function formatMonth(month: string): string {
  const match = MONTH.exec(month);
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) return month;
  return monthYear.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** `2026-11-01`, `2026-11-30` → `November 1 – 30, 2026` (thin spaces around the dash). */
export function formatPeriod(start: string, end: string): string {
  const from = utcDay(start);
  const to = utcDay(end);
  if (!from || !to) return `${start} – ${end}`;
  return to < from ? `${longDay.format(from)} – ${longDay.format(to)}` : longDay.formatRange(from, to);
}

/** Credits as a statement shows them: with a plus sign when there are any, like a credit transaction. */
export function formatCredits(amount: number): string {
  return amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount);
}

/** Usage in a statement's summary: taken off the balance, so shown with a minus sign. */
export function formatDeduction(amount: number): string {
  return amount > 0 ? formatMoney(-amount) : formatMoney(Math.abs(amount));
}
