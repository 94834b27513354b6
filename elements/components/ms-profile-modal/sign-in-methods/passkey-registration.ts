import { base64urlToBytes, bytesToBase64url } from '../../../core/base64url';
import type { PasskeyAdded, SignInMethodsClient } from '../../../core/membership/sign-in-methods-client';

/** The server's JSON options as the browser takes them: the platform's parser, else its binary fields decoded here. */
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

/** The new credential as the server reads it: the platform's toJSON(), else the same fields encoded here. */
function credentialJson(credential: PublicKeyCredential): unknown {
  if (typeof credential.toJSON === 'function') return credential.toJSON();
  const response = credential.response as AuthenticatorAttestationResponse;
  return {
    id: credential.id,
    rawId: bytesToBase64url(credential.rawId),
    type: credential.type,
    response: {
      clientDataJSON: bytesToBase64url(response.clientDataJSON),
      attestationObject: bytesToBase64url(response.attestationObject),
      transports: response.getTransports?.() ?? [],
    },
    clientExtensionResults: credential.getClientExtensionResults(),
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
  };
}

/**
 * Makes a passkey for the signed-in member on this device and adds it under `name`: the server's
 * options, the browser's ceremony (the person unlocks their device), the server's check. Rejects
 * with the browser's DOMException when the person cancels or the device already holds one.
 */
export async function registerPasskey(client: SignInMethodsClient, name: string): Promise<PasskeyAdded> {
  const { options } = await client.passkeyCreationOptions();
  const credential = (await navigator.credentials.create({
    publicKey: creationOptions(options),
  })) as PublicKeyCredential | null;
  if (!credential) throw new DOMException('No passkey was made.', 'NotAllowedError');
  return client.addPasskey(credentialJson(credential), name);
}
