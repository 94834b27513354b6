import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { memberToken, msFetch, TEST_KEY } from '../testing/client.ts';
import { createMember } from '../testing/members.ts';
import { connectTicket, OPENER, readPopupResult, startPopup } from '../testing/provider-popup.ts';
import { CONNECT_TICKET_TTL_MS, redeemConnectTicket } from '../oauth/connect-ticket.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Starts the connect popup with a ticket: the development sign-in page when it is taken, else the refusal posted to the opener. */
async function startConnect(ticket: string, provider = 'github') {
  const { response, location } = await startPopup(server, 'connect', { provider, ticket });
  if (response.status === 302) return { started: location.includes('/dev-sign-in'), error: undefined };
  const { message, origin } = await readPopupResult(response);
  expect(origin).toBe(OPENER);
  return { started: false, error: message.error };
}

describe('POST /auth-provider/connect-ticket', () => {
  it('answers a ticket, not the token, expiring within a minute', async () => {
    const { token } = await createMember(server);
    const before = Date.now();
    const response = await msFetch(server, '/auth-provider/connect-ticket', { body: { provider: 'github' }, token });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.ticket).toMatch(/^cf_ct_[A-Za-z0-9_-]{43}$/);
    expect(data.ticket).not.toContain(token);
    expect(data.expiresAt).toBeGreaterThan(before);
    expect(data.expiresAt).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it('needs a signed-in member and a known provider', async () => {
    const none = await msFetch(server, '/auth-provider/connect-ticket', { body: { provider: 'github' } });
    expect(none.status).toBe(401);
    const { token } = await createMember(server);
    const unknown = await msFetch(server, '/auth-provider/connect-ticket', { body: { provider: 'myspace' }, token });
    expect(unknown.status).toBe(422);
  });
});

describe('a connect ticket', () => {
  it('starts the connect popup once; the same ticket again is refused', async () => {
    const { token } = await createMember(server);
    const ticket = await connectTicket(server, token, 'github');
    expect(await startConnect(ticket)).toEqual({ started: true, error: undefined });
    const again = await startConnect(ticket);
    expect(again.started).toBe(false);
    expect(again.error?.code).toBe('invalid-connect-ticket');
    expect(again.error?.message).toBe(
      'This link to connect an account has expired or was already used. Please try connecting again.',
    );
  });

  it('is refused once expired', async () => {
    const { token } = await createMember(server);
    const ticket = await connectTicket(server, token, 'github');
    await server.db
      .updateTable('ms_connect_tickets')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .execute();
    expect((await startConnect(ticket)).error?.code).toBe('invalid-connect-ticket');
  });

  it('lives a minute at most', async () => {
    const { id, token } = await createMember(server);
    const ticket = await connectTicket(server, token, 'github');
    const scope = { appId: 'app_chainforge_demo', mode: 'test' as const, provider: 'github' as const };
    const later = new Date(Date.now() + CONNECT_TICKET_TTL_MS + 1);
    expect(CONNECT_TICKET_TTL_MS).toBeLessThanOrEqual(60_000);
    expect(await redeemConnectTicket(server.db, ticket, scope, later)).toBeUndefined();
    const fresh = await connectTicket(server, token, 'github');
    expect(await redeemConnectTicket(server.db, fresh, scope)).toBe(id);
  });

  it('is bound to its provider, and to the session that asked for it (a logout ends it)', async () => {
    const { token } = await createMember(server);
    expect((await startConnect(await connectTicket(server, token, 'github'), 'google')).error?.code).toBe(
      'invalid-connect-ticket',
    );
    const ticket = await connectTicket(server, token, 'github');
    expect((await msFetch(server, '/member/logout', { body: {}, token })).status).toBe(200);
    expect((await startConnect(ticket)).error?.code).toBe('invalid-connect-ticket');
  });

  it('cannot be made up', async () => {
    expect((await startConnect(`cf_ct_${'A'.repeat(43)}`)).error?.code).toBe('invalid-connect-ticket');
    expect((await startConnect('')).error?.code).toBe('invalid-connect-ticket');
  });
});

describe('an access token in a query string', () => {
  it.each([
    ['GET /member?access_token=', '/member?access_token='],
    ['GET /app?token=', '/app?token='],
    ['GET /app-member with the token as a parameter name', '/app-member?'],
  ])('%s is refused with a 400 saying to use the Authorization header', async (_name, path) => {
    const token = await memberToken(server, 'demo');
    const response = await msFetch(server, `${path}${encodeURIComponent(token)}`);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('token-in-url');
    expect(error.message).toContain('Authorization header');
  });

  it("is refused in @memberstack/dom's connectProvider popup URL (member=<token>), before the token is used", async () => {
    const token = await memberToken(server, 'demo');
    const params = new URLSearchParams({ provider: 'github', publicKey: TEST_KEY, member: token, origin: '127.0.0.1' });
    const response = await fetch(`${server.url}/membership/auth-provider/connect?${params}`, {
      redirect: 'manual',
      headers: { Referer: `${OPENER}/account` },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('token-in-url');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('is refused even beside the token in the header, and an API token as well', async () => {
    const token = await memberToken(server, 'demo');
    const response = await msFetch(server, `/member?again=${token}`, { token });
    expect(response.status).toBe(400);
    const api = await msFetch(server, `/app?t=cf_at_${'b'.repeat(43)}`);
    expect(api.status).toBe(400);
  });
});
