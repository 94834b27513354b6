import { TEST_CARDS } from '../../../contract/test-cards.ts';

export type CardResult = { ok: true; brand: string } | { ok: false; code: string; message: string };

const DECLINES: Record<string, { code: string; message: string }> = {
  'generic decline': { code: 'card_declined', message: 'Your card was declined.' },
  'insufficient funds': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Checks the card as Stripe's test mode would: number, then expiry, then security code. */
export function chargeTestCard(card: { number: string; expiry: string; cvc: string }, now = new Date()): CardResult {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits))
    return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.' };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (!expiry) return { ok: false, code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
  const month = Number(expiry[1]);
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (month < 1 || month > 12)
    return { ok: false, code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." };
  if (year < now.getUTCFullYear())
    return { ok: false, code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." };
  if (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
    return { ok: false, code: 'expired_card', message: 'Your card has expired.' };
  const cvcLength = digits.startsWith('34') || digits.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim()))
    return { ok: false, code: 'incomplete_cvc', message: "Your card's security code is incomplete." };

  const known = TEST_CARDS.find((test) => test.number === digits);
  if (!known) {
    return {
      ok: false,
      code: 'card_declined',
      message:
        'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
    };
  }
  return known.outcome === 'succeeds' ? { ok: true, brand: known.brand } : { ok: false, ...DECLINES[known.outcome]! };
}
