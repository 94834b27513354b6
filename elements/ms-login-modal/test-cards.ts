/** The test cards of test mode's checkout (Stripe's), with what each does. */
export const TEST_CARDS = [
  { name: 'Visa', number: '4242424242424242', outcome: 'Succeeds' },
  { name: 'Visa Debit', number: '4000056655665556', outcome: 'Succeeds' },
  { name: 'Mastercard', number: '5555555555554444', outcome: 'Succeeds' },
  { name: 'American Express', number: '378282246310005', outcome: 'Succeeds' },
  { name: 'Generic decline', number: '4000000000000002', outcome: 'Declined' },
  { name: 'Insufficient funds', number: '4000000000009995', outcome: 'Declined' },
] as const;

/** How long a copy button says 'Copied!'. */
export const TEST_CARD_COPY_FEEDBACK_MS = 1000;

/** 4242 4242 4242 4242, or Amex's 3782 822463 10005. */
export function groupedCardNumber(number: string): string {
  if (number.length === 15) return `${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}`;
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}
