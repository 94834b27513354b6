// navigator.credentials as element tests want it: no real authenticator, the requests recorded.

export interface CredentialsStub {
  calls: CredentialRequestOptions[];
  restore(): void;
}

/**
 * navigator.credentials.get as a test wants it: the email field's suggestions (a conditional
 * request) wait until taken back, as a browser's do; the button's request answers `button`.
 */
export function stubCredentials(
  button: (options: CredentialRequestOptions) => Promise<Credential | null>,
): CredentialsStub {
  const calls: CredentialRequestOptions[] = [];
  const credentials = navigator.credentials as CredentialsContainer & { get: CredentialsContainer['get'] };
  credentials.get = (options: CredentialRequestOptions = {}) => {
    calls.push(options);
    if (options.mediation !== 'conditional') return button(options);
    return new Promise((_, reject) =>
      options.signal?.addEventListener('abort', () => reject(new DOMException('Taken back.', 'AbortError'))),
    );
  };
  return { calls, restore: () => delete (credentials as Partial<typeof credentials>).get };
}

/** A credential as the browser answers one: only its toJSON() is read, so that is all it has. */
export const fakeCredential = (json: object) => ({ toJSON: () => json }) as unknown as Credential;
