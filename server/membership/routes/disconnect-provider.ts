import { Hono } from 'hono';
import * as v from 'valibot';
import { listMemberProviders } from '../../db/queries/membership/members.ts';
import { deleteProviderLink } from '../../db/queries/membership/providers.ts';
import { apiError } from '../../http/errors.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../env.ts';
import { answer } from '../http/answer.ts';
import { requireMemberSession } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { withSignedInMember } from '../http/signed-in-member.ts';

const body = v.object({
  provider: v.picklist(['google', 'facebook', 'linkedin', 'dribbble', 'spotify', 'github'], 'must be a known provider'),
});

/**
 * POST /member/disconnect-provider, answering `{ providers, message }` as @memberstack/dom reads
 * it. A member without a password keeps at least one provider: it is their only way in.
 */
export function disconnectProviderRoutes({ db }: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  return new Hono<MembershipEnv>().post(
    '/member/disconnect-provider',
    withApp,
    requireMemberSession(db),
    withSignedInMember(db),
    jsonBody(body),
    async (c) => {
      const { provider } = c.get('body');
      const providers = await listMemberProviders(db, c.var.memberId);
      if (!providers.some((row) => row.provider === provider))
        throw apiError('provider-not-connected', { message: 'This provider is not connected to your account.' });
      if (c.var.member.password_hash === null && providers.length === 1) {
        throw apiError('last-sign-in-method');
      }
      await deleteProviderLink(db, c.var.memberId, provider);
      return answer(c, { providers: await listMemberProviders(db, c.var.memberId), message: 'Provider disconnected.' });
    },
  );
}
