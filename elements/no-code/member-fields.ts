import type { Member } from '../core/membership/types';

/** `data-ms-member` values that are not custom fields. */
const RESERVED = new Set([
  'email',
  'password',
  'token',
  'current-password',
  'new-password',
  'id',
  'signup-date',
  'profile-image',
]);

export const isCustomFieldKey = (key: string): boolean => key !== '' && !RESERVED.has(key);

/** One control of a form, as read from the page: its `data-ms-member` key and what it holds. */
export interface FieldEntry {
  key: string;
  value: string;
  /** The input's type (`checkbox`, `radio`, ...); a select or textarea has none. */
  type?: string;
  checked?: boolean;
}

/** What a form's controls give the membership calls. */
export interface FormFields {
  email?: string;
  password?: string;
  token?: string;
  currentPassword?: string;
  newPassword?: string;
  /** Every custom field the form has a control for (only those: updates carry only fields given). */
  customFields: Record<string, string>;
}

/**
 * Reads a form's `data-ms-member` controls in document order. The email and the code lose their
 * surrounding spaces (a pasted code often has them); passwords and custom fields are sent as
 * typed. A checkbox gives `"true"` or `"false"`, a radio group the checked one's value; a later
 * control of the same key wins.
 */
export function collectFields(entries: readonly FieldEntry[]): FormFields {
  const fields: FormFields = { customFields: {} };
  for (const entry of entries) {
    const key = entry.key.trim();
    let value = entry.value;
    if (entry.type === 'radio') {
      if (!entry.checked) continue;
    } else if (entry.type === 'checkbox') {
      value = entry.checked ? 'true' : 'false';
    }
    switch (key) {
      case 'email':
        fields.email = value.trim();
        break;
      case 'token':
        fields.token = value.replace(/\s+/g, '');
        break;
      case 'password':
        fields.password = value;
        break;
      case 'current-password':
        fields.currentPassword = value;
        break;
      case 'new-password':
        fields.newPassword = value;
        break;
      default:
        if (isCustomFieldKey(key)) fields.customFields[key] = value;
    }
  }
  return fields;
}

/** A date as a person reads it in their own language: `Mar 4, 2025`. */
export function formatSignupDate(value: string | undefined, locale?: string): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * What an element that is not a control shows for `data-ms-member="<key>"`: the member's email,
 * id, signup date, profile image URL or a custom field (empty when the member has none).
 * Undefined for keys that are form inputs only (`password`, `token`, ...), which show nothing.
 */
export function displayValue(member: Member, key: string, locale?: string): string | undefined {
  switch (key) {
    case 'email':
      return member.auth.email;
    case 'id':
      return member.id;
    case 'signup-date':
      return formatSignupDate(member.createdAt, locale);
    case 'profile-image':
      return member.profileImage ?? '';
    default:
      return isCustomFieldKey(key) ? textOf(member.customFields?.[key]) : undefined;
  }
}

/** What a profile or email form's control starts with: the email or a custom field. */
export function prefillValue(member: Member, key: string): string | undefined {
  if (key === 'email') return member.auth.email;
  return isCustomFieldKey(key) ? textOf(member.customFields?.[key]) : undefined;
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/**
 * The free plans a signup joins: the form's `data-ms-plan:add` (one id, or several separated by
 * commas) and the plan a visitor picked before signing up (`sessionStorage.ms_plan`), once each.
 */
export function signupPlans(formPlans: string | null, pendingPlan: string | null): { planId: string }[] {
  const ids = [...(formPlans ?? '').split(','), pendingPlan ?? ''].map((id) => id.trim()).filter(Boolean);
  return [...new Set(ids)].map((planId) => ({ planId }));
}
