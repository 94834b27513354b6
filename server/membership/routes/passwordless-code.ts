import type { Context } from 'hono';
import { apiError } from '../../http/errors.ts';
import type { MembershipApp } from '../apps.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import type { CodeScope } from '../security/codes.ts';
import { checkCode } from '../security/code-check.ts';

export function assertPasswordlessEnabled(app: MembershipApp): void {
  if (!app.passwordless.enabled) throw apiError('passwordless-unavailable');
}

/** Login and signup codes are one kind: a code mailed for either proves the address, whichever form it ends in. */
export const passwordlessScope = <E extends MembershipEnv>(c: Context<E>): CodeScope => ({
  appId: c.var.app.id,
  mode: c.var.mode,
  purpose: 'passwordless',
});

/**
 * POST /auth/signup?isPasswordless=true: the emailed code stands in for the password and proves
 * the address, so the member starts verified. Called by the signup route before it creates the member.
 */
export async function redeemSignupCode<E extends MembershipEnv>(
  services: MembershipServices,
  c: Context<E>,
  email: string,
  code: string | null | undefined,
) {
  if (!code) throw apiError('validation-failed', { message: 'passwordlessToken: is required' });
  await checkCode(services, c, passwordlessScope(c), { code, email }, 'invalid-passwordless-login-code');
}
