import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { memberToken, msFetch } from '../testing/client.ts';
import { connectTicket, devProviderPopup, OPENER, readPopupResult, startPopup } from '../testing/provider-popup.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const disconnect = async (token: string, provider: unknown) => {
  const response = await msFetch(server, '/member/disconnect-provider', { body: { provider }, token });
  return { status: response.status, body: await response.json() };
};

describe('the development provider, end to end over HTTP', () => {
  it('signs up, logs in again as the same provider user, and refuses the last disconnect', async () => {
    const account = { id: 'g-1', email: 'popup@example.com' };
    const plans = JSON.stringify([{ planId: 'pln_chainforge_voice_demo' }]);
    const customFields = JSON.stringify({ 'first-name': 'Pop', 'crm-id': 'forged' });
    const signup = await devProviderPopup(server, 'signup', { provider: 'google', plans, customFields }, account);
    expect(signup.origin).toBe(OPENER);
    const member = signup.message.data.member;
    expect(member.auth).toEqual({
      email: 'popup@example.com',
      hasPassword: false,
      providers: [{ provider: 'google' }],
    });
    expect(member.customFields).toEqual({ 'first-name': 'Pop' });
    expect(member.planConnections).toEqual([
      expect.objectContaining({ planId: 'pln_chainforge_voice_demo', type: 'FREE' }),
    ]);
    expect(signup.message.data.tokens).toEqual({
      accessToken: expect.stringMatching(/^cf_ms_/),
      expires: expect.any(Number),
      type: 'bearer',
    });

    const again = await devProviderPopup(server, 'login', { provider: 'google' }, account);
    expect(again.message.data.member.id).toBe(member.id);
    expect(again.message.data.tokens.accessToken).not.toBe(signup.message.data.tokens.accessToken);

    const refused = await disconnect(again.message.data.tokens.accessToken, 'google');
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('last-sign-in-method');
  });

  it("never matches by email: another provider user with a member's email cannot take the account", async () => {
    const login = await devProviderPopup(
      server,
      'login',
      { provider: 'github', allowSignup: 'false' },
      { id: 'evil', email: 'demo@chainforge.dev' },
    );
    expect(login.message.error?.code).toBe('provider-not-connected');
    const signup = await devProviderPopup(
      server,
      'signup',
      { provider: 'github' },
      { id: 'evil', email: 'demo@chainforge.dev' },
    );
    expect(signup.message.error?.code).toBe('signup-failed');
  });

  it('connects a provider to an existing member, signs in with it, then disconnects it', async () => {
    const token = await memberToken(server, 'supply');
    const connect = await devProviderPopup(
      server,
      'connect',
      { provider: 'github', ticket: await connectTicket(server, token, 'github') },
      { id: 'gh-supply', email: 'other@example.com' },
    );
    expect(connect.message.data).toEqual({ providers: [{ provider: 'github' }], message: 'Provider connected.' });

    const login = await devProviderPopup(
      server,
      'login',
      { provider: 'github' },
      { id: 'gh-supply', email: 'changed@example.com' },
    );
    expect(login.message.data.member.auth.email).toBe('supply@chainforge.dev');

    // The same provider account cannot be connected to a second member.
    const twice = await devProviderPopup(
      server,
      'connect',
      { provider: 'github', ticket: await connectTicket(server, await memberToken(server, 'chat'), 'github') },
      { id: 'gh-supply', email: 'x@example.com' },
    );
    expect(twice.message.error?.code).toBe('provider-already-connected');

    const { status, body } = await disconnect(token, 'github');
    expect(status).toBe(200);
    expect(body.data).toEqual({ providers: [], message: 'Provider disconnected.' });
    expect((await disconnect(token, 'github')).body.error.code).toBe('provider-not-connected');
  });

  it("refuses a callback without this browser's flow cookie (login CSRF)", async () => {
    const { location } = await startPopup(server, 'login', { provider: 'google' });
    const signIn = new URL(location, server.url);
    const approve = new URL(`${signIn.pathname}/approve`, server.url);
    approve.search = new URLSearchParams({
      ...Object.fromEntries(signIn.searchParams),
      id: 'g-1',
      email: 'popup@example.com',
    }).toString();
    const back = await fetch(approve, { redirect: 'manual' });
    const response = await fetch(new URL(back.headers.get('location')!, server.url));
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid-state');
  });

  it.each([
    ['https://evil.example/page', 403],
    ['', 403],
  ])('refuses an opener at %j', async (referer, status) => {
    const params = new URLSearchParams({ provider: 'google', publicKey: 'pk_sb_chainforge_demo' });
    const response = await fetch(`${server.url}/membership/auth-provider/login?${params}`, {
      redirect: 'manual',
      headers: referer ? { Referer: referer } : {},
    });
    expect(response.status).toBe(status);
    expect((await response.json()).error.code).toBe('origin-not-allowed');
  });

  it('answers a provider the app does not offer with an error posted to the opener', async () => {
    const { response } = await startPopup(server, 'login', { provider: 'spotify' });
    const outcome = await readPopupResult(response);
    expect(outcome.message.error?.code).toBe('provider-unavailable');
  });

  it.each([{ provider: 'myspace' }, { provider: 42 }, { provider: '<script>' }, {}])(
    'POST /member/disconnect-provider answers 422 for %j',
    async (bad) => {
      const response = await msFetch(server, '/member/disconnect-provider', {
        body: bad,
        token: await memberToken(server, 'supply'),
      });
      expect(response.status).toBe(422);
      expect(await response.text()).not.toContain('<script>');
    },
  );
});
