import type { Context } from 'hono';
import { normalizeEmail } from '../../db/queries/membership/members.ts';
import type { MembershipEnv, MembershipServices } from '../env.ts';
import { clientIp } from '../http/client-ip.ts';

/** Per-email limits count an address within one app and mode, as login's do. */
export const emailSubject = <E extends MembershipEnv>(c: Context<E>, email: string) => `${c.var.app.id}:${c.var.mode}:${normalizeEmail(email)}`;

/**
 * Before a code is mailed: per IP (one client cannot mail many addresses) and per address (many
 * clients cannot flood one mailbox). The per-address count is shared by every kind of code mail.
 */
export async function limitCodeSend<E extends MembershipEnv>({ limiter }: MembershipServices, c: Context<E>, email: string): Promise<void> {
  await limiter.enforce('codeSendPerIp', clientIp(c));
  await limiter.enforce('codeSendPerEmail', emailSubject(c, email));
}

/** Before a code is checked: guesses are bounded per IP and, when the email is known, per account. */
export async function limitCodeCheck<E extends MembershipEnv>({ limiter }: MembershipServices, c: Context<E>, email?: string): Promise<void> {
  await limiter.enforce('codeCheckPerIp', clientIp(c));
  if (email !== undefined) await limiter.enforce('codeCheckPerEmail', emailSubject(c, email));
}
