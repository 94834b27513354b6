// A member's login redirect through the admin API, as @memberstack/admin sends it: the rule every
// stored redirect follows (a path of the site, or an http(s) URL on one of the key's mode's
// allowed origins), refused with a 422 that never repeats the value, and nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberByEmail, findMemberById } from '../../db/queries/membership/members.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { adminBaseUrl, adminSdk, DEMO_SECRET_KEY } from '../testing/admin.ts';
import { createMember, SEEDED_APP_ID } from '../testing/members.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Where a page would send a member to another site, or run script, whatever the app allows. */
const REFUSED = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'javascript:alert(1)',
  'data:text/html,evil',
  'https://evil.example/welcome',
  'https://user:pw@localhost:3000/',
  ' //evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\u0000//evil.example',
  '/\u0000/evil.example',
  'welcome',
];

/** What the refusal may not repeat: any part of the value that names a place or a script. */
const ECHO = /evil|alert|user:pw|welcome/;

/** The call as the SDK makes it (X-API-Key, a JSON body), answering the status and the body's error. */
async function adminCall(method: 'POST' | 'PATCH', path: string, body: unknown) {
  const response = await fetch(`${adminBaseUrl(server)}${path}`, {
    method,
    headers: { 'X-API-Key': DEMO_SECRET_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { error?: { code: string; message: string } };
  return { status: response.status, error: json.error };
}

describe("a member's login redirect through the admin API", () => {
  it.each(REFUSED)('members.create refuses %j with a 422 that does not repeat it, creating no one', async (value) => {
    const email = `refused-${Math.random().toString(36).slice(2)}@example.com`;
    const { status, error } = await adminCall('POST', 'members', {
      email,
      password: 'Admin-made-pass-1',
      loginRedirect: value,
    });
    expect([status, error?.code]).toEqual([422, 'validation-failed']);
    expect(error?.message).toMatch(/^loginRedirect: /);
    expect(error?.message).not.toMatch(ECHO);
    expect(await findMemberByEmail(server.db, SEEDED_APP_ID, 'test', email)).toBeUndefined();
  });

  it.each(REFUSED)('members.update refuses %j with a 422 that does not repeat it, changing nothing', async (value) => {
    const member = await createMember(server);
    const { status, error } = await adminCall('PATCH', `members/${member.id}`, { loginRedirect: value });
    expect([status, error?.code]).toEqual([422, 'validation-failed']);
    expect(error?.message).toMatch(/^loginRedirect: /);
    expect(error?.message).not.toMatch(ECHO);
    expect((await findMemberById(server.db, member.id))?.login_redirect).toBeNull();
  });

  it.each(['/welcome', '/a/b?c=d#e', 'http://localhost:4000/welcome', 'http://127.0.0.1:5173/'])(
    'keeps %s, a path or a URL on an allowed origin, on create and update',
    async (value) => {
      const sdk = adminSdk(server);
      const email = `kept-${Math.random().toString(36).slice(2)}@example.com`;
      const { data: created } = await sdk.members.create({
        email,
        password: 'Admin-made-pass-1',
        loginRedirect: value,
      });
      expect(created.loginRedirect).toBe(value);
      const member = await createMember(server);
      const { data: updated } = await sdk.members.update({ id: member.id, data: { loginRedirect: value } });
      expect(updated.loginRedirect).toBe(value);
    },
  );
});
