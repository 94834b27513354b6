import type { PasskeyAdded, SignInMethodsClient } from '../../../core/membership/sign-in-methods-client';
import type { PresenceProof } from '../../../core/membership/presence';
import { makePasskey } from '../../../kit/passkeys/passkey-json';

/**
 * Makes a passkey for the signed-in member on this device and adds it under `name`: the server's
 * options, the browser's ceremony (the person unlocks their device), the server's check. Rejects
 * with the browser's DOMException when the person cancels or the device already holds one.
 */
export async function registerPasskey(
  client: SignInMethodsClient,
  name: string,
  proof?: PresenceProof,
): Promise<PasskeyAdded> {
  const { options } = await client.passkeyCreationOptions(proof);
  return client.addPasskey(await makePasskey(options), name);
}
