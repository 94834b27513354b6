import type { Kysely } from 'kysely';
import type { Database } from '../../schema.ts';
import type { AuthProviderName, MemberMode } from '../../schema-membership.ts';

export interface ProviderIdentity {
  appId: string;
  mode: MemberMode;
  provider: AuthProviderName;
  /** The provider's own id for the account (Google's `sub`, GitHub's numeric id): never the email. */
  providerUserId: string;
}

export async function findMemberIdByProvider(
  db: Kysely<Database>,
  identity: ProviderIdentity,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('ms_member_providers')
    .select('member_id')
    .where('app_id', '=', identity.appId)
    .where('mode', '=', identity.mode)
    .where('provider', '=', identity.provider)
    .where('provider_user_id', '=', identity.providerUserId)
    .executeTakeFirst();
  return row?.member_id;
}

/** Throws a unique violation when the account is another member's, or the member has this provider already. */
export async function insertProviderLink(
  db: Kysely<Database>,
  memberId: string,
  identity: ProviderIdentity,
  email: string | null,
): Promise<void> {
  await db
    .insertInto('ms_member_providers')
    .values({
      member_id: memberId,
      app_id: identity.appId,
      mode: identity.mode,
      provider: identity.provider,
      provider_user_id: identity.providerUserId,
      email,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function deleteProviderLink(
  db: Kysely<Database>,
  memberId: string,
  provider: AuthProviderName,
): Promise<boolean> {
  const result = await db
    .deleteFrom('ms_member_providers')
    .where('member_id', '=', memberId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
