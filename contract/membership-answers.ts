/**
 * The membership service's answers (`/membership/...`, inside `{ data }`), as the server builds them
 * and the widget reads them. Field names and meanings are Memberstack's (@memberstack/dom's
 * `Payload.Transforms`), so its SDK reads them too; where Memberstack's typings say a value is never
 * null but its service answers null (an unset image, a member without Stripe), these say null.
 * Fields marked "Ours" are additions the SDK ignores.
 */

export type SocialProvider = 'google' | 'facebook' | 'linkedin' | 'dribbble' | 'spotify' | 'github';
export type TeamRole = 'OWNER' | 'MEMBER';
export type PlanConnectionType = 'FREE' | 'SUBSCRIPTION' | 'ONETIME';
/** ACTIVE, TRIALING and PAST_DUE are active; the others are not. */
export type PlanConnectionStatus =
  | 'ACTIVE'
  | 'TRIALING'
  | 'PAST_DUE'
  | 'UNPAID'
  | 'CANCELED'
  | 'INCOMPLETE'
  | 'REQUIRES_PAYMENT';
export type CustomFieldVisibility = 'PUBLIC' | 'PRIVATE' | 'MEMBERS';
export type ContentGroupUrlFilter = 'EQUALS' | 'STARTS' | 'CONTAINS' | 'ENDS';
export type CaptchaProvider = 'hcaptcha' | 'turnstile' | 'development';

export interface MemberAuth {
  email: string;
  hasPassword: boolean;
  providers: { provider: string }[];
}

/** A paid connection's billing, as Memberstack gives it: amounts in units, dates in Unix seconds. */
export interface PlanConnectionPayment {
  amount: number;
  currency: string;
  status: PlanConnectionStatus;
  lastBillingDate: number | null;
  nextBillingDate: number | null;
  /** Set while it cancels at the period's end (that end), and once it ended (when). */
  cancelAtDate: number | null;
  priceId: string | null;
}

export interface MemberPlanConnection {
  id: string;
  planId: string;
  /** True for ACTIVE, TRIALING and PAST_DUE. */
  active: boolean;
  status: PlanConnectionStatus;
  type: PlanConnectionType;
  /** Null for a FREE plan. */
  payment: PlanConnectionPayment | null;
}

/** Ours: a team the member owns or has joined. */
export interface MemberTeamEntry {
  teamId: string;
  name: string;
  planId: string | null;
  planName: string | null;
}

export interface Member {
  id: string;
  verified: boolean;
  profileImage: string | null;
  auth: MemberAuth;
  loginRedirect: string;
  stripeCustomerId: string | null;
  /** ISO-8601. */
  createdAt: string;
  metaData: Record<string, unknown>;
  /** Every custom field, private and hidden ones too: a member is only ever answered to itself. */
  customFields: Record<string, unknown>;
  /** The product's permission flags the member holds (cnfg_basic, ...), for gated content. */
  permissions: string[];
  planConnections: MemberPlanConnection[];
  /** Ours. */
  teams: { ownedTeams: MemberTeamEntry[]; joinedTeams: MemberTeamEntry[] };
}

export interface MemberTokens {
  accessToken: string;
  /** When the session ends, in milliseconds since the epoch. */
  expires: number;
  type: 'bearer';
}

export interface ContentGroup {
  id: string;
  name: string;
  key: string;
  allowAllMembers: boolean;
  redirect: string;
  urls: { url: string; filter: ContentGroupUrlFilter }[];
  plans: { id: string }[];
  /** Only where a member is known (login and signup answers, GET /app-member). */
  activeMemberHasAccess?: boolean;
}

/** What login and signup answer. */
export interface AuthAnswer {
  member: Member;
  tokens: MemberTokens;
  redirect: string;
  contentGroups: ContentGroup[];
}

/**
 * Ours: what a password or emailed-code sign-in answers instead of AuthAnswer when the member has
 * two-step on and the client sent `X-Chainforge-Second-Step: 1`. `POST /auth/second-step
 * { challenge, code }` then answers the AuthAnswer. The challenge lasts until `expiresAt` (ms since
 * the epoch) and takes 5 codes.
 */
export interface SecondStepRequired {
  secondStep: { challenge: string; expiresAt: number; methods: ('totp' | 'backup-code')[] };
}

/** Ours: GET /member/two-step. `pending`: enrolment started, not yet confirmed by a first code. */
export interface TwoStepStatus {
  enabled: boolean;
  pending: boolean;
  backupCodesLeft: number;
}

/** Ours: POST /member/two-step/enrol. The secret in base32, the otpauth:// URI, and that URI as a QR code (SVG markup). */
export interface TwoStepEnrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

/**
 * Ours: confirming two-step and regenerating backup codes answer the 10 new codes, shown once.
 * `otherSessionsEnded`: every session but the caller's was signed out (turning two-step on does).
 */
