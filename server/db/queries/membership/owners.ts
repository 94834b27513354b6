import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../schema.ts';
import type { MsOwnersTable } from '../../schema-owners.ts';

export type OwnerRow = Selectable<MsOwnersTable>;

export type NewOwner = Pick<OwnerRow, 'id' | 'app_id' | 'email' | 'password_hash' | 'invited_by' | 'created_at'> &
  Partial<Pick<OwnerRow, 'totp_secret_sealed' | 'totp_confirmed_at'>>;

/** Inserts the owner unless the app has one with this email; returns whether it did. */
export async function insertOwnerIfMissing(db: Kysely<Database>, owner: NewOwner): Promise<boolean> {
  const result = await db
    .insertInto('ms_owners')
    .values(owner)
    .onConflict((conflict) => conflict.columns(['app_id', 'email']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function countOwners(db: Kysely<Database>, appId: string): Promise<number> {
  const row = await db
    .selectFrom('ms_owners')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('app_id', '=', appId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findOwnerById(db: Kysely<Database>, id: string): Promise<OwnerRow | undefined> {
  return db.selectFrom('ms_owners').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOwnerByEmail(db: Kysely<Database>, appId: string, email: string): Promise<OwnerRow | undefined> {
  return db
    .selectFrom('ms_owners')
    .selectAll()
    .where('app_id', '=', appId)
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Every app's owner with this email, oldest first (one person may own several apps). */
export function findOwnersByEmail(db: Kysely<Database>, email: string): Promise<OwnerRow[]> {
  return db
    .selectFrom('ms_owners')
    .selectAll()
    .where('email', '=', email)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function listOwners(db: Kysely<Database>, appId: string): Promise<OwnerRow[]> {
  return db
    .selectFrom('ms_owners')
    .selectAll()
    .where('app_id', '=', appId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Removes the owner unless they are the app's last: the check and the delete are one statement,
 * so two owners removing each other at once cannot leave the app with none. Their sessions go
 * with them (cascade).
 */
export async function deleteOwnerUnlessLast(db: Kysely<Database>, appId: string, ownerId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('ms_owners')
    .where('id', '=', ownerId)
    .where('app_id', '=', appId)
    .where((eb) =>
      eb(
        eb
          .selectFrom('ms_owners as others')
          .select((inner) => inner.fn.countAll().as('n'))
          .where('others.app_id', '=', appId),
        '>',
        1,
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setOwnerPassword(db: Kysely<Database>, ownerId: string, passwordHash: string): Promise<void> {
  await db.updateTable('ms_owners').set({ password_hash: passwordHash }).where('id', '=', ownerId).execute();
}

/** A new authenticator secret, pending until a first code confirms it. */
export async function setOwnerPendingTotp(db: Kysely<Database>, ownerId: string, sealed: string): Promise<void> {
  await db
    .updateTable('ms_owners')
    .set({ totp_secret_sealed: sealed, totp_confirmed_at: null, totp_last_step: null })
    .where('id', '=', ownerId)
    .execute();
}

export async function confirmOwnerTotp(db: Kysely<Database>, ownerId: string, confirmedAt: string): Promise<void> {
  await db.updateTable('ms_owners').set({ totp_confirmed_at: confirmedAt }).where('id', '=', ownerId).execute();
}

/** Claims the time step for the owner: false when it, or a later one, was already used (a replayed code). */
export async function claimOwnerTotpStep(db: Kysely<Database>, ownerId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('ms_owners')
    .set({ totp_last_step: step })
    .where('id', '=', ownerId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A new one-time code for the owner; the one before stops working. Every owner's expired code is
 * cleared on the way: codes are only made here, so none outlives the next one by long.
 */
export async function setOwnerCode(
  db: Kysely<Database>,
  ownerId: string,
  codeHash: string,
  { expiresAt, now }: { expiresAt: string; now: string },
): Promise<void> {
  await db
    .updateTable('ms_owners')
    .set({ code_hash: null, code_expires_at: null, code_attempts: 0 })
    .where('code_expires_at', '<=', now)
    .execute();
  await db
    .updateTable('ms_owners')
    .set({ code_hash: codeHash, code_expires_at: expiresAt, code_attempts: 0 })
    .where('id', '=', ownerId)
    .execute();
}

/**
 * Claims one try of the owner's outstanding code before it is compared (parallel guesses get no
 * more than the tries left); undefined when there is no live code or no try left.
 */
export async function claimOwnerCodeTry(
  db: Kysely<Database>,
  ownerId: string,
  maxAttempts: number,
  now: string,
): Promise<{ code_hash: string } | undefined> {
  const row = await db
    .updateTable('ms_owners')
    .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
    .where('id', '=', ownerId)
    .where('code_hash', 'is not', null)
    .where('code_expires_at', '>', now)
    .where('code_attempts', '<', maxAttempts)
    .returning('code_hash')
    .executeTakeFirst();
  return row?.code_hash ? { code_hash: row.code_hash } : undefined;
}

/** Uses the code up: returns whether this call did (so it is used once under parallel tries). */
export async function consumeOwnerCode(db: Kysely<Database>, ownerId: string, codeHash: string): Promise<boolean> {
  const result = await db
    .updateTable('ms_owners')
    .set({ code_hash: null, code_expires_at: null, code_attempts: 0 })
    .where('id', '=', ownerId)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The app's name, for the console's session and mails. */
export async function findAppName(db: Kysely<Database>, appId: string): Promise<string | undefined> {
  return (await db.selectFrom('ms_apps').select('name').where('id', '=', appId).executeTakeFirst())?.name;
}

/** Forgets the last time step used, so its code works again: for tests, which sign in more often than every 30 s. */
export async function forgetOwnerTotpStep(db: Kysely<Database>, email: string): Promise<void> {
  await db.updateTable('ms_owners').set({ totp_last_step: null }).where('email', '=', email).execute();
}

/** Ends the owner's outstanding code, right or not (a wrong try past the account's budget). */
export async function clearOwnerCode(db: Kysely<Database>, ownerId: string): Promise<void> {
  await db
    .updateTable('ms_owners')
    .set({ code_hash: null, code_expires_at: null, code_attempts: 0 })
    .where('id', '=', ownerId)
    .execute();
}

/**
 * A re-enrolled authenticator replaces the confirmed one at once: the code that confirmed it is
 * its last step used, so that code cannot sign in again.
 */
export async function replaceOwnerTotp(
  db: Kysely<Database>,
  ownerId: string,
  change: { sealed: string; confirmedAt: string; step: number },
): Promise<void> {
  await db
    .updateTable('ms_owners')
    .set({ totp_secret_sealed: change.sealed, totp_confirmed_at: change.confirmedAt, totp_last_step: change.step })
    .where('id', '=', ownerId)
    .execute();
}
