/**
 * The membership service's tables (migration 0003), as Kysely sees them. The conventions of
 * schema.ts hold, plus: booleans are integer 0/1 (`Flag`) and JSON values are text, so both
 * engines answer them alike; read JSON through parseJsonObject/parseJsonArray (json-columns.ts).
 */
import type { ColumnType, Generated } from 'kysely';
import type {
  CustomFieldVisibility,
  PlanConnectionStatus,
  PlanConnectionType,
  SocialProvider as AuthProviderName,
  TeamRole,
} from '../../contract/membership-answers.ts';
import type { HashedCredentialTable } from './schema-credentials.ts';

export type Flag = 0 | 1;
export type MemberMode = 'test' | 'live';
export type CodePurpose = 'reset' | 'passwordless' | 'verification';
/** The values the service answers as they are stored are the contract's (membership-answers.ts). */
export type { AuthProviderName, CustomFieldVisibility, PlanConnectionStatus, PlanConnectionType, TeamRole };

/** Columns 0003 added to `members`: every member row is also a membership member of one app and mode. */
export interface MemberMembershipColumns {
  /** Null only for rows from before 0003 until the membership seed attaches them. */
  app_id: string | null;
  mode: MemberMode | null;
  /** argon2id PHC string; null for members who sign in only by code or provider. */
  password_hash: string | null;
  verified: Generated<Flag>;
  /** JSON object, custom field key to text. */
  custom_fields: Generated<string>;
  /** JSON object set at signup (metaData). */
  meta_data: Generated<string>;
  /** JSON the member reads and writes through /member/json. */
  member_json: Generated<string>;
  profile_image: string | null;
  stripe_customer_id: string | null;
  /**
   * The member's place in the order members were made (0014): the admin API's list cursor, a
   * number as Memberstack's `endCursor` is. Set by the database (identity, or a trigger on SQLite).
   */
  seq: Generated<number>;
  /** When the member last signed in (their newest session's start, 0019); null: never. */
  last_sign_in_at: Generated<string | null>;
  /** Where the member goes after signing in; null: the app's default (`/`). Set through the admin API. */
  login_redirect: Generated<string | null>;
}

export interface MsAppsTable {
  id: string;
  name: string;
  /** `pk_sb_...`: requests with it are test mode. */
  test_public_key: string;
  live_public_key: string;
  passwordless_enabled: Flag;
  passwordless_default: Flag;
  /** Whether signup asks for a captcha, in test mode and in live mode (0020). */
  test_captcha_required: Flag;
  live_captcha_required: Flag;
  require_email_verification: Flag;
  /** JSON arrays of origin patterns (`http://127.0.0.1:*`), as ALLOWED_ORIGINS: test mode's pages, live mode's. */
  test_allowed_origins: string;
  live_allowed_origins: string;
  /** JSON: { logo, colors: { lightMode: { primaryButton } } }. */
  branding: string;
  sso_signup_button_url: string | null;
  created_at: string;
  /** JSON: { afterLogin, afterSignup, afterLogout }, each a path or URL (console-app-settings.ts), or absent. */
  redirects: Generated<string>;
  /** SHA-256 of the APP_CONFIG last applied; null: none yet (or the demo seed's). */
  config_digest: Generated<string | null>;
}

export interface MsCustomFieldsTable {
  app_id: string;
  key: string;
  label: string;
  position: number;
  hidden: Flag;
  visibility: CustomFieldVisibility;
}

export interface MsAuthProvidersTable {
  app_id: string;
  provider: AuthProviderName;
  name: string;
  icon: string | null;
  position: number;
  /** An owner may switch a configured provider off in the console; its settings stay. */
  enabled: Generated<Flag>;
}

export interface MsPlansTable {
  id: string;
  app_id: string;
  name: string;
  description: string | null;
  priority: number | null;
  is_paid: Flag;
  status: 'ACTIVE' | 'INACTIVE';
  /** Which signup offers it: the login modal's (`login`) or the signup modal (`signup`). */
  signup_surface: 'login' | 'signup' | null;
  created_at: string;
}

export interface MsPricesTable {
  id: string;
  plan_id: string;
  name: string | null;
  type: 'SUBSCRIPTION' | 'ONETIME';
  amount_cents: number;
  /** ISO 4217, lowercase as Stripe has it (`usd`). */
  currency: string;
  interval_type: 'DAYS' | 'WEEKS' | 'MONTHS' | 'YEARS' | null;
  interval_count: number | null;
  status: 'ACTIVE' | 'INACTIVE';
  position: number;
  /** The Stripe Price checkout charges for it (price_...) in each mode; null: our amount. */
  test_stripe_price_id: Generated<string | null>;
  live_stripe_price_id: Generated<string | null>;
}

export interface MsContentGroupsTable {
  id: string;
  app_id: string;
  key: string;
  name: string;
  redirect: string;
  allow_all_members: Flag;
  /** JSON array of { url, filter }. */
  urls: string;
}

