import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { Hono } from 'hono';
import { findMemberById } from '../../db/queries/membership/members.ts';
import { recordPasskeyUse } from '../../db/queries/membership/passkey-use.ts';
import { findPasskey } from '../../db/queries/membership/passkeys.ts';
import { apiError } from '../../http/errors.ts';
import { clientIp } from '../../http/client-ip.ts';
import { type Attempt, afterWrongCredential, beforeCredentialCheck } from '../../http/rate-limit/sign-in-guard.ts';
import { jsonBody } from '../../http/validate.ts';
import { countedSignIn } from '../../observability/metrics.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import type { requireApp } from '../http/require-app.ts';
import { authenticationOptions, memberCeremony, type Ceremony } from '../passkeys/ceremonies.ts';
import { passkeySignInBody } from '../passkeys/credential-body.ts';
import { provePasskeyUse } from '../passkeys/passkey-use.ts';
import { relyingParty } from '../passkeys/relying-party.ts';
import { answerSignIn } from '../sign-in/finish-sign-in.ts';
import { attemptOnAccount } from '../security/account-attempts.ts';

/**
 * POST /auth/passkey/options: `{ options }` for navigator.credentials.get() (no credential list:
 * the browser offers the member's discoverable passkeys, in the email field's autofill too); asked
 * for whenever a login screen shows, so limited on its own, outside the sign-in budget.
 * POST /auth/passkey/login `{ credential }`: answers what a password sign-in answers. A passkey
 * that verified its user (a PIN or biometric) is something the member has unlocked by something
 * they know or are, two factors, so it never asks for the second step; one that only showed it is
 * there (a security key without a PIN) is one factor, and a member with two-step on takes the
 * second step after it as after a password. Each try counts in the sign-in budgets of the address
 * and of the passkey's account.
 */
export function passkeySignInRoutes(services: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const { db, limiter } = services;
  const party = relyingParty(services.config.webauthn, services.publicUrl);

  /**
   * Verifies the assertion and records the use. Any failure (a spent challenge, another page, a bad
   * signature, a copied key) counts against the address and the account.
   */
  async function provenBy(
    ceremony: Ceremony,
    passkey: NonNullable<Awaited<ReturnType<typeof findPasskey>>>,
    credential: AuthenticationResponseJSON,
    attempt: Attempt,
  ): Promise<{ userVerified: boolean }> {
    await beforeCredentialCheck(limiter, attempt);
    try {
      return await provePasskeyUse(ceremony, passkey, passkey.member_id, credential, (use) =>
        recordPasskeyUse(db, 'ms_passkeys', passkey.id, use),
      );
    } catch (error) {
      await afterWrongCredential(limiter, attempt);
      throw error;
    }
  }

  return new Hono<MembershipEnv>()
    .post('/auth/passkey/options', withApp, async (c) => {
      await limiter.enforce('passkeyOptionsPerIp', clientIp(c));
      const ceremony = memberCeremony(db, party, c.var.app, c.var.mode);
      return answer(c, { options: await authenticationOptions(ceremony) });
    })
    .post('/auth/passkey/login', withApp, jsonBody(passkeySignInBody), async (c) => {
      const { credential } = c.get('body');
      const ceremony = memberCeremony(db, party, c.var.app, c.var.mode);
      const passkey = await findPasskey(db, credential.id);
      const member = passkey && (await findMemberById(db, passkey.member_id));
      if (!passkey || !member || member.app_id !== c.var.app.id || member.mode !== c.var.mode) {
        await limiter.enforce('loginPerIp', clientIp(c));
        throw apiError('passkey-failed', { message: 'This passkey is not registered here. Sign in another way.' });
      }
      const attempt = attemptOnAccount(c, member.email);
      const { userVerified } = await countedSignIn('passkey', provenBy(ceremony, passkey, credential, attempt));
      if (c.var.app.requireEmailVerification && member.verified !== 1) throw apiError('email-not-verified');
      return answerSignIn(services, c, member, attempt, userVerified ? 'both' : 'first');
    });
}
