/** Whether a URL's hostname is an IPv4 address, or an IPv6 one (which a hostname keeps in brackets). */
export const isIpAddress = (hostname: string): boolean => /^(\d{1,3}(\.\d{1,3}){3}|\[[\da-f:.]+\])$/i.test(hostname);

/**
 * Whether passkeys can work here: the browser has WebAuthn (insecure pages and older browsers do
 * not) and the page is on a domain name, as browsers refuse passkeys on an IP address
 * (`http://127.0.0.1:4173`; `http://localhost:4173` works).
 */
export const passkeysSupported = (): boolean =>
  typeof globalThis.PublicKeyCredential === 'function' &&
  !!globalThis.navigator?.credentials &&
  !isIpAddress(globalThis.location?.hostname ?? '');

/** Whether the browser offers passkeys among an `autocomplete="username webauthn"` field's suggestions. */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  try {
    return passkeysSupported() && (await PublicKeyCredential.isConditionalMediationAvailable?.()) === true;
  } catch {
    return false;
  }
}
