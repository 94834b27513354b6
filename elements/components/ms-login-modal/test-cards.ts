/** How long a copy button says 'Copied!'. */
export const TEST_CARD_COPY_FEEDBACK_MS = 1000;

/** 4242 4242 4242 4242, or Amex's 3782 822463 10005. */
export function groupedCardNumber(number: string): string {
  if (number.length === 15) return `${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}`;
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}
