import { seal, unseal } from '../security/sealed.ts';
import type { FlowState } from './flow-state.ts';
import { s256 } from './oauth-client.ts';
import type { OAuthProfile } from './providers.ts';

/** Where the development provider's sign-in page is (routes/dev-sign-in.ts). */
export const DEV_SIGN_IN_PATH = '/membership/auth-provider/dev-sign-in';

const PURPOSE = 'dev-oauth-code';
const CODE_TTL_MS = 2 * 60 * 1000;

interface DevCode {
  provider: string;
  id: string;
  email: string;
  challenge: string;
}

/** The development provider's authorization codes: sealed, bound to the PKCE challenge, used once. */
export const devSignInCode = {
  used: new Map<string, number>(),
  issue: (secret: Buffer, code: DevCode) => seal(secret, PURPOSE, code, CODE_TTL_MS),
  redeem(secret: Buffer, code: string, flow: FlowState): OAuthProfile | undefined {
    const found = unseal<DevCode>(secret, PURPOSE, code);
    if (!found || found.provider !== flow.provider || found.challenge !== s256(flow.verifier) || this.used.has(code))
      return undefined;
    for (const [seen, at] of this.used) if (Date.now() - at > CODE_TTL_MS) this.used.delete(seen);
    this.used.set(code, Date.now());
    return { id: found.id, email: found.email, emailVerified: true };
  },
};
