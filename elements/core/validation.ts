/**
 * The rules a membership form checks before it asks the server, as pure functions: each returns the
 * message to show under the field, or undefined when the value passes. The server checks again.
 */

import { PASSWORD_MIN_LENGTH } from '../../contract/membership-limits';

export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const PASSWORD_MESSAGE = `Minimum ${PASSWORD_MIN_LENGTH} characters required`;
export const CODE_MESSAGE = 'Please enter a valid code';

export const CODE_LENGTH = 6;

// name@domain.tld: no spaces, one @, dot-separated labels, a top-level domain of two or more
// characters. Unicode labels pass, as the server accepts internationalised domains.
const EMAIL_SHAPE = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/u;
const CODE_SHAPE = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** An empty email is not judged here: whether the field is required is the form's call. */
export function validateEmail(value: string): string | undefined {
  return value === '' || EMAIL_SHAPE.test(value) ? undefined : EMAIL_MESSAGE;
}

export function validatePassword(value: string): string | undefined {
  return [...value].length >= PASSWORD_MIN_LENGTH ? undefined : PASSWORD_MESSAGE;
}

export function validateCode(value: string): string | undefined {
  return CODE_SHAPE.test(value) ? undefined : CODE_MESSAGE;
}
