import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AuthProviderName, MemberMode } from '../../db/schema-membership.ts';
import { seal, unseal } from '../security/sealed.ts';

export type Intent = 'signup' | 'login' | 'connect';

/** What the popup's start page knows and the callback needs; sealed in a cookie of the popup's browser. */
export interface FlowState {
  state: string;
  verifier: string;
  intent: Intent;
  provider: AuthProviderName;
  appId: string;
  mode: MemberMode;
  /** The page that opened the popup: the only origin the result is posted to. */
  openerOrigin: string;
  /** connect: the signed-in member. */
  memberId?: string;
  allowSignup: boolean;
  /** The opener can show the second step (our widget and runtime); Memberstack's SDK cannot. */
  showsSecondStep: boolean;
  planIds: string[];
  customFields: Record<string, string>;
}

const COOKIE = 'cf_ms_oauth';
const PURPOSE = 'oauth-flow';
const TTL_MS = 10 * 60 * 1000;
const PATH = '/membership/auth-provider';

/**
 * HttpOnly and SameSite=Lax: the provider's redirect back is a top-level GET, which Lax cookies
 * follow, while the callback refuses a state that is not this browser's (login CSRF). Secure when
 * the public URL is https; the request's own URL cannot say, its Host being the client's choice.
 */
export function saveFlow(c: Context, secret: Buffer, flow: FlowState, { secure }: { secure: boolean }): void {
  setCookie(c, COOKIE, seal(secret, PURPOSE, flow, TTL_MS), {
    path: PATH,
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    maxAge: TTL_MS / 1000,
  });
}

/** The flow this browser started with this state, once: the cookie is cleared. */
export function takeFlow(c: Context, secret: Buffer, state: string | undefined): FlowState | undefined {
  const flow = unseal<FlowState>(secret, PURPOSE, getCookie(c, COOKIE));
  deleteCookie(c, COOKIE, { path: PATH });
  return flow && state && flow.state === state ? flow : undefined;
}
