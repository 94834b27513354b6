import type { Context } from 'hono';
import { normalizeEmail } from '../../db/queries/membership/members.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { clientIp } from '../../http/client-ip.ts';
import { beforeCodeSend, type Attempt } from '../../http/rate-limit/sign-in-guard.ts';

/** Per-account limits count an address within one app and mode. */
export const emailSubject = <E extends MembershipEnv>(c: Context<E>, email: string) =>
  `${c.var.app.id}:${c.var.mode}:${normalizeEmail(email)}`;

/** This request as the sign-in guard counts it: the peer's address trying the account of `email`. */
export const attemptOnAccount = <E extends MembershipEnv>(c: Context<E>, email: string): Attempt => ({
  ip: clientIp(c),
  account: emailSubject(c, email),
});

/**
 * Before a code is mailed: one client cannot mail many addresses, nor flood one; many clients
 * together are slowed on one address, never refused for long (any send reaches its owner anyway).
 * The per-address counts are shared by every kind of code mail.
 */
export async function limitCodeSend<E extends MembershipEnv>(
  { limiter }: MembershipServices,
  c: Context<E>,
  email: string,
): Promise<void> {
  await beforeCodeSend(limiter, attemptOnAccount(c, email));
}
