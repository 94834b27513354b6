import { CHANNEL_LABELS } from '../../contract/channels.ts';
import { markdownLiteral } from '../../contract/markdown-literal.ts';
import type { SupplyChainChannel } from '../../contract/product-answers.ts';

/** How the analyst writes figures; tests build the expected text with the same functions. */

const dollarFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `$12,345.60`, `-$5.00`. */
export const money = (dollars: number) => dollarFormat.format(dollars);

/** `12,345`. */
export const count = (value: number) => integerFormat.format(value);

/** `+4.5%`, `-3%`, `0%`. */
export const signedPercent = (value: number) => `${value > 0 ? '+' : ''}${value}%`;

/** The chat names `total` as every channel together; the stored channels by their shared labels. */
const CHANNEL_NAMES: Readonly<Record<string, string>> = { total: 'all channels', ...CHANNEL_LABELS };

/** `all channels`, `East`, `Amazon`. */
export const channelName = (channel: SupplyChainChannel | string) => CHANNEL_NAMES[channel] ?? channel;

/**
 * Data read from the account's records, every string in it (at any depth) as Markdown that shows
 * exactly that text: a stored name never becomes a link, an emphasis or a table cell break.
 * Numbers and flags stay as they are. The analyst writes nothing from the records without it.
 */
export function markdownText<T>(data: T): T {
  if (typeof data === 'string') return markdownLiteral(data) as T;
  if (Array.isArray(data)) return data.map(markdownText) as T;
  if (data !== null && typeof data === 'object')
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, markdownText(value)])) as T;
  return data;
}

/** A table of Markdown cells (data already through markdownText). */
export function table(header: string[], rows: string[][], alignRight: number[] = []): string {
  const rule = header.map((_, index) => (alignRight.includes(index) ? '---:' : '---'));
  return [header, rule, ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

/** `in 3 days`, `tomorrow`, `today`, `2 days late`. */
export function relativeDays(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days > 1) return `in ${days} days`;
  if (days === -1) return '1 day late';
  return `${-days} days late`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;
