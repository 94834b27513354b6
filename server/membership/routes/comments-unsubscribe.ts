import { Hono } from 'hono';
import * as v from 'valibot';
import { setSubscription } from '../../db/queries/membership/comments-channels.ts';
import { apiError } from '../../http/errors.ts';
import { queryParams } from '../../http/validate.ts';
import { UNSUBSCRIBE_PURPOSE, type UnsubscribeClaim } from '../comments/reply-notice.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { unseal } from '../security/sealed.ts';

const unsubscribeQuery = v.object({ token: v.pipe(v.string(), v.maxLength(8000, 'must be the link as mailed')) });

const isClaim = (value: unknown): value is UnsubscribeClaim =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UnsubscribeClaim).channelId === 'string' &&
  typeof (value as UnsubscribeClaim).memberId === 'string';

const DONE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Unsubscribed</title></head>
<body style="font-family:system-ui,sans-serif;color:#161a22;max-width:32rem;margin:3rem auto;padding:0 1rem">
<h1 style="font-size:20px">You are unsubscribed</h1>
<p>You will no longer get emails about replies to your comments here. You can turn them on again where you comment.</p>
</body></html>`;

/**
 * The one-click link of a reply mail (reply-notice.ts): its sealed token names the channel and the
 * member, and opening it (GET, answered with a small page) or a mail client's one-click POST
 * (RFC 8058, `List-Unsubscribe=One-Click` as a form; answered with JSON) sets their subscription to
 * NONE, as manage-subscription with NONE does. No key or session: the mail is the credential, and
 * the link can only stop mail. A token not sealed by this server is 400 unsubscribe-link-invalid.
 */
export function commentUnsubscribeRoutes(services: MembershipServices) {
  async function unsubscribe(token: string): Promise<void> {
    const claim = unseal<unknown>(services.secret, UNSUBSCRIBE_PURPOSE, token);
    if (!isClaim(claim)) throw apiError('unsubscribe-link-invalid');
    await setSubscription(services.db, claim.channelId, claim.memberId, 'NONE');
  }

  return new Hono<MembershipEnv>()
    .post('/comments/unsubscribe', queryParams(unsubscribeQuery), async (c) => {
      await unsubscribe(c.get('query').token);
      return answer(c, { unsubscribed: true });
    })
    .get('/comments/unsubscribe', queryParams(unsubscribeQuery), async (c) => {
      await unsubscribe(c.get('query').token);
      return c.html(DONE_PAGE, 200, {
        'Cache-Control': 'no-store',
        // The token is in the address: no page it links to may learn it.
        'Referrer-Policy': 'no-referrer',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    });
}
