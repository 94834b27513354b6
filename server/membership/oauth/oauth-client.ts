import { createHash, randomBytes } from 'node:crypto';
import type { OAuthProfile, OAuthProvider } from './providers.ts';

const TIMEOUT_MS = 10_000;

export class OAuthError extends Error {}

/** RFC 7636: a 256-bit verifier and its S256 challenge. */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: s256(verifier) };
}

export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function authorizeUrl(
  provider: OAuthProvider,
  { redirectUri, state, challenge }: { redirectUri: string; state: string; challenge: string },
): string {
  const url = new URL(provider.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: redirectUri,
    scope: provider.scope,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

async function json(response: Response): Promise<Record<string, unknown>> {
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok || body === null || typeof body !== 'object' || Array.isArray(body))
    throw new OAuthError(`answered ${response.status}`);
  return body as Record<string, unknown>;
}

/** The authorization-code grant with the PKCE verifier, then the user record with the access token. */
export async function exchangeCode(
  provider: OAuthProvider,
  { code, redirectUri, verifier }: { code: string; redirectUri: string; verifier: string },
): Promise<OAuthProfile> {
  const token = await json(
    await fetch(provider.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        code_verifier: verifier,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }),
  );
  if (typeof token.access_token !== 'string') throw new OAuthError('no access token');
  const userinfo = await json(
    await fetch(provider.userinfoUrl, {
      headers: {
        Authorization: `Bearer ${token.access_token}`,
        Accept: 'application/json',
        'User-Agent': 'chain-forge-membership',
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }),
  );
  const profile = provider.profile(userinfo);
  if (!profile.id || profile.id === 'undefined') throw new OAuthError('no user id');
  return profile;
}
