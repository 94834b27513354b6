import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { latestCode, mailTo } from '../testing/mailbox.ts';
import { msFetch } from '../testing/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let counter = 0;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function newMember() {
  const email = `verify${++counter}-${Date.now()}@example.com`;
  const response = await msFetch(server, '/auth/signup', { body: { email, password: 'Loading-Dock-Quiet-52' } });
  if (response.status !== 201) throw new Error(`signup: ${response.status}`);
  return { email, token: (await response.json()).data.tokens.accessToken as string };
}
const verify = (token: string, code: string) => msFetch(server, '/auth/verify-email', { body: { code }, token });

describe('email verification', () => {
  it('needs a signed-in member', async () => {
    for (const path of ['/auth/send-email-verification', '/auth/verify-email']) {
      const response = await msFetch(server, path, { method: 'POST' });
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe('login-required');
    }
  });

  it('mails a new code on request (as @memberstack/dom asks, with origin_domain) that replaces the signup one', async () => {
    const { email, token } = await newMember();
    const first = await latestCode(server, email);
    const send = await msFetch(server, '/auth/send-email-verification', {
      body: { origin_domain: 'http://127.0.0.1:5173' },
      token,
    });
    expect(send.status).toBe(200);
    expect((await send.json()).data).toEqual({ success: true });
    const second = await latestCode(server, email);
    if (first !== second) expect((await verify(token, first)).status).toBe(400);
    const verified = await verify(token, second);
    expect(verified.status).toBe(200);
    expect((await verified.json()).data.verified).toBe(true);
    expect((await (await msFetch(server, '/member', { token })).json()).data.verified).toBe(true);
  });

  it('mails nothing more once the member is verified', async () => {
    const { email, token } = await newMember();
    await verify(token, await latestCode(server, email));
    const before = (await mailTo(server, email)).length;
    expect((await msFetch(server, '/auth/send-email-verification', { method: 'POST', token })).status).toBe(200);
    expect((await mailTo(server, email)).length).toBe(before);
  });

  it('takes a code only from the member it was mailed to', async () => {
    const alice = await newMember();
    const bob = await newMember();
    const response = await verify(bob.token, await latestCode(server, alice.email));
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid-verification-code');
  });

  it('kills the code after 5 wrong tries', async () => {
    const { email, token } = await newMember();
    const code = await latestCode(server, email);
    for (let i = 0; i < 5; i++) expect((await verify(token, wrong(code))).status).toBe(400);
    expect((await verify(token, code)).status).toBe(400);
  });

  it('lets only one of parallel verifications with one code through', async () => {
    const { email, token } = await newMember();
    const code = await latestCode(server, email);
    const statuses = await Promise.all(Array.from({ length: 5 }, async () => (await verify(token, code)).status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  });
});
