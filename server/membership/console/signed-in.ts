import type { Context } from 'hono';
import * as v from 'valibot';
import { normalizeEmail } from '../../db/queries/membership/members.ts';
import { emailField } from '../../http/fields.ts';
import type { OwnerSessionRow } from '../../db/queries/membership/owner-sessions.ts';
import { findAppName, type OwnerRow } from '../../db/queries/membership/owners.ts';
import type { Attempt } from '../../http/rate-limit/sign-in-guard.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { sessionView } from './owner-views.ts';
import { setSessionCookie } from './owner-sessions.ts';

/** An owner's email as bodies take it: checked, its domain in ASCII, lowercase (as stored). */
export const ownerEmailField = v.pipe(emailField, v.transform(normalizeEmail));

/** Owners' sign-in budgets are counted apart from members' of the same address: `console:<email>`. */
export const ownerAttempt = (c: Context, email: string): Attempt => ({ ip: clientIp(c), account: `console:${email}` });

/** The session as every sign-in step answers it; with a new token, the cookie that carries it. */
export async function answerSession(
  { db, publicUrl }: MembershipServices,
  c: Context,
  owner: OwnerRow,
  session: OwnerSessionRow,
  token?: string,
): Promise<Response> {
  if (token !== undefined) setSessionCookie(c, token, session, { secure: publicUrl.startsWith('https:') });
  return answer(c, sessionView(owner, session, (await findAppName(db, owner.app_id)) ?? owner.app_id));
}