export interface MsContentGroupPlansTable {
  group_id: string;
  plan_id: string;
}

export interface MsMemberProvidersTable {
  member_id: string;
  app_id: string;
  mode: MemberMode;
  provider: AuthProviderName;
  provider_user_id: string;
  email: string | null;
  created_at: string;
}

export interface MsPlanConnectionsTable {
  id: string;
  member_id: string;
  plan_id: string;
  price_id: string | null;
  type: PlanConnectionType;
  status: PlanConnectionStatus;
  active: Flag;
  created_at: string;
  last_billing_at: string | null;
  next_billing_at: string | null;
  cancel_at: string | null;
  /** The Stripe subscription (or one-time payment) a paid connection follows; null for FREE. */
  stripe_subscription_id: string | null;
  /** The Stripe time of the newest event folded into this connection, ISO-8601. */
  stripe_event_at: string | null;
  /** The member's mode, kept by the database (0023's triggers): plan holders of a mode are counted from an index. */
  member_mode: Generated<MemberMode | null>;
}

export interface MsSessionsTable extends HashedCredentialTable {
  /** The last time its holder proved they are there; until then its sign-in (`created_at`) counts. */
  confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MsCodesTable {
  id: string;
  app_id: string;
  mode: MemberMode;
  purpose: CodePurpose;
  email: string;
  member_id: string | null;
  /** HMAC-SHA-256 of the code under the server secret, hex. */
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: Generated<number>;
  /** Wrong guesses without an email made while this reset code was outstanding (each was compared with it). */
  blind_attempts: Generated<number>;
  consumed_at: string | null;
}

export interface MsTeamsTable {
  id: string;
  app_id: string;
  mode: MemberMode;
  name: string;
  owner_member_id: string;
  plan_id: string | null;
  max_seats: number;
  invite_token: string;
  /** Site path new members are sent to with ?inviteToken=; starts with `/`. */
  signup_link_path: string;
  upgrade_link_path: string;
  created_at: string;
}

export interface MsTeamMembersTable {
  team_id: string;
  member_id: string;
  role: TeamRole;
  joined_at: string;
}

export type SecureContentType = 'HTML' | 'CSS' | 'LINK' | 'JS' | 'JSON' | 'TEXT' | 'IMAGE' | 'FILE';

/** Gated content served by POST /secure-content (migration 0005); its content group decides who reads it. */
export interface MsSecureContentTable {
  app_id: string;
  /** The contentId a page asks for; unique per app. */
  key: string;
  group_id: string;
  type: SecureContentType;
  content: string;
}

/** Stripe webhook events already acted on (migration 0006), so a redelivery changes nothing. */
export interface MsStripeEventsTable {
  /** Stripe's event id, `evt_...`. */
  id: string;
  type: string;
  processed_at: string;
  /** The connection the event concerns; null for an event not ours, or a refund not yet matched to its payment. */
  member_id: string | null;
  plan_id: string | null;
  /** The subscription id, or the one-time payment's id: the purchase the event belongs to. */
  purchase_id: string | null;
  /** The invoice and payment intent the event names, by which a refund finds its purchase. */
  invoice_id: string | null;
  payment_intent_id: string | null;
  /** JSON: what the event said (payments/stripe-facts.ts); null for events acted on before 0010. */
  fact: string | null;
}

/** A provider popup's proof of the member who connects (migration 0011): single use, a minute at most. */
export interface MsConnectTicketsTable {
  /** SHA-256 of the ticket, hex. */
  ticket_hash: string;
  app_id: string;
  mode: MemberMode;
  member_id: string;
  session_id: string;
  provider: AuthProviderName;
  expires_at: string;
}

/** An app's secret key for the admin API (0014): only its hash and last four characters are kept. */
export interface MsSecretKeysTable {
  id: string;
  app_id: string;
  mode: MemberMode;
  key_hash: string;
  last_four: string;
  name: string;
  /** The actor who made it, as audit_events names actors (`owner:<id>`, `seed`, `cli`). */
  created_by: string;
  created_at: string;
  revoked_at: string | null;
}

export interface MembershipTables {
  ms_apps: MsAppsTable;
  ms_custom_fields: MsCustomFieldsTable;
  ms_auth_providers: MsAuthProvidersTable;
  ms_plans: MsPlansTable;
  ms_prices: MsPricesTable;
  ms_content_groups: MsContentGroupsTable;
  ms_content_group_plans: MsContentGroupPlansTable;
  ms_member_providers: MsMemberProvidersTable;
  ms_plan_connections: MsPlanConnectionsTable;
  ms_sessions: MsSessionsTable;
  ms_codes: MsCodesTable;
  ms_teams: MsTeamsTable;
  ms_team_members: MsTeamMembersTable;
  ms_secure_content: MsSecureContentTable;
  ms_stripe_events: MsStripeEventsTable;
  ms_connect_tickets: MsConnectTicketsTable;
  ms_secret_keys: MsSecretKeysTable;
}
