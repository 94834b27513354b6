import type { ConsoleMemberMode } from './console-answers.ts';
import type { CustomFieldVisibility, SocialProvider } from './membership-answers.ts';
import { originMatcher } from './origin-patterns.ts';

/**
 * What the console's App settings page reads and writes (/membership/console/app-settings): the
 * app's plans and prices, custom fields, providers, origins, branding, sign-in options and
 * redirects. Most of it serves both modes alike; each mode (test: `pk_sb_` keys, live) has its own
 * allowed origins, captcha rule and Stripe price ids, since a test page lives on a staging host
 * and a Stripe test-mode price does not exist in live mode.
 */

/** The modes in the order the console shows them. */
export const APP_MODES: readonly ConsoleMemberMode[] = ['test', 'live'];

export type AppRedirectKey = 'afterLogin' | 'afterSignup' | 'afterLogout';
export const APP_REDIRECT_KEYS: readonly AppRedirectKey[] = ['afterLogin', 'afterSignup', 'afterLogout'];

/** Where a visitor goes after each; null: where the page itself says (else `/`). */
export type AppRedirects = Record<AppRedirectKey, string | null>;

/** What one mode has of its own: the request's public key picks the mode. */
export interface ConsoleModeOptions {
  /** The origins whose pages may call the service with this mode's key. */
  allowedOrigins: string[];
  captchaRequired: boolean;
}

export interface ConsoleAppOptions {
  passwordless: { enabled: boolean; default: boolean };
  /** The login and profile modals' primary button colour (a CSS colour). */
  primaryButton: string;
  redirects: AppRedirects;
  modes: Record<ConsoleMemberMode, ConsoleModeOptions>;
}

export interface ConsoleCustomField {
  key: string;
  label: string;
  hidden: boolean;
  visibility: CustomFieldVisibility;
}

export interface ConsoleProvider {
  provider: SocialProvider;
  name: string;
  enabled: boolean;
}

export type PriceInterval = 'DAYS' | 'WEEKS' | 'MONTHS' | 'YEARS';

export interface ConsolePrice {
  id: string;
  name: string | null;
  /** In the currency's smallest unit (cents). */
  amount: number;
  currency: string;
  type: 'SUBSCRIPTION' | 'ONETIME';
  interval: PriceInterval | null;
  intervalCount: number | null;
  /** The Stripe Price checkout charges (price_...) in each mode; null: our amount. */
  stripePriceIds: Record<ConsoleMemberMode, string | null>;
  /** A retired price is offered to no one; members who pay it keep it. */
  status: 'ACTIVE' | 'INACTIVE';
}

export interface ConsoleAppPlan {
  id: string;
  name: string;
  description: string | null;
  signupSurface: 'login' | 'signup' | null;
  /** A retired plan (INACTIVE) is offered to no one; members who hold it keep it. */
  status: 'ACTIVE' | 'INACTIVE';
  prices: ConsolePrice[];
}

/** GET /app-settings, and what every change answers. */
export interface ConsoleAppSettings {
  app: { id: string; name: string; testPublicKey: string; livePublicKey: string };
  options: ConsoleAppOptions;
  customFields: ConsoleCustomField[];
  providers: ConsoleProvider[];
  plans: ConsoleAppPlan[];
}

/** PATCH /app-settings: any of the shared options; redirects given are set (null or '' clears one). */
export type AppOptionsChange = Partial<Omit<ConsoleAppOptions, 'redirects' | 'modes'>> & {
  redirects?: Partial<AppRedirects>;
};

/** PATCH /app-settings/modes/:mode: either or both of one mode's own options. */
export type ModeOptionsChange = Partial<ConsoleModeOptions>;

/** Every origin either mode allows: an app-wide redirect may lead to any of them. */
export const originsOfEitherMode = (options: Pick<ConsoleAppOptions, 'modes'>): string[] => [
  ...new Set(APP_MODES.flatMap((mode) => options.modes[mode].allowedOrigins)),
];

/** A price as a plan's edit sends it: with its id to change it, without to add one. */
export type ConsolePriceDraft = Omit<ConsolePrice, 'id' | 'status'> & { id?: string };

/** POST /app-settings/plans and PUT /app-settings/plans/:id. */
export interface ConsolePlanDraft {
  name: string;
  description: string | null;
  signupSurface: 'login' | 'signup' | null;
  /** The prices offered; a price the plan had and the draft leaves out is retired. */
  prices: ConsolePriceDraft[];
}

/** A custom field's key as members' records and data-ms-member attributes name it. */
export const CUSTOM_FIELD_KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** Two slashes or backslashes first: browsers read both as a protocol-relative URL to another host. */
const PROTOCOL_RELATIVE = /^[\\/]{2}|^\/\\/;

/**
 * Why a redirect the service keeps is refused (the app's redirects, a member's login redirect), or
 * null: a path on the page's own site (`/welcome`), or an http(s) URL on one of the app's allowed
 * origins, as the no-code runtime follows redirects (safe-redirect.ts). Never a `javascript:` URL,
 * a protocol-relative `//host`, credentials or another site, nor a space or control character
 * (browsers drop tabs and line breaks, so `/<tab>/host` is `//host`). The reason completes "it ..."
 * and never repeats the value: refusals are logged and shown.
 */
export function appRedirectProblem(value: string, allowedOrigins: readonly string[]): string | null {
  if (value.length > 2000) return 'is longer than 2000 characters';
  if (/[\s\p{Cc}]/u.test(value)) return 'contains a space or a control character';
  if (PROTOCOL_RELATIVE.test(value)) return 'starts with //, which leads to whatever host follows';
  if (value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is neither a path starting / nor a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'is not an http(s) URL';
  if (url.username || url.password) return 'carries a user name or password';
  if (!originMatcher(allowedOrigins)(url.origin)) return 'leads to a site that is not an allowed origin';
  return null;
}
