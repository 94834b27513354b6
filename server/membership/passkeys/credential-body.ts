import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import * as v from 'valibot';
import { boundedText, plainObject } from '../../http/fields.ts';

const base64url = (max: number) => v.pipe(boundedText(max), v.regex(/^[\w-]*$/, 'must be base64url'));

/**
 * A PublicKeyCredential as the browser's toJSON() gives it (what @simplewebauthn/browser sends
 * too), bounded; the library checks the rest and a bad one is `passkey-failed`.
 */
const credential = <R extends v.ObjectEntries>(response: R) =>
  v.object({
    id: base64url(1400),
    rawId: base64url(1400),
    type: v.literal('public-key'),
    response: v.object({ clientDataJSON: base64url(4000), ...response }),
    clientExtensionResults: v.optional(plainObject, {}),
    authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
  });

export const registrationCredential = v.pipe(
  credential({
    attestationObject: base64url(40_000),
    transports: v.optional(v.array(boundedText(20))),
  }),
  v.transform((value) => value as RegistrationResponseJSON),
);

export const authenticationCredential = v.pipe(
  credential({
    authenticatorData: base64url(4000),
    signature: base64url(1000),
    userHandle: v.optional(base64url(200)),
  }),
  v.transform((value) => value as AuthenticationResponseJSON),
);

/** What a person calls a passkey, to tell theirs apart. */
export const passkeyName = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'is required'),
  v.maxLength(64, 'must be at most 64 characters'),
);

/** The bodies of the passkey routes, members' and owners' alike. */
export const passkeyRegistrationBody = v.object({ credential: registrationCredential, name: v.optional(passkeyName) });
export const passkeyRenameBody = v.object({ name: passkeyName });
export const passkeySignInBody = v.object({ credential: authenticationCredential });
