import type { Page } from '@playwright/test';
import type { AuthAnswer } from '../../elements/core/membership/types';
import { totpCode } from '../../server/membership/testing/two-step';
import { E2E_PORT } from './e2e-env';
import { membershipCall, PUBLIC_KEY } from './members';

// For the sign-in tests: passkeys made by Chromium's virtual authenticator, and two-step turned on
// through the service as the profile modal would.

/** The product at localhost: WebAuthn refuses IP-address origins, and localhost is the relying party. */
export const LOCALHOST_BASE_URL = `http://localhost:${E2E_PORT}`;

/** A browser that offers passkeys only through the button, not among the email field's suggestions. */
export const withoutPasskeyAutofill = (page: Page) =>
  page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });

/** Chromium's virtual authenticator on the page: a platform authenticator holding discoverable passkeys, verifying its user. */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/**
 * Makes a passkey for the member on the page's authenticator, from the page, through the service's
 * registration routes (the profile modal's own test adds one through its screens).
 */
export async function registerPasskeyFromPage(page: Page, token: string, apiUrl = `${LOCALHOST_BASE_URL}/membership`) {
  await page.evaluate(
    async ({ apiUrl, token, publicKey }) => {
      const call = async (path: string, body: unknown) => {
        const answer = await fetch(`${apiUrl}${path}`, {
          method: 'POST',
          headers: { 'X-API-Key': publicKey, 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
        return (await answer.json()).data;
      };
      const { options } = await call('/member/passkeys/options', {});
      const credential = (await navigator.credentials.create({
        publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options),
      })) as PublicKeyCredential;
      await call('/member/passkeys', { credential: credential.toJSON(), name: 'Test laptop' });
    },
    { apiUrl, token, publicKey: PUBLIC_KEY },
  );
}

/** Turns two-step on for the member, confirmed with the code of the step before now (the next ones stay unused). */
export async function turnOnTwoStep({ tokens }: AuthAnswer): Promise<{ secret: string; backupCodes: string[] }> {
  const token = tokens.accessToken;
  const { secret } = await membershipCall<{ secret: string }>('POST', '/member/two-step/enrol', {}, token);
  const { backupCodes } = await membershipCall<{ backupCodes: string[] }>(
    'POST',
    '/member/two-step/confirm',
    { code: totpCode(secret, -1) },
    token,
  );
  return { secret, backupCodes };
}

export { totpCode };
