import type { CustomFieldVisibility, SocialProvider } from './membership-answers.ts';
import { originMatcher } from './origin-patterns.ts';

/**
 * What the console's App settings page reads and writes (/membership/console/app-settings): the
 * app's plans and prices, custom fields, providers, origins, branding, sign-in options and
 * redirects. One set serves both modes: test-mode (`pk_sb_`) and live visitors see the same app.
 */

export type AppRedirectKey = 'afterLogin' | 'afterSignup' | 'afterLogout';
export const APP_REDIRECT_KEYS: readonly AppRedirectKey[] = ['afterLogin', 'afterSignup', 'afterLogout'];

/** Where a visitor goes after each; null: where the page itself says (else `/`). */
export type AppRedirects = Record<AppRedirectKey, string | null>;

export interface ConsoleAppOptions {
  captchaRequired: boolean;
  passwordless: { enabled: boolean; default: boolean };
  allowedOrigins: string[];
  /** The login and profile modals' primary button colour (a CSS colour). */
  primaryButton: string;
  redirects: AppRedirects;
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
  /** The Stripe Price checkout charges (price_...); null: our amount. */
  stripePriceId: string | null;
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

/** PATCH /app-settings: any of the options; redirects given are set (null or '' clears one). */
export type AppOptionsChange = Partial<Omit<ConsoleAppOptions, 'redirects'>> & { redirects?: Partial<AppRedirects> };

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
 * Why an app-wide redirect is refused, or null: a path on the page's own site (`/welcome`), or an
 * http(s) URL on one of the app's allowed origins, as the no-code runtime follows redirects
 * (safe-redirect.ts). Never a `javascript:` URL, a protocol-relative `//host`, credentials or
 * another site. `reason` completes "it ...".
 */
export function appRedirectProblem(value: string, allowedOrigins: readonly string[]): string | null {
  if (value.length > 2000) return 'is longer than 2000 characters';
  if (/\s/.test(value)) return 'contains a space';
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
  if (!originMatcher(allowedOrigins)(url.origin)) return `leads to ${url.origin}, which is not an allowed origin`;
  return null;
}
