import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberById } from '../../db/queries/membership/members.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msFetch } from '../testing/client.ts';
import { createMember } from '../testing/members.ts';

// Malformed bodies against every member, team and content endpoint: each answer a JSON 4xx and
// the member's row untouched.
const PATHS = [
  '/member',
  '/member/json',
  '/member/set-password',
  '/member-auth',
  '/member/team/join',
  '/member/team/remove-member',
  '/member/team/generate-invite-link',
  '/secure-content',
];
const BODIES: [string, string, string][] = [
  ['truncated JSON', '{"customFields": {', 'application/json'],
  ['a bare string', '"text"', 'application/json'],
  ['null', 'null', 'application/json'],
  ['an array', '[1,2,3]', 'application/json'],
  ['a form post', 'email=a%40b.co&password=x', 'application/x-www-form-urlencoded'],
  ['plain text with script', '<script>alert(1)</script>', 'text/plain'],
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('malformed bodies', () => {
  it.each(PATHS)('%s answers every one with a JSON 4xx and stores nothing', async (path) => {
    const { id, token } = await createMember(server, { password: null });
    const before = await findMemberById(server.db, id);
    for (const [, body, type] of BODIES) {
      const response = await msFetch(server, path, { token, body, headers: { 'Content-Type': type } });
      expect(response.status, `${path} ${body}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${path} ${body}`).toBeLessThan(500);
      expect((await response.json()).error.code).toEqual(expect.any(String));
    }
    expect(await findMemberById(server.db, id)).toEqual(before);
  });
});