export interface BackupCodesAnswer {
  backupCodes: string[];
  otherSessionsEnded: boolean;
}

/** Ours: a member's passkey as GET /member/passkeys lists it. Instants ISO-8601. */
export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** 'multiDevice': synced (iCloud Keychain, Google Password Manager); 'singleDevice': a security key. */
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
}

export interface CustomFieldSetting {
  key: string;
  label: string;
  order: number;
  hidden: boolean;
  visibility: CustomFieldVisibility;
  restrictToAdmin: boolean;
}

export interface AuthProviderSetting {
  provider: SocialProvider;
  name: string;
  icon: string | null;
  order: number;
}

/** Money in currency units (9.99), not cents. */
export interface PriceSetting {
  id: string;
  name: string | null;
  type: 'SUBSCRIPTION' | 'ONETIME';
  status: 'ACTIVE' | 'INACTIVE';
  amount: number;
  currency: string;
  interval: { type: 'DAYS' | 'WEEKS' | 'MONTHS' | 'YEARS' | null; count: number | null };
}

/** A free plan is one without prices. */
export interface PlanSetting {
  id: string;
  name: string;
  description: string | null;
  priority: number | null;
  status: 'ACTIVE' | 'INACTIVE';
  /** Ours: which signup offers the plan, the login modal's (`login`) or the signup modal's (`signup`). */
  signupSurface: 'login' | 'signup' | null;
  /** Only the active prices. */
  prices: PriceSetting[];
}

/** The app's settings (GET /app, GET /app-member). */
export interface App {
  id: string;
  name: string;
  mode: 'sandbox' | 'live';
  plans: PlanSetting[];
  contentGroups: ContentGroup[];
  customFields: CustomFieldSetting[];
  allowMemberSelfDelete: boolean;
  captchaRequired: boolean;
  /** Ours: what the captcha widget renders with (development: GET /dev-captcha/token gives a token). */
  captcha: { provider: CaptchaProvider; siteKey: string | null };
  authProviders: AuthProviderSetting[];
  additionalAuthMethods: { passwordless: { enabled: boolean; isDefault: boolean } };
  /** Ours: the login modal opens in passwordless mode when passwordless is the default. */
  passwordlessMode: boolean;
  /** Ours. */
  requireEmailVerification: boolean;
  ssoSignupButtonURL: string | null;
  isPaid: boolean;
  /** Ours: the origins the app's pages live on, where a no-code redirect may lead (origin-patterns.ts). */
  allowedOrigins: string[];
  /**
   * Ours: where no-code login and signup forms and the logout action go when the page names no
   * `data-ms-redirect` (the console's App settings); null: they stay on the page.
   */
  redirects: { afterLogin: string | null; afterSignup: string | null; afterLogout: string | null };
  branding: { logo: string | null; colors: { lightMode: { primaryButton: string; [color: string]: unknown } } };
}

export interface TeamSeat {
  role: TeamRole;
  member: { id: string; auth: { email: string }; profileImage: string | null };
}

/** The invite token is a key to a seat: only owners (who share it) see it; other members get null. */
export interface Team {
  id: string;
  /** Ours. */
  name: string;
  inviteToken: string | null;
  maxTeamMembers: number;
  plan: { teamAccountInviteSignupLink: string; teamAccountUpgradeLink: string };
  members: TeamSeat[];
}

/** A plan connection as the admin API answers it: `@memberstack/admin` reads the plan's name too. */
export interface AdminPlanConnection extends MemberPlanConnection {
  planName: string;
}

/**
 * A member as the admin API (`/membership/admin/`, a secret key) answers it: `@memberstack/admin`'s
 * Member, which is the member view plus what only the app reads.
 */
export interface AdminMember extends Omit<Member, 'planConnections'> {
  /** The member's JSON store (what /member/json reads and writes). */
  json: Record<string, unknown>;
  /** When the member last signed in, ISO-8601; null: never. */
  lastLogin: string | null;
  planConnections: AdminPlanConnection[];
}

/**
 * GET /admin/members answers this whole object (no `{ data }` around it), as Memberstack's
 * admin API does: `endCursor` is a number and never null (the last member's place, or the
 * cursor asked with when the page is empty); walk on while `hasNextPage`.
 */
export interface AdminMemberPage {
  data: AdminMember[];
  /** Every member the list's filters match, not only those after the cursor. */
  totalCount: number;
  endCursor: number;
  hasNextPage: boolean;
}

/** What DELETE /admin/members/:id answers inside `{ data }`. */
export interface AdminDeletedMember {
  id: string;
}

/** A secret key as it is listed: never the key itself, which is shown once, when it is made. */
export interface SecretKeySummary {
  id: string;
  name: string;
  mode: 'test' | 'live';
  /** The key's last four characters, to tell keys apart. */
  lastFour: string;
  createdAt: string;
  revokedAt: string | null;
}
