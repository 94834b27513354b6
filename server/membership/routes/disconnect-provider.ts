import { Hono } from 'hono';
import * as v from 'valibot';
import { listMemberProviders } from '../../db/queries/membership/members.ts';
import { deleteProviderLink } from '../../db/queries/membership/providers.ts';
import { apiError } from '../../http/errors.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { requireMemberSession } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { withSignedInMember } from '../http/signed-in-member.ts';
import { hasAnotherWayIn } from '../members/ways-in.ts';

const body = v.object({
  provider: v.picklist(['google', 'facebook', 'linkedin', 'dribbble', 'spotify', 'github'], 'must be a known provider'),
});

/**
 * POST /member/disconnect-provider, answering `{ providers, message }` as @memberstack/dom reads
 * it. A member keeps at least one way to sign in (members/ways-in.ts): a password, a passkey or another provider.
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
      if (!(await hasAnotherWayIn(db, c.var.member, { provider }))) throw apiError('last-sign-in-method');
      await deleteProviderLink(db, c.var.memberId, provider);
      return answer(c, { providers: await listMemberProviders(db, c.var.memberId), message: 'Provider disconnected.' });
    },
  );
}
