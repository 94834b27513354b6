/** Whether the browser has passkeys (WebAuthn); insecure pages and older browsers do not. */
export const passkeysSupported = (): boolean =>
  typeof globalThis.PublicKeyCredential === 'function' && !!globalThis.navigator?.credentials;

/** Whether the browser offers passkeys among an `autocomplete="username webauthn"` field's suggestions. */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  try {
    return passkeysSupported() && (await PublicKeyCredential.isConditionalMediationAvailable?.()) === true;
  } catch {
    return false;
  }
}
