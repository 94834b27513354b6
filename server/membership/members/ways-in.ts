import type { Kysely } from 'kysely';
import { listMemberProviders, type MemberRow } from '../../db/queries/membership/members.ts';
import { listPasskeys } from '../../db/queries/membership/passkeys.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Whether the member could still sign in after losing the one way named: a password, a passkey or
 * a connected provider. Emailed codes do not count: the app's owner can turn them off at any time.
 */
export async function hasAnotherWayIn(
  db: Kysely<Database>,
  member: MemberRow,
  without: { provider: string } | { passkeyId: string },
): Promise<boolean> {
  if (member.password_hash !== null) return true;
  const passkeys = await listPasskeys(db, member.id);
  if (passkeys.some((passkey) => !('passkeyId' in without) || passkey.id !== without.passkeyId)) return true;
  const providers = await listMemberProviders(db, member.id);
  return providers.some((link) => !('provider' in without) || link.provider !== without.provider);
}
