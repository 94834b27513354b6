/** The shapes the membership service answers inside `{ data }`, as far as the widget reads them. */
export interface MemberAuth {
  email: string;
  hasPassword?: boolean;
  providers?: { provider: string }[];
}

/** A paid connection's billing, as Memberstack gives it: amounts in units, dates in Unix seconds. */
export interface PlanConnectionPayment {
  amount: number;
  currency: string;
  status: string;
  lastBillingDate: number | null;
  nextBillingDate: number | null;
  /** Set while it cancels at the period's end (that end), and once it ended (when). */
  cancelAtDate: number | null;
  priceId: string | null;
}

export interface MemberPlanConnection {
  id: string;
  planId: string;
  /** True for ACTIVE, TRIALING and PAST_DUE; false for UNPAID and CANCELED. */
  active: boolean;
  /** ACTIVE, TRIALING, PAST_DUE, UNPAID or CANCELED. */
  status: string;
  /** FREE, SUBSCRIPTION or ONETIME. */
  type: string;
  /** Null for a FREE plan. */
  payment?: PlanConnectionPayment | null;
  [field: string]: unknown;
}

export interface MemberTeamEntry {
  teamId: string;
  planName?: string | null;
  [field: string]: unknown;
}

export interface Member {
  id: string;
  createdAt?: string;
  teams?: { ownedTeams?: MemberTeamEntry[]; joinedTeams?: MemberTeamEntry[] };
  auth: MemberAuth;
  verified?: boolean;
  profileImage?: string | null;
  customFields: Record<string, unknown>;
  metaData?: Record<string, unknown>;
  planConnections?: MemberPlanConnection[];
  stripeCustomerId?: string | null;
  [field: string]: unknown;
}

export interface MemberTokens {
  accessToken: string;
  /** When the session ends, in milliseconds since the epoch. */
  expires: number;
  type: 'bearer';
}

export interface AuthAnswer {
  member: Member;
  tokens: MemberTokens;
  redirect?: string;
}

export interface CustomFieldSetting {
  key: string;
  label: string;
  order?: number;
  hidden?: boolean;
  visibility?: string;
}

export interface AuthProviderSetting {
  provider: SocialProvider;
  name: string;
  icon?: string | null;
  order?: number;
}

export interface PriceSetting {
  id: string;
  name: string;
  type?: string;
  amount: number;
  currency: string;
  interval?: { type: string; count: number } | null;
}

export interface PlanSetting {
  id: string;
  name: string;
  priority?: number;
  prices?: PriceSetting[];
  /** Which signup offers the plan: the login modal's (`login`) or the signup modal's (`signup`). */
  signupSurface?: string | null;
}

export type CaptchaProvider = 'hcaptcha' | 'turnstile' | 'development';

/** The app's settings (GET /app) as far as the widget reads them. */
export interface App {
  id: string;
  name?: string;
  mode?: 'sandbox' | 'live';
  customFields?: CustomFieldSetting[];
  authProviders?: AuthProviderSetting[];
  additionalAuthMethods?: { passwordless?: { enabled?: boolean; isDefault?: boolean } };
  passwordlessMode?: boolean;
  captchaRequired?: boolean;
  captcha?: { provider: CaptchaProvider; siteKey: string | null } | null;
  ssoSignupButtonURL?: string | null;
  branding?: { logo?: string | null; colors?: { lightMode?: { primaryButton?: string } } };
  plans?: PlanSetting[];
  /** Ours: the origins the app's pages live on, where a no-code redirect may lead (origin-patterns.ts). */
  allowedOrigins?: string[];
  [setting: string]: unknown;
}

export interface SignupParams {
  email: string;
  password?: string;
  customFields?: Record<string, unknown>;
  metaData?: Record<string, unknown>;
  plans?: { planId: string }[];
  captchaToken?: string;
  inviteToken?: string;
}

export interface PasswordlessSignupParams extends Omit<SignupParams, 'password'> {
  passwordlessToken: string;
}

export interface CheckoutParams {
  priceId: string;
  couponId?: string;
  success_url?: string;
  cancel_url?: string;
  origin_url?: string;
}

export interface BillingPortalParams {
  return_url?: string;
  origin_url?: string;
  priceIds?: string[];
}

export type SocialProvider = 'google' | 'facebook' | 'linkedin' | 'dribbble' | 'spotify' | 'github';

export type TeamRole = 'OWNER' | 'MEMBER' | (string & {});

export interface TeamSeat {
  role: TeamRole;
  member: { id: string; auth: { email: string }; profileImage?: string | null };
}

export interface Team {
  id: string;
  name?: string;
  inviteToken: string | null;
  maxTeamMembers: number;
  plan?: { teamAccountInviteSignupLink?: string | null; teamAccountUpgradeLink?: string | null };
  members: TeamSeat[];
}
