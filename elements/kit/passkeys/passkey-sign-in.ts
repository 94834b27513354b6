import { log } from '../../core/log';
import { assertionJson, requestOptions } from './passkey-json';

/** A service passkeys sign in to: the members' (the widget's) or the owners' (the console's). */
export interface PasskeySignInService<T> {
  /** A challenge: options for navigator.credentials.get(). */
  options(): Promise<{ options: PublicKeyCredentialRequestOptionsJSON }>;
  /** Sends the assertion; answers the signed-in session. */
  verify(assertion: unknown): Promise<T>;
  /** What the browser failing the ceremony (not a cancel) is thrown as, in the service's own error. */
  refused(): Error;
}

export interface PasskeySignInRequest {
  signal?: AbortSignal;
  /** Offered among the email field's suggestions (conditional mediation), not in the browser's sheet. */
  autofill?: boolean;
}

/** Signs in with a passkey: what a page asks for, with the service it signs in to already chosen. */
export type PasskeySignIn<T> = (request?: PasskeySignInRequest) => Promise<T | null>;

/** The person closed the browser's passkey sheet or let it time out, or the page took the request back. */
const cancelled = (error: unknown) =>
  error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/**
 * Signs in to `service` with a passkey the person picks, in the browser's sheet or (`autofill`)
 * among the email field's suggestions. Answers null when they cancel or `signal` aborts (and, for
 * the suggestions, when no challenge could be had); any other failure rejects with the service's error.
 */
export async function signInWithPasskeyAt<T>(
  service: PasskeySignInService<T>,
  { signal, autofill = false }: PasskeySignInRequest = {},
): Promise<T | null> {
  let options: PublicKeyCredentialRequestOptionsJSON;
  try {
    ({ options } = await service.options());
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
    throw service.refused();
  }
  if (!credential) return null;
  return service.verify(assertionJson(credential));
}
