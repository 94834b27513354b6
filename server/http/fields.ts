import { domainToASCII } from 'node:url';
import * as v from 'valibot';

/** valibot's email rule for the local part; the domain is checked in its ASCII form below. */
const LOCAL_PART = /^[\w+-]+(?:\.[\w+-]+)*$/u;
/** Letter-digit-hyphen labels, hyphens inside only (so punycode's xn-- passes); a top-level label of letters or punycode. */
const ASCII_DOMAIN = /^(?:[\da-z](?:[\da-z-]*[\da-z])?\.)+(?:[a-z]{2,}|xn--[\da-z-]*[\da-z])$/;

/**
 * The address with its domain in ASCII (punycode), or undefined when it is not an email address:
 * `user@bücher.ch` and `user@xn--bcher-kva.ch` are one address and must be one account.
 */
export function asciiEmail(address: string): string | undefined {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = at > 0 ? domainToASCII(address.slice(at + 1)) : '';
  return LOCAL_PART.test(local) && ASCII_DOMAIN.test(domain) ? `${local}@${domain}` : undefined;
}

/** Every email a body or query takes: trimmed, bounded before and after its domain becomes ASCII. */
export const emailField = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(254, 'must be at most 254 characters'),
  v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
    const address = asciiEmail(dataset.value);
    if (address === undefined) {
      addIssue({ message: 'must be an email address' });
      return NEVER;
    }
    return address;
  }),
  v.maxLength(254, 'must be at most 254 characters'),
);
