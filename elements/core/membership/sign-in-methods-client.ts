import type { BackupCodesAnswer, Passkey, TwoStepEnrolment, TwoStepStatus } from '../../../contract/membership-answers';
import type { MembershipClient } from './client';
import { type PresenceProof, withProof } from './presence';

/** What POST /member/passkeys answers: the new passkey; every other session of the member has ended. */
export interface PasskeyAdded {
  passkey: Passkey;
  otherSessionsEnded: boolean;
}

const passkeyPath = (id: string) => `/member/passkeys/${encodeURIComponent(id)}`;

/**
 * The signed-in member's passkeys and two-step sign-in, on the widget's one client (its session,
 * its errors). Kept apart from the client so that only the screens that manage them load them.
 */
export function signInMethodsClient({ request }: Pick<MembershipClient, 'request'>) {
  const post = <T>(url: string, data: unknown = {}) => request<T>({ method: 'POST', url, data });
  return {
    twoStepStatus: () => request<TwoStepStatus>({ method: 'GET', url: '/member/two-step' }),
    /** A new secret, pending until a first code from the authenticator app confirms it. */
    startTwoStep: (proof?: PresenceProof) => post<TwoStepEnrolment>('/member/two-step/enrol', withProof({}, proof)),
    confirmTwoStep: (code: string) => post<BackupCodesAnswer>('/member/two-step/confirm', { code }),
    /** `code`: a current authenticator code or an unused backup code, here and for turning it off. */
    regenerateBackupCodes: (code: string) => post<BackupCodesAnswer>('/member/two-step/backup-codes', { code }),
    turnOffTwoStep: (code: string) => post<TwoStepStatus>('/member/two-step/off', { code }),
    listPasskeys: () => request<Passkey[]>({ method: 'GET', url: '/member/passkeys' }),
    /** The options for navigator.credentials.create(), as JSON (binary fields in base64url). */
    passkeyCreationOptions: (proof?: PresenceProof) =>
      post<{ options: PublicKeyCredentialCreationOptionsJSON }>('/member/passkeys/options', withProof({}, proof)),
    /** `credential`: the new PublicKeyCredential as its toJSON() gives it; with no `name` the server names it. */
    addPasskey: (credential: unknown, name: string) =>
      post<PasskeyAdded>('/member/passkeys', { credential, name: name || undefined }),
    renamePasskey: (id: string, name: string) =>
      request<Passkey>({ method: 'PATCH', url: passkeyPath(id), data: { name } }),
    /** Answers the passkeys left. */
    deletePasskey: (id: string) => request<Passkey[]>({ method: 'DELETE', url: passkeyPath(id) }),
  };
}

export type SignInMethodsClient = ReturnType<typeof signInMethodsClient>;
