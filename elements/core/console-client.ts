import type {
  ConsoleMemberDetail,
  ConsoleMemberMode,
  ConsoleMemberPage,
  ConsoleOwnerList,
  ConsolePlan,
  ConsoleSession,
  ConsoleSignedOut,
  OwnerInvitation,
  OwnerInvitationPreview,
} from '../../contract/console-answers';
import type {
  ConsolePasskeyList,
  OwnerAccountChange,
  OwnerProof,
  OwnerReenrolment,
} from '../../contract/console-account-answers';
import type { ActivityPeriod, ConsoleActivity } from '../../contract/console-activity-answers';
import type {
  AuditFilter,
  ConsoleAuditPage,
  ConsoleNewSecretKey,
  ConsoleSecretKeyList,
} from '../../contract/console-audit-answers';
import type {
  ConsoleAppSettings,
  ConsoleCustomField,
  ConsolePlanDraft,
  ConsoleProvider,
  AppOptionsChange,
  ModeOptionsChange,
} from '../../contract/console-app-settings';
import type {
  ConsoleBlockedWords,
  ConsoleComment,
  ConsoleCommentBan,
  ConsoleCommentChannel,
  ConsoleCommentChannelPage,
  ConsoleCommentDeletion,
  ConsoleCommentPage,
} from '../../contract/console-comment-answers';
import type { ChannelAccess } from '../../contract/comment-answers';
import type { ImportPreview, ImportReport, RecentImports } from '../../contract/console-import-answers';
import type { Passkey, TwoStepEnrolment } from '../../contract/membership-answers';
import { runtimeConfig } from './config';
import { createServerCall } from './server-call';

/** The code the console answers when no owner is signed in (or the session ended). */
export const OWNER_SIGN_IN_REQUIRED = 'owner-sign-in-required';
/**
 * The code of a sensitive change (keys, owners, the owner's own ways in) from a session signed in
 * more than 10 minutes ago: sent again with `reauthentication` (an OwnerProof), it goes ahead.
 */
export const REAUTHENTICATION_REQUIRED = 'reauthentication-required';

/** What the members list asks for: the admin list's filters, by mode, one page at a time. */
export interface MemberListQuery {
  mode: ConsoleMemberMode;
  search?: string;
  planId?: string;
  verified?: boolean;
  /** Whole UTC days, `YYYY-MM-DD`, both included. */
  createdFrom?: string;
  createdTo?: string;
  order: 'ASC' | 'DESC';
  first?: number;
  /** The previous page's `endCursor`. */
  after?: number;
}

const signInRequiredListeners = new Set<() => void>();

/**
 * Called when the console refused the owner's session (it expired, idled out or was ended
 * elsewhere): the console shows its sign-in again. Nothing of a member's session is touched.
 */
export function onOwnerSignInRequired(listener: () => void): () => void {
  signInRequiredListeners.add(listener);
  return () => signInRequiredListeners.delete(listener);
}

const call = createServerCall({
  baseUrl: () => `${runtimeConfig.membershipApiUrl}/console`,
  // The owner's session is an HttpOnly cookie scoped to /membership/console: the page never sees it.
  withCredentials: true,
  envelope: true,
  isRefusedToken: (failure) => failure.code === OWNER_SIGN_IN_REQUIRED,
  onRefusedToken: () => {
    for (const listener of signInRequiredListeners) listener();
  },
});

const CSV = { 'Content-Type': 'text/csv' };
/** An import writes its rows before it answers: 10,000 take seconds, 100,000 may take a few minutes. */
const IMPORT_TIMEOUT_MS = 10 * 60_000;
const post = <T>(url: string, data: unknown = {}) => call<T>({ method: 'POST', url, data });
const memberPath = (id: string, action = '') => `/members/${encodeURIComponent(id)}${action}`;
const passkeyPath = (id: string) => `/passkeys/${encodeURIComponent(id)}`;
const commentPath = (id: string, action = '') => `/comments/${encodeURIComponent(id)}${action}`;
const commentBanPath = (memberId: string) => `/comments/bans/${encodeURIComponent(memberId)}`;
/** A sensitive change's proof that the owner is there, in its body; nothing without one. */
const proven = (proof: OwnerProof | undefined) => (proof ? { reauthentication: proof } : {});
/** A DELETE: no body unless it carries the proof. */
const remove = <T>(url: string, proof: OwnerProof | undefined) =>
  call<T>({ method: 'DELETE', url, data: proof ? proven(proof) : undefined });

