import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedNotPlainCharacters } from '../../testing/not-plain-text.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msCall, msFetch } from '../testing/client.ts';
import { createMember } from '../testing/members.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('custom fields are plain text', () => {
  it.each(namedNotPlainCharacters)(
    'a member update with %s in a field is refused with a 422 naming that field, and nothing is saved',
    async (_name, char) => {
      const { token } = await createMember(server);
      const { status, body } = await msCall(server, '/member', token, {
        customFields: { 'first-name': 'Grace', 'last-name': `Evil${char}gnirts` },
      });
      expect(status).toBe(422);
      expect(body.error.code).toBe('validation-failed');
      expect(body.error.message).toContain('customFields.last-name: must be plain text');
      expect((await msCall(server, '/member', token, {})).body.data.customFields).toEqual({
        'first-name': 'Ada',
        'last-name': 'Lovelace',
      });
    },
  );

  it('a signup with a bidirectional override in a field is refused with a 422 naming it, and no account is made', async () => {
    const email = `rtl-${Date.now()}@example.com`;
    const password = 'a-long-Passphrase-9';
    const response = await msFetch(server, '/auth/signup', {
      body: { email, password, customFields: { 'first-name': 'Ada\u202Egpj.exe' } },
      from: '127.0.0.61',
    });
    expect(response.status).toBe(422);
    expect((await response.json()).error.message).toContain('customFields.first-name: must be plain text');
    const login = await msFetch(server, '/auth/login', { body: { email, password }, from: '127.0.0.61' });
    expect(login.status).toBe(401);
  });

  it('keeps line breaks (a builder’s textarea), other scripts and emoji', async () => {
    const { token } = await createMember(server);
    const value = 'Line one\r\nLine two — 日本語 مرحبا 🚚';
    const { status, body } = await msCall(server, '/member', token, { customFields: { 'last-name': value } });
    expect(status).toBe(200);
    expect(body.data.customFields['last-name']).toBe(value);
  });
});
