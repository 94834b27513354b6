import type { Kysely } from 'kysely';
import { parseJsonArray, parseJsonObject } from '../db/json-columns.ts';
import { findAppRow } from '../db/queries/membership/app-settings.ts';
import { listApps, type AppRow } from '../db/queries/membership/apps.ts';
import type { Database } from '../db/schema.ts';
import type { MemberMode } from '../db/schema-membership.ts';
import { originMatcher } from '../http/cors.ts';
import { APP_REDIRECT_KEYS, type AppRedirects } from '../../contract/console-app-settings.ts';

/**
 * An app's settings as the service uses them in one mode: the captcha rule and the allowed origins
 * are that mode's own (the request's public key picks it); what GET /app answers is built in
 * views/app-view.ts.
 */
export interface MembershipApp {
  id: string;
  name: string;
  testPublicKey: string;
  livePublicKey: string;
  passwordless: { enabled: boolean; isDefault: boolean };
  captchaRequired: boolean;
  requireEmailVerification: boolean;
  allowedOrigins: string[];
  isOriginAllowed(origin: string): boolean;
  branding: Record<string, unknown>;
  ssoSignupButtonURL: string | null;
  redirects: AppRedirects;
}

export interface ResolvedApp {
  app: MembershipApp;
  /** `pk_sb_` keys are test mode: test-mode members are separate people from live ones. */
  mode: MemberMode;
}

/** The app's redirects as stored (JSON), each a string or null. */
export function redirectsOf(row: Pick<AppRow, 'redirects'>): AppRedirects {
  const stored = parseJsonObject(row.redirects);
  const read = (key: string) =>
    typeof stored[key] === 'string' && stored[key] !== '' ? (stored[key] as string) : null;
  return Object.fromEntries(APP_REDIRECT_KEYS.map((key) => [key, read(key)])) as AppRedirects;
}

/** A mode's allowed origins as stored (JSON), the strings only. */
export function modeOrigins(row: Pick<AppRow, 'test_allowed_origins' | 'live_allowed_origins'>, mode: MemberMode) {
  const stored = mode === 'test' ? row.test_allowed_origins : row.live_allowed_origins;
  return parseJsonArray(stored).filter((origin): origin is string => typeof origin === 'string');
}

/**
 * A mode's allowed origins as stored now (none for an app that is gone): where that mode's pages
 * are, so where a redirect kept for one of its members may lead.
 */
export async function storedModeOrigins(db: Kysely<Database>, appId: string, mode: MemberMode): Promise<string[]> {
  const row = await findAppRow(db, appId);
  return row ? modeOrigins(row, mode) : [];
}

/** Whether a mode's signup asks for a captcha. */
export const modeCaptchaRequired = (
  row: Pick<AppRow, 'test_captcha_required' | 'live_captcha_required'>,
  mode: MemberMode,
): boolean => (mode === 'test' ? row.test_captcha_required : row.live_captcha_required) === 1;

function toApp(row: AppRow, mode: MemberMode): MembershipApp {
  const allowedOrigins = modeOrigins(row, mode);
  return {
    id: row.id,
    name: row.name,
    testPublicKey: row.test_public_key,
    livePublicKey: row.live_public_key,
    passwordless: { enabled: row.passwordless_enabled === 1, isDefault: row.passwordless_default === 1 },
    captchaRequired: modeCaptchaRequired(row, mode),
    requireEmailVerification: row.require_email_verification === 1,
    allowedOrigins,
    isOriginAllowed: originMatcher(allowedOrigins),
    branding: parseJsonObject(row.branding),
    ssoSignupButtonURL: row.sso_signup_button_url,
    redirects: redirectsOf(row),
  };
}

/** How long an app's settings may be served from memory after a change made by another process. */
const TTL_MS = 5_000;

/**
 * Every app, kept in memory: each request names its app by public key, and CORS needs the app
 * before anything else runs. Apps are few and change rarely; a change made in this process
 * calls invalidate(), one made elsewhere shows within TTL_MS.
 */
export class AppDirectory {
  #loaded: Promise<{ byKey: Map<string, ResolvedApp>; apps: MembershipApp[] }> | undefined;
  #loadedAt = 0;

  constructor(private readonly db: Kysely<Database>) {}

  async #all() {
    if (!this.#loaded || Date.now() - this.#loadedAt > TTL_MS) {
      this.#loadedAt = Date.now();
      this.#loaded = listApps(this.db).then((rows) => {
        const byKey = new Map<string, ResolvedApp>();
        for (const row of rows) {
          byKey.set(row.test_public_key, { app: toApp(row, 'test'), mode: 'test' });
          byKey.set(row.live_public_key, { app: toApp(row, 'live'), mode: 'live' });
        }
        // Each app twice, once a mode: an answer that names no key may go to either mode's pages.
        return { byKey, apps: [...byKey.values()].map((resolved) => resolved.app) };
      });
      // A failed load is not kept: the next request tries again.
      this.#loaded.catch(() => (this.#loaded = undefined));
    }
    return this.#loaded;
  }

  async byPublicKey(publicKey: string): Promise<ResolvedApp | undefined> {
    return (await this.#all()).byKey.get(publicKey);
  }

  /** For answers that name no app (preflights, a missing key): an origin of any app, in either mode, may read them. */
  async anyAllowsOrigin(origin: string): Promise<boolean> {
    return (await this.#all()).apps.some((app) => app.isOriginAllowed(origin));
  }

  invalidate(): void {
    this.#loaded = undefined;
  }
}
