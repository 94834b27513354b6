const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Dollars with two decimals: `$1,234.50`, `-$3.00`. */
export function formatMoney(amount: number): string {
  return money.format(Number.isFinite(amount) ? amount : 0);
}

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole number with thousands separators: `1,234,567`. */
export function formatCount(value: number): string {
  return count.format(Number.isFinite(value) ? value : 0);
}

/** A transaction amount: credits carry a leading plus sign. */
export function formatTransactionAmount(type: string, amount: number): string {
  return isCredit(type) ? `+${formatMoney(Math.abs(amount))}` : formatMoney(amount);
}

export function isCredit(type: string): boolean {
  return type.toLowerCase() === 'credit';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD HH:MM:SS` in local time; text that is no date is shown as given. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long' });

/** The current month's name in English, as the balance card labels it. */
export function monthName(date: Date): string {
  return monthFormat.format(date);
}

/** Credits as a statement shows them: with a plus sign when there are any, like a credit transaction. */
export function formatCredits(amount: number): string {
  return amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount);
}

/** Usage in a statement's summary: taken off the balance, so shown with a minus sign. */
export function formatDeduction(amount: number): string {
  return amount > 0 ? formatMoney(-amount) : formatMoney(Math.abs(amount));
}
