import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { POLICIES } from '../../http/rate-limit/policies.ts';
import { CODE_MAX_BLIND_ATTEMPTS } from '../security/codes.ts';
import { msFetch, SEEDED } from '../testing/client.ts';
import { latestCode } from '../testing/mailbox.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NEW_PASSWORD = 'Lighthouse-Keeper-58';
const resetByCode = (token: string, from?: string, email?: string) =>
  msFetch(server, '/auth/reset-password', {
    body: { token, newPassword: NEW_PASSWORD, ...(email ? { email } : {}) },
    from,
  });

/** Six-digit codes that are none of `taken`, in order. */
function* wrongCodes(taken: string[]) {
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!taken.includes(code)) yield code;
  }
}

describe('reset codes guessed without an email, across addresses', () => {
  it(`stop answering to their digits alone after ${CODE_MAX_BLIND_ATTEMPTS} wrong guesses from anywhere; with the email they still work`, async () => {
    const victims = [SEEDED.viewer.email, SEEDED.chat.email];
    for (const email of victims)
      expect((await msFetch(server, '/auth/send-reset-password-email', { body: { email } })).status).toBe(200);
    const codes = await Promise.all(victims.map((email) => latestCode(server, email)));

    // Spread over addresses, each within its own per-address limit, as the attack did.
    const perAddress = POLICIES.codeCheckPerIp.limit;
    const guesses = wrongCodes(codes);
    for (let i = 0; i < CODE_MAX_BLIND_ATTEMPTS; i++) {
      const from = `127.0.5.${1 + Math.floor(i / perAddress)}`;
      const response = await resetByCode(guesses.next().value!, from);
      expect(response.status).toBe(400);
    }

    // The real code, by its digits alone, is no longer accepted from a fresh address...
    const blind = await resetByCode(codes[0]!, '127.0.6.1');
    expect(blind.status).toBe(400);
    expect((await blind.json()).error.code).toBe('invalid-reset-code');
    // ...but its owner, who has the email too, still resets with it.
    expect((await resetByCode(codes[0]!, undefined, victims[0])).status).toBe(200);
    expect((await msFetch(server, '/auth/login', { body: { email: victims[0], password: NEW_PASSWORD } })).status).toBe(
      200,
    );
  });

  it('a code sent after the guesses answers to its digits alone again', async () => {
    const email = SEEDED.supply.email;
    expect((await msFetch(server, '/auth/send-reset-password-email', { body: { email } })).status).toBe(200);
    expect((await resetByCode(await latestCode(server, email), '127.0.6.2')).status).toBe(200);
  });
});
