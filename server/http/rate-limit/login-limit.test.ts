import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from '../../testing/test-server.ts';
import { msFetch, SEEDED } from '../../membership/testing/client.ts';
import { latestCode } from '../../membership/testing/mailbox.ts';
import { POLICIES } from './policies.ts';

// Limits are counted per server, so each scenario has a server of its own and fresh counts.
const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));
async function newServer(options?: TestServerOptions) {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}

const OWNER = SEEDED.viewer;
const ATTACKER = '127.0.0.2';

const signIn = (server: TestServer, password: string, from?: string) =>
  msFetch(server, '/auth/login', { body: { email: OWNER.email, password }, from });

async function expectLimited(response: Response, maxWaitMs: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWaitMs / 1000);
  const { error } = await response.json();
  expect(error.code).toBe('too-many-requests');
  expect(error.message).toMatch(/^Too many .+\. Please wait \d+ (seconds?|minutes?) and try again(, or .+)?\.$/);
  return error.message as string;
}

describe("a stranger's failures cannot keep the owner out", () => {
  it('after wrong passwords, code sends and wrong codes from another address, the owner signs in and gets a working code', async () => {
    const server = await newServer();
    for (let i = 0; i < 20; i++) await signIn(server, `Wrong-password-${i}`, ATTACKER);
    for (let i = 0; i < 6; i++)
      await msFetch(server, '/auth/passwordless/login/send', { body: { email: OWNER.email }, from: ATTACKER });
    for (let i = 0; i < 6; i++)
      await msFetch(server, '/auth/send-reset-password-email', { body: { email: OWNER.email }, from: ATTACKER });
    for (let i = 0; i < 15; i++) {
      await msFetch(server, '/auth/passwordless/login', {
        body: { email: OWNER.email, passwordlessToken: String(i).padStart(6, '0') },
        from: ATTACKER,
      });
    }
    // The attacker's own address is held back...
    await expectLimited(await signIn(server, 'Wrong-password-x', ATTACKER), POLICIES.loginFailuresPerPair.windowMs);

    // ...while the owner, from their own address, signs in at once,
    const started = Date.now();
    expect((await signIn(server, OWNER.password)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    // and can always get a new code, which works.
    expect((await msFetch(server, '/auth/passwordless/login/send', { body: { email: OWNER.email } })).status).toBe(200);
    const code = await latestCode(server, OWNER.email);
    const withCode = await msFetch(server, '/auth/passwordless/login', {
      body: { email: OWNER.email, passwordlessToken: code },
    });
    expect(withCode.status).toBe(200);
  });

  it('limits one address on one account after its failures, and a success clears them', async () => {
    const server = await newServer();
    const { limit, windowMs } = POLICIES.loginFailuresPerPair;
    for (let i = 0; i < limit - 1; i++) expect((await signIn(server, `Typo-password-${i}`)).status).toBe(401);
    expect((await signIn(server, OWNER.password)).status).toBe(200);
    for (let i = 0; i < limit; i++) expect((await signIn(server, `Typo-password-${i}`)).status).toBe(401);
    await expectLimited(await signIn(server, OWNER.password), windowMs);
    // Another account from the same address is not held back.
    expect((await msFetch(server, '/auth/login', { body: SEEDED.chat })).status).toBe(200);
  });
});

describe('many addresses against one account', () => {
  const budget = 6;
  const options = { membership: { rateLimits: { loginFailuresPerAccount: { limit: budget } } } };

  it('are slowed past the budget, never locked out; the owner at a recognised address is not slowed', async () => {
    const server = await newServer(options);
    // The owner signed in from here before the attack.
    expect((await signIn(server, OWNER.password)).status).toBe(200);

    for (let i = 0; i < budget; i++)
      expect((await signIn(server, `Wrong-password-${i}`, `127.0.1.${i + 1}`)).status).toBe(401);
    // Past the budget, a new address gets its try, then waits: one try per account in a few minutes.
    expect((await signIn(server, 'Wrong-password-a', '127.0.2.1')).status).toBe(401);
    const message = await expectLimited(
      await signIn(server, 'Wrong-password-b', '127.0.2.2'),
      POLICIES.loginSlowLanePerAccount.windowMs,
    );
    expect(message).toMatch(/or sign in with a code sent to your email\.$/);

    const started = Date.now();
    expect((await signIn(server, OWNER.password)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('codes', () => {
  it('past the wrong-code budget, a wrong code kills the code, and the right one still signs in', async () => {
    const server = await newServer({ membership: { rateLimits: { codeFailuresPerEmail: { limit: 2 } } } });
    const send = (from?: string) =>
      msFetch(server, '/auth/passwordless/login/send', { body: { email: OWNER.email }, from });
    const guess = (passwordlessToken: string, from?: string) =>
      msFetch(server, '/auth/passwordless/login', { body: { email: OWNER.email, passwordlessToken }, from });

    expect((await send()).status).toBe(200);
    const code = await latestCode(server, OWNER.email);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await guess(wrong, '127.0.3.1')).status).toBe(400);
    expect((await guess(wrong, '127.0.3.2')).status).toBe(400);
    // Budget used: the next wrong guess is the code's last.
    const killing = await guess(wrong, '127.0.3.3');
    expect(killing.status).toBe(400);
    expect((await killing.json()).error.message).toMatch(/too many times/);
    expect((await guess(code)).status).toBe(400);

    // The owner asks again and the right code works, budget or not.
    expect((await send()).status).toBe(200);
    expect((await guess(await latestCode(server, OWNER.email))).status).toBe(200);
  });

  it('sends from many addresses are slowed past the budget, and the recognised owner still gets a code', async () => {
    const server = await newServer({ membership: { rateLimits: { codeSendsPerEmail: { limit: 3 } } } });
    expect((await signIn(server, OWNER.password)).status).toBe(200);
    const send = (from?: string) =>
      msFetch(server, '/auth/send-reset-password-email', { body: { email: OWNER.email }, from });
    for (let i = 1; i <= 3; i++) expect((await send(`127.0.4.${i}`)).status).toBe(200);
    expect((await send('127.0.4.4')).status).toBe(200);
    await expectLimited(await send('127.0.4.5'), POLICIES.codeSendSlowLanePerEmail.windowMs);
    expect((await send()).status).toBe(200);
    const reset = await msFetch(server, '/auth/reset-password', {
      body: {
        token: await latestCode(server, OWNER.email),
        newPassword: 'Viewer-reset-password-3',
        email: OWNER.email,
      },
    });
    expect(reset.status).toBe(200);
  });
});
