import { listCustomFields } from '../../db/queries/membership/apps.ts';
import { retireCodesOfMember } from '../../db/queries/membership/codes.ts';
import {
  changeEmail,
  mergeCustomFields,
  mergeMetaData,
  replaceMemberJson,
  replaceProfileImage,
  setLoginRedirect,
  setMemberVerified,
} from '../../db/queries/membership/member-updates.ts';
import { findMemberByEmail, normalizeEmail, type MemberRow } from '../../db/queries/membership/members.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { apiError } from '../../http/errors.ts';
import { ImageStore } from '../../uploads/image-store.ts';
import type { MembershipServices } from '../membership-context.ts';

/** What the app may change of its member; what is not named stays as it is. */
export interface MemberChanges {
  email?: string;
  verified?: boolean;
  customFields?: Record<string, string>;
  metaData?: Record<string, unknown>;
  json?: Record<string, unknown>;
  /** Null: the app's default. */
  loginRedirect?: string | null;
  profileImage?: string | null;
}

/** Custom field keys must be the app's (hidden ones too: the app sets those); an unknown key is refused, not dropped. */
export async function assertAppCustomFields(
  { db }: MembershipServices,
  appId: string,
  values: Record<string, string> | undefined,
): Promise<void> {
  if (!values || Object.keys(values).length === 0) return;
  const keys = new Set((await listCustomFields(db, appId)).map((field) => field.key));
  if (Object.keys(values).some((key) => !keys.has(key))) throw apiError('invalid-custom-fields');
}

/**
 * A change the app makes to its member (the admin API's update): custom fields and metadata
 * merged key by key, the JSON store replaced, the email changed (unverified then, unless
 * `verified` says otherwise; no mail is sent, the codes mailed to either address end), the
 * sign-in redirect and the image URL set. Refusals come before any change. Returns the names
 * of the fields changed.
 */
export async function updateMemberByApp(
  services: MembershipServices,
  member: MemberRow,
  changes: MemberChanges,
): Promise<string[]> {
  const { db } = services;
  const appId = member.app_id;
  const mode = member.mode;
  if (appId === null || mode === null) throw new Error(`Member ${member.id} belongs to no app`);
  await assertAppCustomFields(services, appId, changes.customFields);
  const newEmail =
    changes.email !== undefined && normalizeEmail(changes.email) !== member.email
      ? normalizeEmail(changes.email)
      : undefined;
  if (newEmail !== undefined && (await findMemberByEmail(db, appId, mode, newEmail))) {
    throw apiError('email-already-in-use');
  }

  if (newEmail !== undefined) {
    try {
      await changeEmail(db, member.id, newEmail);
    } catch (error) {
      if (isUniqueViolation(error)) throw apiError('email-already-in-use');
      throw error;
    }
    await retireCodesOfMember(
      db,
      { appId, mode, memberId: member.id, emails: [member.email, newEmail] },
      new Date().toISOString(),
    );
  }
  if (changes.verified !== undefined) await setMemberVerified(db, member.id, changes.verified);
  if (changes.customFields) await mergeCustomFields(db, member.id, changes.customFields);
  if (changes.metaData) await mergeMetaData(db, member.id, changes.metaData);
  if (changes.json) await replaceMemberJson(db, member.id, changes.json);
  if (changes.loginRedirect !== undefined) await setLoginRedirect(db, member.id, changes.loginRedirect);
  if (changes.profileImage !== undefined) {
    const replaced = await replaceProfileImage(db, member.id, changes.profileImage);
    // An image this service stored goes with the URL that named it.
    if (replaced !== changes.profileImage) await ImageStore.inDataDir(services.config.dataDir).removeNamedBy(replaced);
  }
  return Object.keys(changes).filter((field) => field !== 'email' || newEmail !== undefined);
}
