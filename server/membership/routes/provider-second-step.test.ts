import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msFetch } from '../testing/client.ts';
import { devProviderPopup } from '../testing/provider-popup.ts';
import { totpCode, turnOnTwoStep } from '../testing/two-step.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let serial = 0;
/** A member who signed up with the development Google and then turned two-step on. */
async function providerMemberWithTwoStep() {
  serial += 1;
  const account = {
    id: `two-step-${serial}-${Date.now()}`,
    email: `provider-two-step-${serial}-${Date.now()}@example.com`,
  };
  const signup = await devProviderPopup(server, 'signup', { provider: 'google' }, account);
  const token: string = signup.message.data.tokens.accessToken;
  const { secret } = await turnOnTwoStep(server, token);
  return { account, token, secret, memberId: signup.message.data.member.id as string };
}

describe('a provider sign-in of a member with two-step on', () => {
  // The third attack's probe: a provider sign-in answered a full session with no second step.
  it('refuses a client that cannot show the second step (Memberstack’s SDK) with second-factor-required', async () => {
    const { account } = await providerMemberWithTwoStep();
    const login = await devProviderPopup(server, 'login', { provider: 'google' }, account);
    expect(login.status).toBe(400);
    expect(login.message.data).toBeUndefined();
    expect(login.message.error?.code).toBe('second-factor-required');
    const signupAgain = await devProviderPopup(server, 'signup', { provider: 'google' }, account);
    expect(signupAgain.message.error?.code).toBe('second-factor-required');
  });

  it('continues on the second step for our widget, which a code finishes', async () => {
    const { account, secret, memberId } = await providerMemberWithTwoStep();
    const login = await devProviderPopup(server, 'login', { provider: 'google', secondStep: '1' }, account);
    expect(login.status).toBe(200);
    expect(login.message.data.tokens).toBeUndefined();
    const { challenge, methods } = login.message.data.secondStep;
    expect(methods).toEqual(['totp', 'backup-code']);

    const wrong = await msFetch(server, '/auth/second-step', { body: { challenge, code: '000000' } });
    expect(wrong.status).toBe(400);
    const finished = await msFetch(server, '/auth/second-step', { body: { challenge, code: totpCode(secret) } });
    expect(finished.status).toBe(200);
    const { data } = await finished.json();
    expect(data.member.id).toBe(memberId);
    expect((await msFetch(server, '/member', { token: data.tokens.accessToken })).status).toBe(200);
  });

  it('still asks for it after the member sets a password', async () => {
    const { account, token } = await providerMemberWithTwoStep();
    const set = await msFetch(server, '/member/set-password', { token, body: { password: 'A-new-password-42' } });
    expect(set.status).toBe(200);
    const login = await devProviderPopup(server, 'login', { provider: 'google' }, account);
    expect(login.message.error?.code).toBe('second-factor-required');
    const widget = await devProviderPopup(server, 'login', { provider: 'google', secondStep: '1' }, account);
    expect(widget.message.data.secondStep.challenge).toEqual(expect.any(String));
  });

  it('signs a member without two-step straight in, whatever the client', async () => {
    const account = { id: `plain-${Date.now()}`, email: `provider-plain-${Date.now()}@example.com` };
    await devProviderPopup(server, 'signup', { provider: 'github' }, account);
    for (const query of [{ provider: 'github' }, { provider: 'github', secondStep: '1' }] as Record<string, string>[]) {
      const login = await devProviderPopup(server, 'login', query, account);
      expect(login.message.data.tokens.accessToken).toMatch(/^cf_ms_/);
    }
  });
});
