import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure } from '../../elements/core/config.ts';
import { ERROR_CODES } from '../../contract/error-codes.ts';
import { aMember, anAuth } from '../../contract/membership-answers.fixtures.ts';
import { createMembershipClient } from '../../elements/core/membership/client.ts';
import { MembershipError } from '../../elements/core/membership/errors.ts';
import {
  createMembershipSession,
  createMemoryStorage,
  type MembershipSession,
} from '../../elements/core/membership/session.ts';
import { startTestServer, type TestServer } from '../../server/testing/test-server.ts';
import { latestCode } from '../../server/membership/testing/mailbox.ts';

const DEMO_EMAIL = 'demo@chainforge.dev';
const DEMO_PASSWORD = 'ChainForge-demo-1';

function clientFor(server: TestServer) {
  configure({ membershipApiUrl: `${server.url}/membership`, publicKey: 'pk_sb_chainforge_demo' });
  const session = createMembershipSession(createMemoryStorage());
  return { session, client: createMembershipClient(session) };
}

async function rejection(promise: Promise<unknown>): Promise<MembershipError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(MembershipError);
  return error as MembershipError;
}

describe('the widget client against the membership service', () => {
  let server: TestServer;
  let session: MembershipSession;
  let client: ReturnType<typeof createMembershipClient>;

  beforeAll(async () => {
    server = await startTestServer();
    const made = clientFor(server);
    session = made.session;
    client = made.client;
  });
  afterAll(async () => server.close());
  afterEach(() => session.clear());

  it('logs in, keeps the session and reads the current member with it', async () => {
    const answer = await client.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(answer.member.auth.email).toBe(DEMO_EMAIL);
    expect(session.token()).toBe(answer.tokens.accessToken);
    expect((await client.getCurrentMember())?.id).toBe(answer.member.id);
    expect(session.member()?.id).toBe(answer.member.id);
  });

  it('reads the app with the public key alone', async () => {
    expect((await client.getApp()).id).toEqual(expect.any(String));
  });

  it("rejects a wrong password with the server's code and message", async () => {
    const error = await rejection(client.login(DEMO_EMAIL, 'not-the-password'));
    expect(error).toMatchObject({ code: 'invalid-credentials', ...ERROR_CODES['invalid-credentials'] });
    expect(session.token()).toBeNull();
  });

  it('maps a refused token to client/invalid-token and forgets it', async () => {
    const { tokens, member } = await client.login(DEMO_EMAIL, DEMO_PASSWORD);
    session.signIn({ member, tokens: { ...tokens, accessToken: 'cf_ms_stale' } });
    const error = await rejection(client.getCurrentMember());
    expect(error).toMatchObject({
      code: 'client/invalid-token',
      message: 'An invalid token has been provided. Please make sure the token is valid.',
      status: 401,
    });
    expect(session.token()).toBeNull();
  });

  it('logs in passwordless with the code from the mail', async () => {
    await client.sendPasswordlessLoginEmail(DEMO_EMAIL);
    const answer = await client.loginPasswordless(DEMO_EMAIL, await latestCode(server, DEMO_EMAIL));
    expect(answer.member.auth.email).toBe(DEMO_EMAIL);
    expect(session.member()?.auth.email).toBe(DEMO_EMAIL);
  });

  it('logs out: the server revokes the token and the session is cleared', async () => {
    const { tokens } = await client.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(await client.logout()).toEqual({});
    expect(session.token()).toBeNull();
    expect(await client.getCurrentMember()).toBeNull();
    session.signIn({ member: aMember({ id: 'x', auth: anAuth({ email: DEMO_EMAIL }) }), tokens });
    expect((await rejection(client.getCurrentMember())).code).toBe('client/invalid-token');
  });

  it('names a server it cannot reach as a network error', async () => {
    configure({ membershipApiUrl: 'http://127.0.0.1:9/membership' });
    try {
      expect(await rejection(client.getApp())).toMatchObject({
        code: 'client/network-error',
        message: "Can't reach the server. Check your connection and try again.",
        status: 0,
      });
    } finally {
      configure({ membershipApiUrl: `${server.url}/membership` });
    }
  });
});

describe('the widget client over the login rate limit', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ membership: { rateLimits: { loginPerIp: { limit: 1 } } } });
  });
  afterAll(async () => server.close());

  it('carries the Retry-After of a 429', async () => {
    const { client } = clientFor(server);
    await rejection(client.login(DEMO_EMAIL, 'not-the-password'));
    const error = await rejection(client.login(DEMO_EMAIL, 'not-the-password'));
    expect(error).toMatchObject({ code: 'too-many-requests', status: 429 });
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
  });
});
