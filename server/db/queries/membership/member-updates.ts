import type { Kysely } from 'kysely';
import { parseJsonObject } from '../../json-columns.ts';
import type { Database } from '../../schema.ts';
import { normalizeEmail } from './members.ts';

/**
 * Merges `changes` into one of the member's JSON objects, leaving its other keys as they are. A
 * compare-and-swap on the stored text, retried, so two parallel updates of different keys both
 * land on either engine (a plain read-then-write would let the later one undo the earlier).
 */
async function mergeJsonColumn(
  db: Kysely<Database>,
  memberId: string,
  column: 'custom_fields' | 'meta_data',
  changes: Record<string, unknown>,
): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await db.selectFrom('members').select(column).where('id', '=', memberId).executeTakeFirst();
    if (!row) return false;
    const stored = row[column];
    const merged = JSON.stringify({ ...parseJsonObject(stored), ...changes });
    const result = await db
      .updateTable('members')
      .set({ [column]: merged })
      .where('id', '=', memberId)
      .where(column, '=', stored)
      .executeTakeFirst();
    if (result.numUpdatedRows > 0n) return true;
  }
  throw new Error(`The ${column} of ${memberId} kept changing under five merges`);
}

/** Merges `changes` into the member's custom fields, leaving the others as they are. */
export function mergeCustomFields(
  db: Kysely<Database>,
  memberId: string,
  changes: Record<string, string>,
): Promise<boolean> {
  return mergeJsonColumn(db, memberId, 'custom_fields', changes);
}

/** Merges `changes` into the member's metadata (the app's own notes on the member), shallowly. */
export function mergeMetaData(
  db: Kysely<Database>,
  memberId: string,
  changes: Record<string, unknown>,
): Promise<boolean> {
  return mergeJsonColumn(db, memberId, 'meta_data', changes);
}

export async function setMemberVerified(db: Kysely<Database>, memberId: string, verified: boolean): Promise<void> {
  await db
    .updateTable('members')
    .set({ verified: verified ? 1 : 0 })
    .where('id', '=', memberId)
    .execute();
}

/** Null: the app's default after sign-in. */
export async function setLoginRedirect(
  db: Kysely<Database>,
  memberId: string,
  loginRedirect: string | null,
): Promise<void> {
  await db.updateTable('members').set({ login_redirect: loginRedirect }).where('id', '=', memberId).execute();
}

export async function readMemberJson(db: Kysely<Database>, memberId: string): Promise<Record<string, unknown>> {
  const row = await db.selectFrom('members').select('member_json').where('id', '=', memberId).executeTakeFirst();
  return parseJsonObject(row?.member_json);
}

/** @memberstack/dom's updateMemberJSON replaces the whole object. */
export async function replaceMemberJson(
  db: Kysely<Database>,
  memberId: string,
  json: Record<string, unknown>,
): Promise<void> {
  await db
    .updateTable('members')
    .set({ member_json: JSON.stringify(json) })
    .where('id', '=', memberId)
    .execute();
}

/** Sets a password only where there is none, in one statement; returns whether it did. */
export async function setFirstPasswordHash(
  db: Kysely<Database>,
  memberId: string,
  passwordHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set({ password_hash: passwordHash })
    .where('id', '=', memberId)
    .where('password_hash', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * A new email is not proven to be the member's until verified again. Throws a unique violation
 * when the address is taken in the member's app and mode (the members_app_mode_email index).
 */
export async function changeEmail(db: Kysely<Database>, memberId: string, email: string): Promise<void> {
  await db
    .updateTable('members')
    .set({ email: normalizeEmail(email), verified: 0 })
    .where('id', '=', memberId)
    .execute();
}

/**
 * Returns the image URL it replaced, so the caller can delete that file. A compare-and-swap, so
 * of two parallel uploads each learns a different replaced image and none is left orphaned.
 */
export async function replaceProfileImage(
  db: Kysely<Database>,
  memberId: string,
  url: string | null,
): Promise<string | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await db.selectFrom('members').select('profile_image').where('id', '=', memberId).executeTakeFirst();
    if (!row) return null;
    const previous = row.profile_image;
    const result = await db
      .updateTable('members')
      .set({ profile_image: url })
      .where('id', '=', memberId)
      .where((eb) => (previous === null ? eb('profile_image', 'is', null) : eb('profile_image', '=', previous)))
      .executeTakeFirst();
    if (result.numUpdatedRows > 0n) return previous;
  }
  throw new Error(`Profile image of ${memberId} kept changing under five replacements`);
}
