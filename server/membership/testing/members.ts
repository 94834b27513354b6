// For membership tests: members made directly in the database, so tests that need many (parallel
// team joins) are not held up by signup's rate limit or its password hashing.
import { randomBytes } from 'node:crypto';
import { insertMember } from '../../db/queries/membership/members.ts';
import type { MemberMode } from '../../db/schema-membership.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { newId } from '../../db/ids.ts';
import { hashPassword } from '../security/passwords.ts';
import { issueSession, verifySession } from '../security/sessions.ts';

export const SEEDED_APP_ID = 'app_chainforge_demo';

/** A member of the seeded app (test mode unless told) with a live session; `password: null` for one without. */
export async function createMember(
  server: TestServer,
  { password = null as string | null, email = '', mode = 'test' as MemberMode, verified = true } = {},
) {
  const id = newId('mem');
  const address = email || `member-${randomBytes(6).toString('hex')}@example.com`;
  await insertMember(server.db, {
    id,
    appId: SEEDED_APP_ID,
    mode,
    email: address,
    passwordHash: password === null ? null : await hashPassword(password),
    verified,
    customFields: { 'first-name': 'Ada', 'last-name': 'Lovelace' },
    metaData: {},
    createdAt: new Date().toISOString(),
  });
  const { token } = await issueSession(server.db, id);
  return { id, email: address, token };
}

/** The id of the live session `token` opens; fails the test when it opens none. */
export async function liveSessionId(server: TestServer, token: string): Promise<string> {
  const check = await verifySession(server.db, token);
  if (!check.ok) throw new Error(`session not live: ${check.reason}`);
  return check.sessionId;
}
