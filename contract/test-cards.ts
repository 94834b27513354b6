/**
 * The test cards of test mode's checkout (Stripe's own numbers): the widget's test card screen
 * offers them and the development checkout answers each as Stripe's test mode does.
 */
export const TEST_CARDS = [
  { number: '4242424242424242', label: 'Visa', brand: 'Visa', outcome: 'succeeds' },
  { number: '4000056655665556', label: 'Visa Debit', brand: 'Visa (debit)', outcome: 'succeeds' },
  { number: '5555555555554444', label: 'Mastercard', brand: 'Mastercard', outcome: 'succeeds' },
  { number: '378282246310005', label: 'American Express', brand: 'American Express', outcome: 'succeeds' },
  { number: '4000000000000002', label: 'Generic decline', brand: 'Visa', outcome: 'generic decline' },
  { number: '4000000000009995', label: 'Insufficient funds', brand: 'Visa', outcome: 'insufficient funds' },
] as const;

export type TestCard = (typeof TEST_CARDS)[number];
