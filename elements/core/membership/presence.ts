import { toClientError } from '../client-error';

/**
 * What proves the member is there before a change to how they sign in, sent as `reauthentication`
 * with the change: the current password, a code from the authenticator app (or a backup code), or
 * a code mailed to them. The service asks for one when the session's sign-in is over 10 minutes old.
 */
export type PresenceProof = { password: string } | { code: string } | { emailCode: string };

export type PresenceMethod = 'password' | 'code' | 'emailCode';

/** The change's body with the proof, when there is one. */
export function withProof<T extends object>(body: T, proof: PresenceProof | undefined): T {
  return proof ? { ...body, reauthentication: proof } : body;
}

/** Whether the service refused a change until the member proves they are there. */
export const needsPresenceProof = (error: unknown): boolean =>
  toClientError(error).code === 'reauthentication-required';

/** Whether a refusal is about the proof itself (wrong, or too many tries), which the person can fix where they typed it. */
export const isWrongProof = (error: unknown): boolean =>
  ['invalid-password', 'invalid-second-step-code', 'invalid-verification-code', 'too-many-requests'].includes(
    toClientError(error).code,
  );

/** The ways this member can prove it, the one asked first leading: a password, the app, else the mailbox. */
export function presenceMethods({
  hasPassword,
  twoStep,
}: {
  hasPassword: boolean;
  twoStep: boolean;
}): PresenceMethod[] {
  return [...(hasPassword ? (['password'] as const) : []), ...(twoStep ? (['code'] as const) : []), 'emailCode'];
}