/** The query string of a list or its export: only what is set. */
export function memberListParams(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}

/**
 * Every call the console's pages make, on the one call path, answering what the server put in
 * `{ data }` and rejecting with a ClientError (its message is for a person).
 */
export const consoleClient = {
  session: (signal?: AbortSignal) => call<ConsoleSession>({ method: 'GET', url: '/session', signal }),
  signIn: (email: string, password: string) => post<ConsoleSession>('/sign-in', { email, password }),
  secondStep: (code: string) => post<ConsoleSession>('/second-step', { code }),
  sendSignInCode: (email: string) => post<{ sent: boolean }>('/sign-in/code', { email }),
  verifySignInCode: (email: string, code: string) => post<ConsoleSession>('/sign-in/code/verify', { email, code }),
  setPassword: (password: string) => post<ConsoleSession>('/setup/password', { password }),
  startTwoStep: () => post<TwoStepEnrolment>('/setup/two-step/enrol'),
  confirmTwoStep: (code: string) => post<ConsoleSession>('/setup/two-step/confirm', { code }),
  signOut: () => post<{ signedOut: boolean }>('/sign-out'),
  /** An invitation link's token: who it invites, to which app, until when. */
  previewInvitation: (token: string) => post<OwnerInvitationPreview>('/invitations/preview', { token }),
  /** Accepts it with the invitee's password: a session at setup (the authenticator is next). */
  acceptInvitation: (token: string, password: string) =>
    post<ConsoleSession>('/invitations/accept', { token, password }),
  passkeySignInOptions: () => post<{ options: PublicKeyCredentialRequestOptionsJSON }>('/sign-in/passkey/options'),
  /** A passkey is both steps: the answer is a signed-in session. */
  signInWithPasskey: (credential: unknown) => post<ConsoleSession>('/sign-in/passkey', { credential }),

  passkeys: (signal?: AbortSignal) => call<ConsolePasskeyList>({ method: 'GET', url: '/passkeys', signal }),
  // The sensitive changes below take the proof a 403 reauthentication-required asks for.
  passkeyCreationOptions: (proof?: OwnerProof) =>
    post<{ options: PublicKeyCredentialCreationOptionsJSON }>('/passkeys/options', proven(proof)),
  addPasskey: (credential: unknown, name: string, proof?: OwnerProof) =>
    post<{ passkey: Passkey }>('/passkeys', { credential, name, ...proven(proof) }),
  renamePasskey: (id: string, name: string) =>
    call<{ passkey: Passkey }>({ method: 'PATCH', url: passkeyPath(id), data: { name } }),
  deletePasskey: (id: string, proof?: OwnerProof) => remove<{ id: string; deleted: boolean }>(passkeyPath(id), proof),
  changePassword: (currentPassword: string, newPassword: string) =>
    post<OwnerAccountChange>('/account/password', { currentPassword, newPassword }),
  /** A new authenticator, once the current password or code proves the owner; the current one works until confirmed. */
  startReenrolment: (proof: OwnerProof) => post<OwnerReenrolment>('/account/two-step/enrol', proof),
  confirmReenrolment: (enrolment: string, code: string, proof?: OwnerProof) =>
    post<OwnerAccountChange>('/account/two-step/confirm', { enrolment, code, ...proven(proof) }),

  plans: (signal?: AbortSignal) => call<ConsolePlan[]>({ method: 'GET', url: '/plans', signal }),
  members: (query: MemberListQuery, signal?: AbortSignal) =>
    call<ConsoleMemberPage>({ method: 'GET', url: `/members?${memberListParams(query)}`, signal }),
  member: (id: string, signal?: AbortSignal) =>
    call<ConsoleMemberDetail>({ method: 'GET', url: memberPath(id), signal }),
  signOutEverywhere: (id: string) => post<ConsoleSignedOut>(memberPath(id, '/sign-out-everywhere')),
  verifyEmail: (id: string) => post<ConsoleMemberDetail>(memberPath(id, '/verify-email')),
  sendResetCode: (id: string) => post<{ sent: boolean }>(memberPath(id, '/send-reset-code')),
  addPlan: (id: string, planId: string) => post<ConsoleMemberDetail>(memberPath(id, '/add-plan'), { planId }),
  removePlan: (id: string, planId: string) => post<ConsoleMemberDetail>(memberPath(id, '/remove-plan'), { planId }),
  deleteMember: (id: string, confirmEmail: string) =>
    call<{ id: string; deleted: boolean }>({ method: 'DELETE', url: memberPath(id), data: { confirmEmail } }),

  activity: (query: { mode: ConsoleMemberMode; days: ActivityPeriod }, signal?: AbortSignal) =>
    call<ConsoleActivity>({ method: 'GET', url: `/activity?${memberListParams(query)}`, signal }),
  secretKeys: (signal?: AbortSignal) => call<ConsoleSecretKeyList>({ method: 'GET', url: '/keys', signal }),
  createSecretKey: (name: string, mode: ConsoleMemberMode, proof?: OwnerProof) =>
    post<ConsoleNewSecretKey>('/keys', { name, mode, ...proven(proof) }),
  revokeSecretKey: (id: string, proof?: OwnerProof) =>
    remove<{ id: string; revoked: boolean }>(`/keys/${encodeURIComponent(id)}`, proof),
  owners: (signal?: AbortSignal) => call<ConsoleOwnerList>({ method: 'GET', url: '/owners', signal }),
  removeOwner: (id: string, proof?: OwnerProof) =>
    remove<{ id: string; removed: boolean }>(`/owners/${encodeURIComponent(id)}`, proof),
  invitations: (signal?: AbortSignal) =>
    call<{ invitations: OwnerInvitation[] }>({ method: 'GET', url: '/invitations', signal }),
  inviteOwner: (email: string, proof?: OwnerProof) =>
    post<OwnerInvitation>('/invitations', { email, ...proven(proof) }),
  revokeInvitation: (id: string, proof?: OwnerProof) =>
    remove<{ id: string; revoked: boolean }>(`/invitations/${encodeURIComponent(id)}`, proof),
  appSettings: (signal?: AbortSignal) => call<ConsoleAppSettings>({ method: 'GET', url: '/app-settings', signal }),
  changeAppOptions: (change: AppOptionsChange) =>
    call<ConsoleAppSettings>({ method: 'PATCH', url: '/app-settings', data: change }),
  changeModeOptions: (mode: ConsoleMemberMode, change: ModeOptionsChange) =>
    call<ConsoleAppSettings>({ method: 'PATCH', url: `/app-settings/modes/${mode}`, data: change }),
  saveCustomFields: (fields: ConsoleCustomField[]) =>
    call<ConsoleAppSettings>({ method: 'PUT', url: '/app-settings/custom-fields', data: { fields } }),
  saveProviders: (providers: Pick<ConsoleProvider, 'provider' | 'enabled'>[]) =>
    call<ConsoleAppSettings>({ method: 'PUT', url: '/app-settings/providers', data: { providers } }),
  createPlan: (plan: ConsolePlanDraft) => post<ConsoleAppSettings>('/app-settings/plans', plan),
  updatePlan: (id: string, plan: ConsolePlanDraft) =>
    call<ConsoleAppSettings>({ method: 'PUT', url: `/app-settings/plans/${encodeURIComponent(id)}`, data: plan }),
  setPlanStatus: (id: string, status: 'ACTIVE' | 'INACTIVE') =>
    post<ConsoleAppSettings>(`/app-settings/plans/${encodeURIComponent(id)}/status`, { status }),
  /** The file is sent as it is (text/csv); the commit sends the same file with the preview's id. */
  previewImport: (file: Blob, mode: ConsoleMemberMode) =>
    call<ImportPreview>({
      method: 'POST',
      url: `/members/import/preview?${memberListParams({ mode })}`,
      data: file,
      headers: CSV,
      timeout: IMPORT_TIMEOUT_MS,
    }),
  /** The file's name goes along, for the kept report's place among the recent imports. */
  commitImport: (file: File, mode: ConsoleMemberMode, previewId: string) =>
    call<ImportReport>({
      method: 'POST',
      url: `/members/import/commit?${memberListParams({ mode, previewId, fileName: file.name.slice(0, 255) })}`,
      data: file,
      headers: CSV,
      timeout: IMPORT_TIMEOUT_MS,
    }),
  recentImports: (signal?: AbortSignal) => call<RecentImports>({ method: 'GET', url: '/member-imports', signal }),
  commentChannels: (query: CommentChannelQuery, signal?: AbortSignal) =>
    call<ConsoleCommentChannelPage>({ method: 'GET', url: `/comments/channels?${memberListParams(query)}`, signal }),
  comments: (query: CommentListQuery, signal?: AbortSignal) =>
    call<ConsoleCommentPage>({ method: 'GET', url: `/comments?${memberListParams(query)}`, signal }),
  hideComment: (id: string) => post<ConsoleComment>(commentPath(id, '/hide')),
  restoreComment: (id: string) => post<ConsoleComment>(commentPath(id, '/restore')),
  deleteComment: (id: string) => call<ConsoleCommentDeletion>({ method: 'DELETE', url: commentPath(id) }),
  banFromComments: (memberId: string) => call<ConsoleCommentBan>({ method: 'PUT', url: commentBanPath(memberId) }),
  unbanFromComments: (memberId: string) => call<ConsoleCommentBan>({ method: 'DELETE', url: commentBanPath(memberId) }),
  changeCommentChannel: (id: string, settings: CommentChannelSettings) =>
    call<ConsoleCommentChannel>({
      method: 'PATCH',
      url: `/comments/channels/${encodeURIComponent(id)}`,
      data: settings,
    }),
  blockedWords: (signal?: AbortSignal) =>
    call<ConsoleBlockedWords>({ method: 'GET', url: '/comments/blocked-words', signal }),
  saveBlockedWords: (words: string[]) =>
    call<ConsoleBlockedWords>({ method: 'PUT', url: '/comments/blocked-words', data: { words } }),
  auditPage: (query: AuditFilter & { after?: string; first?: number }, signal?: AbortSignal) =>
    call<ConsoleAuditPage>({ method: 'GET', url: `/audit?${memberListParams(query)}`, signal }),
};

