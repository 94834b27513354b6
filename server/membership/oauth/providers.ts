import type { OAuthClientConfig, OAuthProviderName } from '../../config.ts';
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

const KNOWN: Record<OAuthProviderName, Omit<OAuthProvider, 'name' | 'clientId' | 'clientSecret'>> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
    profile: (info: Record<string, unknown>) => ({
      id: String(info.sub ?? ''),
      email: text(info.email),
      emailVerified: info.email_verified === true,
    }),
  },
  github: {
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userinfoUrl: 'https://api.github.com/user',
    scope: 'read:user user:email',
    // GitHub answers only a public email here; an account with none signs up with none offered.
    profile: (info: Record<string, unknown>) => ({
      id: String(info.id ?? ''),
      email: text(info.email),
      emailVerified: false,
    }),
  },
};

/** The real providers the configuration names, at their own endpoints unless it moves them. */
export function configuredOAuthProviders(
  configured: Partial<Record<OAuthProviderName, OAuthClientConfig>>,
): Map<AuthProviderName, OAuthProvider> {
  const providers = new Map<AuthProviderName, OAuthProvider>();
  for (const name of Object.keys(KNOWN) as OAuthProviderName[]) {
    const client = configured[name];
    if (!client) continue;
    const known = KNOWN[name];
    providers.set(name, {
      ...known,
      name,
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      authorizeUrl: client.authorizeUrl ?? known.authorizeUrl,
      tokenUrl: client.tokenUrl ?? known.tokenUrl,
      userinfoUrl: client.userinfoUrl ?? known.userinfoUrl,
    });
  }
  return providers;
}

/** Providers the development sign-in page stands in for when not configured (not in production). */
export const DEV_PROVIDERS: readonly AuthProviderName[] = ['google', 'github'];
