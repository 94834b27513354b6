import type { ConsolePrice } from '../../../contract/console-app-settings';

const PER: Record<NonNullable<ConsolePrice['interval']>, [string, string]> = {
  DAYS: ['day', 'days'],
  WEEKS: ['week', 'weeks'],
  MONTHS: ['month', 'months'],
  YEARS: ['year', 'years'],
};

/** An amount in cents as its currency shows it (19.99 EUR). */
export const amountText = (cents: number, currency: string): string =>
  `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** `19.99 EUR a month`, `199.00 EUR every 2 years`, `49.00 USD once`. */
export function priceText(price: Pick<ConsolePrice, 'amount' | 'currency' | 'type' | 'interval' | 'intervalCount'>) {
  const amount = amountText(price.amount, price.currency);
  if (price.type === 'ONETIME' || !price.interval) return `${amount} once`;
  const [one, many] = PER[price.interval];
  return price.intervalCount && price.intervalCount > 1
    ? `${amount} every ${price.intervalCount} ${many}`
    : `${amount} a ${one}`;
}

/** Text typed as an amount (19.99, 20) in cents, or null when it is none. */
export function centsOf(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
