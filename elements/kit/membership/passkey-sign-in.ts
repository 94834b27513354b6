import { base64urlToBytes, bytesToBase64url } from '../../core/base64url';
import { log } from '../../core/log';
import { MembershipError, PASSKEY_FAILED_MESSAGE } from '../../core/membership/errors';
import type { AuthAnswer } from '../../core/membership/types';
import { membershipClient } from './membership-runtime';

/** The server's JSON options as the browser takes them: the platform's parser, else the challenge decoded here. */
function requestOptions(json: PublicKeyCredentialRequestOptionsJSON): PublicKeyCredentialRequestOptions {
  if (typeof PublicKeyCredential.parseRequestOptionsFromJSON === 'function') {
    return PublicKeyCredential.parseRequestOptionsFromJSON(json);
  }
  // Discoverable passkeys: the service lists no credentials, so the challenge is the one binary field.
  return {
    challenge: base64urlToBytes(json.challenge),
    rpId: json.rpId,
    timeout: json.timeout,
    userVerification: json.userVerification as UserVerificationRequirement | undefined,
  };
}

/** The assertion as the service reads it: the platform's toJSON(), else the same fields encoded here. */
function assertionJson(credential: PublicKeyCredential): unknown {
  if (typeof credential.toJSON === 'function') return credential.toJSON();
  const response = credential.response as AuthenticatorAssertionResponse;
  return {
    id: credential.id,
    rawId: bytesToBase64url(credential.rawId),
    type: credential.type,
    response: {
      clientDataJSON: bytesToBase64url(response.clientDataJSON),
      authenticatorData: bytesToBase64url(response.authenticatorData),
      signature: bytesToBase64url(response.signature),
      userHandle: response.userHandle ? bytesToBase64url(response.userHandle) : undefined,
    },
    clientExtensionResults: credential.getClientExtensionResults(),
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
  };
}

/** The person closed the browser's passkey sheet or let it time out, or the page took the request back. */
const cancelled = (error: unknown) =>
  error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/**
 * Signs in with a passkey the person picks, in the browser's sheet or (`autofill`) among the email
 * field's suggestions, and stores the session as a password sign-in does. Answers null when they
 * cancel or `signal` aborts (and, for the suggestions, when no challenge could be had); any other
 * failure rejects with a MembershipError.
 */
export async function signInWithPasskey({
  signal,
  autofill = false,
}: {
  signal?: AbortSignal;
  autofill?: boolean;
} = {}): Promise<AuthAnswer | null> {
  let options: PublicKeyCredentialRequestOptionsJSON;
  try {
    ({ options } = await membershipClient.passkeyOptions());
  } catch (error) {
    if (!autofill) throw error;
    // The suggestions are an offer nobody asked for yet: a service that cannot give a challenge
    // now leaves the email field as it was, without a message.
    log.warn('Passkeys could not be offered in the email field.', error);
    return null;
  }
  if (signal?.aborted) return null;
  let credential: PublicKeyCredential | null;
  try {
    credential = (await navigator.credentials.get({
      publicKey: requestOptions(options),
      signal,
      mediation: autofill ? 'conditional' : 'optional',
    })) as PublicKeyCredential | null;
  } catch (error) {
    if (cancelled(error)) return null;
    // Before anyone picked a suggestion, a refusal is the browser's (this page cannot use the
    // relying party, say) and nobody's mistake: the field stays as it was.
    if (autofill) {
      log.warn('Passkeys could not be offered in the email field.', error);
      return null;
    }
    throw new MembershipError('passkey-failed', PASSKEY_FAILED_MESSAGE, 400);
  }
  if (!credential) return null;
  return membershipClient.loginWithPasskey(assertionJson(credential));
}
