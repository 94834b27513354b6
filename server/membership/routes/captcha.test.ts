import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { LIVE_KEY, msFetch } from '../testing/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // Before the first membership request, so the app directory loads the app requiring captcha,
  // in test mode only (the key msFetch sends unless told).
  await server.db.updateTable('ms_apps').set({ test_captcha_required: 1 }).execute();
});
afterAll(() => server.close());

const signup = async (email: string, captchaToken?: unknown) => {
  const response = await msFetch(server, '/auth/signup', {
    body: { email, password: 'a long enough passphrase', captchaToken },
  });
  return { status: response.status, body: await response.json() };
};
const devToken = async () =>
  (await (await msFetch(server, '/dev-captcha/token', { key: null })).json()).data.token as string;

describe('captcha at signup', () => {
  it('tells the widget which provider and site key to use', async () => {
    const app = (await (await msFetch(server, '/app')).json()).data;
    expect(app.captchaRequired).toBe(true);
    expect(app.captcha).toEqual({ provider: 'development', siteKey: 'development' });
  });

  it.each([undefined, '', 'not-a-token', `1.AAAAAAAAAAAAAAAA.${'A'.repeat(43)}`])(
    'refuses signup with the token %j',
    async (token) => {
      const { status, body } = await signup('nocaptcha@example.com', token);
      expect(status).toBe(400);
      expect(body.error.code).toBe('invalid-captcha');
    },
  );

  it('accepts a verified token once', async () => {
    const token = await devToken();
    expect((await signup('captcha@example.com', token)).status).toBe(201);
    expect((await signup('captcha-again@example.com', token)).body.error.code).toBe('invalid-captcha');
  });

  it('follows the key: live mode, which requires none here, signs up without a token', async () => {
    const live = await msFetch(server, '/app', { key: LIVE_KEY });
    expect((await live.json()).data.captchaRequired).toBe(false);
    const response = await msFetch(server, '/auth/signup', {
      key: LIVE_KEY,
      body: { email: 'live-no-captcha@example.com', password: 'a long enough passphrase' },
    });
    expect(response.status).toBe(201);
  });

  it('answers 422 for a token of the wrong type or size', async () => {
    expect((await signup('typed@example.com', 42)).status).toBe(422);
    expect((await signup('huge@example.com', 'x'.repeat(10_000))).status).toBe(422);
  });
});
