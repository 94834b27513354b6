import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Selectable } from 'kysely';
import type { MsPasskeysTable } from '../../db/schema-sign-in-factors.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { apiError } from '../../http/errors.ts';
import { type Ceremony, verifyAssertion } from './ceremonies.ts';

/** A sign-in with the passkey, as its table records it. */
export interface PasskeyUse {
  counter: number;
  backedUp: boolean;
  now: string;
}

const COPIED = () =>
  apiError('passkey-failed', {
    message:
      'This passkey was refused: its signature counter went back, the mark of a copied key. Sign in another way and remove it.',
  });

/**
 * Verifies the assertion against `userId`'s stored passkey and records the use with `record`,
 * which stores it only while the stored counter is below the new one. Any failure throws
 * `passkey-failed` (a copied key says so), for the caller to count against the sign-in budgets.
 * Answers whether the authenticator verified its user (a PIN or biometric): only then is the
 * passkey two factors, something held and something known or been; without, it is only held.
 */
export async function provePasskeyUse(
  ceremony: Ceremony,
  passkey: Pick<Selectable<MsPasskeysTable>, 'id' | 'public_key' | 'counter' | 'transports'>,
  userId: string,
  credential: AuthenticationResponseJSON,
  record: (use: PasskeyUse) => Promise<boolean>,
): Promise<{ userVerified: boolean }> {
  const outcome = await verifyAssertion(ceremony, passkey, userId, credential);
  const used =
    outcome.ok &&
    (await record({ counter: outcome.counter, backedUp: outcome.backedUp, now: new Date().toISOString() }));
  if (used) return { userVerified: outcome.userVerified };
  // Recorded only while the stored counter is below the new one: losing that race is a copy too.
  throw outcome.ok || outcome.reason === 'counter-regressed' ? COPIED() : apiError('passkey-failed');
}

/** Stores a newly verified passkey; one already registered to anyone is refused in words, not a 500. */
export async function storeNewPasskey(insert: () => Promise<void>): Promise<void> {
  try {
    await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw apiError('passkey-failed', { message: 'This passkey is already registered.' });
    throw error;
  }
}
