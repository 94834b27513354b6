import { base64urlToBytes, bytesToBase64url } from '../../core/base64url';

/** A sign-in's JSON options as the browser takes them: the platform's parser, else the challenge decoded here. */
export function requestOptions(json: PublicKeyCredentialRequestOptionsJSON): PublicKeyCredentialRequestOptions {
  if (typeof PublicKeyCredential.parseRequestOptionsFromJSON === 'function') {
    return PublicKeyCredential.parseRequestOptionsFromJSON(json);
  }
  // Discoverable passkeys: the services list no credentials, so the challenge is the one binary field.
  return {
    challenge: base64urlToBytes(json.challenge),
    rpId: json.rpId,
    timeout: json.timeout,
    userVerification: json.userVerification as UserVerificationRequirement | undefined,
  };
}

/**
 * A credential as the services read it: the platform's toJSON(), else the same fields encoded here,
 * its response's own (an assertion's signature, a registration's attestation) given by `responseFields`.
 */
function credentialAsJson(credential: PublicKeyCredential, responseFields: () => Record<string, unknown>): unknown {
  if (typeof credential.toJSON === 'function') return credential.toJSON();
  return {
    id: credential.id,
    rawId: bytesToBase64url(credential.rawId),
    type: credential.type,
    response: { clientDataJSON: bytesToBase64url(credential.response.clientDataJSON), ...responseFields() },
    clientExtensionResults: credential.getClientExtensionResults(),
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
  };
}

/** The assertion of a sign-in as the services read it. */
export function assertionJson(credential: PublicKeyCredential): unknown {
  return credentialAsJson(credential, () => {
    const response = credential.response as AuthenticatorAssertionResponse;
    return {
      authenticatorData: bytesToBase64url(response.authenticatorData),
      signature: bytesToBase64url(response.signature),
      userHandle: response.userHandle ? bytesToBase64url(response.userHandle) : undefined,
    };
  });
}

/** A registration's JSON options as the browser takes them: the platform's parser, else its binary fields decoded here. */
function creationOptions(json: PublicKeyCredentialCreationOptionsJSON): PublicKeyCredentialCreationOptions {
  if (typeof PublicKeyCredential.parseCreationOptionsFromJSON === 'function') {
    return PublicKeyCredential.parseCreationOptionsFromJSON(json);
  }
  return {
    ...json,
    attestation: json.attestation as AttestationConveyancePreference | undefined,
    challenge: base64urlToBytes(json.challenge),
    user: { ...json.user, id: base64urlToBytes(json.user.id) },
    excludeCredentials: json.excludeCredentials?.map((known) => ({
      ...known,
      type: 'public-key',
      id: base64urlToBytes(known.id),
      transports: known.transports as AuthenticatorTransport[] | undefined,
    })),
    extensions: json.extensions as AuthenticationExtensionsClientInputs | undefined,
  };
}

/** The new credential of a registration as the services read it. */
function credentialJson(credential: PublicKeyCredential): unknown {
  return credentialAsJson(credential, () => {
    const response = credential.response as AuthenticatorAttestationResponse;
    return {
      attestationObject: bytesToBase64url(response.attestationObject),
      transports: response.getTransports?.() ?? [],
    };
  });
}

/**
 * Makes a passkey on this device from a service's creation options (the person unlocks their
 * device) and answers it as the service reads it. Rejects with the browser's DOMException when the
 * person cancels or the device already holds one.
 */
export async function makePasskey(options: PublicKeyCredentialCreationOptionsJSON): Promise<unknown> {
  const credential = (await navigator.credentials.create({
    publicKey: creationOptions(options),
  })) as PublicKeyCredential | null;
  if (!credential) throw new DOMException('No passkey was made.', 'NotAllowedError');
  return credentialJson(credential);
}
