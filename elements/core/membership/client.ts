import { runtimeConfig } from '../config';
import { createServerCall } from '../server-call';
import { INVALID_TOKEN_CODE, toMembershipError } from './errors';
import type { MembershipSession } from './session';
import { type PresenceProof, withProof } from './presence';
import { type SignInAnswer, SECOND_STEP_HEADER, needsSecondStep } from './second-step';
import type {
  App,
  AuthAnswer,
  BillingPortalParams,
  CheckoutParams,
  Member,
  PasswordlessSignupParams,
  SignupParams,
  SocialProvider,
  Team,
} from './types';

export type MembershipClient = ReturnType<typeof createMembershipClient>;

/**
 * Every membership call the widget makes, typed, answering what the server put in `{ data }` and
 * rejecting with a MembershipError. Sign-ins land in the session; a refused token clears it.
 */
export function createMembershipClient(session: MembershipSession) {
  const call = createServerCall({
    baseUrl: () => runtimeConfig.membershipApiUrl,
    token: () => session.token(),
    headers: (): Record<string, string> => (runtimeConfig.publicKey ? { 'X-API-Key': runtimeConfig.publicKey } : {}),
    envelope: true,
    reword: toMembershipError,
    isRefusedToken: (failure) => failure.code === INVALID_TOKEN_CODE,
    onRefusedToken: () => session.clear(),
  });

  const get = <T>(url: string) => call<T>({ method: 'GET', url });
  const post = <T>(url: string, data?: unknown, params?: Record<string, string>) =>
    call<T>({ method: 'POST', url, data: data ?? {}, params });

  async function signedIn(answer: Promise<AuthAnswer>): Promise<AuthAnswer> {
    const result = await answer;
    session.signIn(result);
    return result;
  }

  /**
   * A password or emailed-code sign-in, offering the second step: a member with two-step on gets a
   * challenge instead of tokens, and nothing is stored until the second step is done.
   */
  async function firstStep(url: string, data: object): Promise<SignInAnswer> {
    const result = await call<SignInAnswer>({ method: 'POST', url, data, headers: SECOND_STEP_HEADER });
    if (!needsSecondStep(result)) session.signIn(result);
    return result;
  }

  async function remembered(answer: Promise<Member>): Promise<Member> {
    const member = await answer;
    session.updateMember(member);
    return member;
  }

  async function withFreshMember<T extends { member: Member }>(answer: Promise<T>): Promise<T> {
    const result = await answer;
    session.updateMember(result.member);
    return result;
  }

  /** The image answers carry no member: the stored one takes the new image. */
  function withProfileImage<T extends { profileImage: string | null }>(answer: T): T {
    const member = session.member();
    if (member) session.updateMember({ ...member, profileImage: answer.profileImage });
    return answer;
  }

  return {
    /**
     * One call of the service, answering its `{ data }`: for calls that live beside the screens
     * loaded only when used (core/membership/sign-in-methods-client.ts), so pages without those
     * screens carry none of their code.
     */
    request: call,
    getApp: () => get<App>('/app'),
    /** The offline development captcha's token (what its widget "solves"); not served in production. */
    getDevCaptchaToken: () => get<{ token: string }>('/dev-captcha/token'),
    getCurrentMember: async () => {
      const token = session.token();
      if (!token) return null;
      const member = await get<Member>('/member');
      // A sign-out or another sign-in while the answer was on its way: the answer is no longer theirs.
      if (session.token() !== token) return session.member();
      session.updateMember(member);
      return member;
    },
    /** A password sign-in for code that cannot ask for a second step: such a member is refused (second-factor-required). */
    login: (email: string, password: string) => signedIn(post('/auth/login', { email, password })),
    /** A password sign-in from a screen or form that shows the second step when the member needs one. */
    startLogin: (email: string, password: string) => firstStep('/auth/login', { email, password }),
    signup: (params: SignupParams) => signedIn(post('/auth/signup', params)),
    signupPasswordless: (params: PasswordlessSignupParams) =>
      signedIn(post('/auth/signup', params, { isPasswordless: 'true' })),
    sendPasswordlessLoginEmail: (email: string) => post<unknown>('/auth/passwordless/login/send', { email }),
    sendPasswordlessSignupEmail: (email: string) => post<unknown>('/auth/passwordless/signup/send', { email }),
    loginPasswordless: (email: string, passwordlessToken: string) =>
      signedIn(post('/auth/passwordless/login', { email, passwordlessToken })),
    /** An emailed-code sign-in that shows the second step when the member needs one. */
    startPasswordlessLogin: (email: string, passwordlessToken: string) =>
      firstStep('/auth/passwordless/login', { email, passwordlessToken }),
    /** Finishes a sign-in that answered a second step, with an authenticator code or a backup code. */
    finishSecondStep: (challenge: string, code: string) => signedIn(post('/auth/second-step', { challenge, code })),
    /** What navigator.credentials.get() needs for a passkey sign-in, as JSON (base64url buffers). */
    passkeyOptions: () => post<{ options: PublicKeyCredentialRequestOptionsJSON }>('/auth/passkey/options'),
    /**
     * Signs in with the browser's assertion (PublicKeyCredential.toJSON()); a passkey that did not
     * verify its user is one factor, and a member with two-step on is asked the second step.
     */
    loginWithPasskey: (credential: unknown) => firstStep('/auth/passkey/login', { credential }),
    sendResetPasswordEmail: (email: string) => post<unknown>('/auth/send-reset-password-email', { email }),
    resetPassword: (params: { token: string; newPassword: string; email?: string }) =>
      post<{ message?: string }>('/auth/reset-password', params),
    logout: async () => {
      try {
        return await post<{ redirect?: string }>('/member/logout');
      } finally {
        // Signed out here whatever the server said: a visitor who asked to leave must not stay.
        session.clear();
      }
    },
    updateMember: (customFields: Record<string, unknown>) => remembered(post<Member>('/member', { customFields })),
    /** A new email needs `proof` when the session's sign-in is over 10 minutes old (needsPresenceProof). */
    updateMemberAuth: (params: { email?: string; oldPassword?: string; newPassword?: string }, proof?: PresenceProof) =>
      remembered(post<Member>('/member-auth', withProof(params, proof))),
    setPassword: (password: string, proof?: PresenceProof) =>
      remembered(post<Member>('/member/set-password', withProof({ password }, proof))),
    /** Mails the member a code that proves they are there (`{ emailCode }`), for one with no password and no authenticator. */
    sendPresenceCode: () => post<unknown>('/member/reauthenticate/send-code'),
    uploadProfileImage: async (image: Blob, fileName = 'profile-image') => {
      const form = new FormData();
      form.append('profileImage', image, fileName);
      return withProfileImage(await post<{ profileImage: string; message: string }>('/member/profile-image', form));
    },
    addFreePlan: (planId: string) =>
      withFreshMember(post<{ member: Member; redirect?: string }>('/member/plans/add', { planId })),
    removeFreePlan: (planId: string) => withFreshMember(post<{ member: Member }>('/member/plans/remove', { planId })),
    createCheckoutSession: (params: CheckoutParams) =>
      post<{ url: string }>('/member/plans/create-checkout-session', params),
    createBillingPortalSession: (params: BillingPortalParams = {}) =>
      post<{ url: string }>('/member/create-billing-portal-session', params),
    /** The single-use ticket (a minute at most) a connect popup's URL carries instead of the member's token. */
    connectTicket: (provider: SocialProvider, proof?: PresenceProof) =>
      post<{ ticket: string; expiresAt: number }>('/auth-provider/connect-ticket', withProof({ provider }, proof)),
    disconnectProvider: (provider: SocialProvider) =>
      post<{ providers: { provider: string }[]; message: string }>('/member/disconnect-provider', { provider }),
    getTeam: (teamId: string) => get<Team>(`/member/team/${encodeURIComponent(teamId)}`),
    joinTeam: (inviteToken: string) => remembered(post<Member>('/member/team/join', { inviteToken })),
    removeTeamMember: (teamId: string, memberId: string) =>
      post<null>('/member/team/remove-member', { teamId, memberId }),
    generateTeamInviteLink: (teamId: string) =>
      post<{ inviteToken: string }>('/member/team/generate-invite-link', { teamId }),
    sendVerificationEmail: () => post<unknown>('/auth/send-email-verification'),
    verifyEmail: (code: string) => remembered(post<Member>('/auth/verify-email', { code })),
    deleteProfileImage: async () =>
      withProfileImage(
        await call<{ profileImage: null; message: string }>({ method: 'DELETE', url: '/member/profile-image' }),
      ),
  };
}
