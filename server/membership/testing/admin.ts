// For admin API tests: Memberstack's own Admin SDK pointed at a test server, secret keys, and
// members made through the one member creation without a password (no hashing), so a test can
// have a thousand of them in a second or two.
import { init } from '@memberstack/admin';
import type { MemberMode } from '../../db/schema-membership.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { createSecretKey } from '../admin/secret-keys.ts';
import { admitNewMember, createMember } from '../members/create-member.ts';
import { SEEDED_APP_ID } from './members.ts';

/** The contract's development key of the seeded app (test mode). */
export const DEMO_SECRET_KEY = 'sk_sb_chainforge_demo';

export const adminBaseUrl = (server: TestServer) => `${server.url}/membership/admin/`;

export const adminSdk = (server: TestServer, key = DEMO_SECRET_KEY) => init(key, { baseUrl: adminBaseUrl(server) });

export async function newSecretKey(server: TestServer, mode: MemberMode, appId = SEEDED_APP_ID) {
  return createSecretKey(server.db, { appId, mode, name: `test ${mode} key`, createdBy: 'test' });
}

/** `count` members of the seeded app in `mode`, in order (emails `<prefix>-0001@example.com`, ...). */
export async function createManyMembers(
  server: TestServer,
  { count, mode, prefix, planIds = [] }: { count: number; mode: MemberMode; prefix: string; planIds?: string[] },
): Promise<string[]> {
  const start = await admitNewMember(server.db, SEEDED_APP_ID, { planIds });
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const email = `${prefix}-${String(i).padStart(4, '0')}@example.com`;
    const member = await createMember(server.db, start, {
      mode,
      email,
      passwordHash: null,
      verified: true,
      metaData: {},
    });
    ids.push(member.id);
  }
  return ids;
}

/** What an admin call rejected with: `@memberstack/admin` throws the body's `error` ({ code, message }). */
export async function rejection(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('The call was expected to fail');
}