/** One mode's comment channels, by key, a page at a time (`after`: the previous page's endCursor). */
export interface CommentChannelQuery {
  mode: ConsoleMemberMode;
  after?: string;
  limit?: number;
}

/** One mode's posts and replies (or one channel's), the most reported first, then the newest. */
export interface CommentListQuery {
  mode: ConsoleMemberMode;
  channelId?: string;
  after?: string;
  limit?: number;
}

/** Who may post in a channel, and whether the owners' replies are marked as theirs. */
export interface CommentChannelSettings {
  access?: ChannelAccess;
  ownerRepliesMarked?: boolean;
}

/** Where the browser downloads the filtered audit log as CSV (a plain link: the cookie goes with it). */
export function auditExportUrl(query: AuditFilter): string {
  return `${runtimeConfig.membershipApiUrl}/console/audit.csv?${memberListParams(query)}`;
}

/** Where the browser downloads a kept import's report as CSV (a plain link: the cookie goes with it). */
export function importReportCsvUrl(id: string): string {
  return `${runtimeConfig.membershipApiUrl}/console/member-imports/${encodeURIComponent(id)}/report.csv`;
}

/** Where the browser downloads the filtered list as CSV (a plain link: the cookie goes with it). */
export function memberExportUrl(query: Omit<MemberListQuery, 'first' | 'after'>): string {
  return `${runtimeConfig.membershipApiUrl}/console/members/export.csv?${memberListParams(query)}`;
}
