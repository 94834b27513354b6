/** The shapes the membership service answers inside `{ data }`, as far as the widget reads them. */
export interface MemberAuth {
  email: string;
  hasPassword?: boolean;
  providers?: { provider: string }[];
}

export interface MemberPlanConnection {
  id: string;
  planId: string;
  active: boolean;
  status: string;
  type: string;
  [field: string]: unknown;
}

export interface Member {
  id: string;
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

export type App = Record<string, unknown> & { id: string; name?: string };

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

export type Team = Record<string, unknown> & { id: string };
