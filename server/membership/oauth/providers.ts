import type { AuthProviderName } from '../../db/schema-membership.ts';

export interface OAuthProfile {
  id: string;
  email: string | null;
  emailVerified: boolean;
}

export interface OAuthProvider {
  name: AuthProviderName;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
  /** The provider's user record to (provider's id, email). */
  profile(userinfo: Record<string, unknown>): OAuthProfile;
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

const KNOWN = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
    profile: (info: Record<string, unknown>) => ({ id: String(info.sub ?? ''), email: text(info.email), emailVerified: info.email_verified === true }),
  },
  github: {
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userinfoUrl: 'https://api.github.com/user',
    scope: 'read:user user:email',
    // GitHub answers only a public email here; an account with none signs up with none offered.
    profile: (info: Record<string, unknown>) => ({ id: String(info.id ?? ''), email: text(info.email), emailVerified: false }),
  },
} as const;

/**
 * Real providers configured by environment: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, GITHUB_...
 * alike. `<NAME>_AUTHORIZE_URL`, `_TOKEN_URL` and `_USERINFO_URL` point one elsewhere (GitHub
 * Enterprise, a test double).
 */
export function oauthProvidersFromEnv(env: Record<string, string | undefined>): Map<AuthProviderName, OAuthProvider> {
  const providers = new Map<AuthProviderName, OAuthProvider>();
  for (const [name, known] of Object.entries(KNOWN) as [keyof typeof KNOWN, (typeof KNOWN)[keyof typeof KNOWN]][]) {
    const prefix = name.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim();
    if (!clientId || !clientSecret) continue;
    providers.set(name, {
      name,
      clientId,
      clientSecret,
      authorizeUrl: env[`${prefix}_AUTHORIZE_URL`]?.trim() || known.authorizeUrl,
      tokenUrl: env[`${prefix}_TOKEN_URL`]?.trim() || known.tokenUrl,
      userinfoUrl: env[`${prefix}_USERINFO_URL`]?.trim() || known.userinfoUrl,
      scope: known.scope,
      profile: known.profile,
    });
  }
  return providers;
}

/** Providers the development sign-in page stands in for when not configured (not in production). */
export const DEV_PROVIDERS: readonly AuthProviderName[] = ['google', 'github'];
