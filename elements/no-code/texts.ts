import { MembershipError } from '../core/membership/errors';
import { WIDGET_TEXTS } from '../core/membership/widget-texts';

/** What the no-code runtime says: the widget's own wording where it has one, and a few of ours. */
export const TEXTS = {
  profileSaved: WIDGET_TEXTS['profile.saved'],
  emailSaved: WIDGET_TEXTS['security.emailSaved'],
  passwordChanged: WIDGET_TEXTS['password.changed'],
  passwordSet: WIDGET_TEXTS['password.set'],
  resetSuccess: WIDGET_TEXTS['resetPassword.success'],
  resetSent: WIDGET_TEXTS['resetPassword.sent'],
  codeSent: WIDGET_TEXTS['passwordless.sent'],
  codeLabel: WIDGET_TEXTS['passwordless.code'],
  planRemoved: WIDGET_TEXTS['plans.removed'],
  notAnImage: WIDGET_TEXTS['validation.notAnImage'],
  imageTooLarge: WIDGET_TEXTS['validation.imageTooLarge'],
  invalidEmail: WIDGET_TEXTS['validation.email'],
  shortPassword: WIDGET_TEXTS['validation.password'],
  invalidCode: WIDGET_TEXTS['validation.code'],
  notLoggedIn: WIDGET_TEXTS['error.memberNotLoggedIn'],
  planAdded: 'The plan has been added.',
  verificationSent: 'A verification email is on its way. It can take up to 30 seconds to arrive.',
} as const;

/** `{email}` and the like filled in. */
export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);

/** What a person reads for anything an action threw: the service's own message for its errors. */
export function errorText(error: unknown): string {
  if (error instanceof MembershipError || error instanceof Error) return error.message;
  return String(error);
}
