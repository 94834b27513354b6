import { Hono } from 'hono';
import * as v from 'valibot';
import { providerField } from '../../http/fields.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { requireMemberSession } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { withSignedInMember } from '../http/signed-in-member.ts';
import { issueConnectTicket } from '../oauth/connect-ticket.ts';
import { requirePresence } from '../security/presence.ts';

const body = v.object({ provider: providerField });

/**
 * POST /auth-provider/connect-ticket `{ provider }` with the member's token in the Authorization
 * header: answers `{ ticket, expiresAt }`, the single-use proof the connect popup's URL carries
 * instead of the token (oauth/connect-ticket.ts). A connected provider is a new way in, so the
 * member must be there (security/presence.ts): a recent sign-in, or a proof with the request.
 */
export function connectTicketRoutes(services: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const { db } = services;
  return new Hono<MembershipEnv>().post(
    '/auth-provider/connect-ticket',
    withApp,
    requireMemberSession(db),
    withSignedInMember(db),
    requirePresence(services),
    jsonBody(body),
    async (c) => {
      const scope = { appId: c.var.app.id, mode: c.var.mode, provider: c.get('body').provider };
      const { ticket, expiresAt } = await issueConnectTicket(db, scope, {
        memberId: c.var.memberId,
        sessionId: c.var.sessionId,
      });
      return answer(c, { ticket, expiresAt: expiresAt.getTime() });
    },
  );
}
