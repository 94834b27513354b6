/** The membership service's answers are the shared contract's; the requests below are the widget's own. */
export type {
  App,
  AuthAnswer,
  AuthProviderSetting,
  CaptchaProvider,
  ContentGroup,
  CustomFieldSetting,
  Member,
  MemberAuth,
  MemberPlanConnection,
  MemberTeamEntry,
  MemberTokens,
  PlanConnectionPayment,
  PlanConnectionStatus,
  PlanConnectionType,
  PlanSetting,
  PriceSetting,
  SocialProvider,
  Team,
  TeamRole,
  TeamSeat,
} from '../../../contract/membership-answers';

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
