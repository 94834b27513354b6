import type {
  App,
  CustomFieldSetting,
  Member,
  MemberAuth,
  MemberPlanConnection,
  PlanSetting,
  PriceSetting,
} from './membership-answers';

/**
 * Whole answers for tests, each field at its empty or neutral value, so that a test names only the
 * fields it is about and a field added to the contract is added here once.
 */

export const anAuth = (overrides: Partial<MemberAuth> = {}): MemberAuth => ({
  email: 'ada@example.com',
  hasPassword: false,
  providers: [],
  ...overrides,
});

export const aMember = (overrides: Partial<Member> = {}): Member => ({
  id: 'mem_1',
  verified: false,
  profileImage: null,
  auth: anAuth(),
  loginRedirect: '/',
  stripeCustomerId: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  metaData: {},
  customFields: {},
  permissions: [],
  planConnections: [],
  teams: { ownedTeams: [], joinedTeams: [] },
  ...overrides,
});

/** An active FREE connection unless told otherwise. */
export const aPlanConnection = (overrides: Partial<MemberPlanConnection> = {}): MemberPlanConnection => ({
  id: 'con_1',
  planId: 'pln_1',
  active: true,
  status: 'ACTIVE',
  type: 'FREE',
  payment: null,
  ...overrides,
});

/** A price in US dollars with no interval (so read as once) unless told otherwise. */
export const aPrice = (overrides: Partial<PriceSetting> = {}): PriceSetting => ({
  id: 'prc_1',
  name: null,
  type: 'SUBSCRIPTION',
  status: 'ACTIVE',
  amount: 0,
  currency: 'usd',
  interval: { type: null, count: null },
  ...overrides,
});

/** A free plan (no prices) unless told otherwise. */
export const aPlan = (overrides: Partial<PlanSetting> = {}): PlanSetting => ({
  id: 'pln_1',
  name: 'Plan',
  description: null,
  priority: null,
  status: 'ACTIVE',
  signupSurface: null,
  prices: [],
  ...overrides,
});

export const aCustomField = (overrides: Partial<CustomFieldSetting> = {}): CustomFieldSetting => ({
  key: 'field',
  label: 'Field',
  order: 0,
  hidden: false,
  visibility: 'PUBLIC',
  restrictToAdmin: false,
  ...overrides,
});

/** A live app with nothing configured unless told otherwise. */
export const anApp = (overrides: Partial<App> = {}): App => ({
  id: 'app_1',
  name: 'App',
  mode: 'live',
  plans: [],
  contentGroups: [],
  customFields: [],
  allowMemberSelfDelete: false,
  captchaRequired: false,
  captcha: { provider: 'development', siteKey: null },
  authProviders: [],
  additionalAuthMethods: { passwordless: { enabled: false, isDefault: false } },
  passwordlessMode: false,
  requireEmailVerification: false,
  ssoSignupButtonURL: null,
  isPaid: false,
  allowedOrigins: [],
  redirects: { afterLogin: null, afterSignup: null, afterLogout: null },
  branding: { logo: null, colors: { lightMode: { primaryButton: 'rgb(41, 98, 255)' } } },
  ...overrides,
});
