import { Hono } from 'hono';
import * as v from 'valibot';
import { clientIp } from '../../http/client-ip.ts';
import { apiError } from '../../http/errors.ts';
import { queryParams } from '../../http/validate.ts';
import { channelKeyField } from '../comments/comment-bodies.ts';
import { commentScope } from '../comments/comment-scope.ts';
import { openCommentStream } from '../comments/live/comment-event-stream.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import type { requireApp } from '../http/require-app.ts';

/** EventSource sends no headers of its own, so the public key may come as `publicKey` (public-key.ts). */
const eventsQuery = v.object({ channelKey: channelKeyField, publicKey: v.optional(v.string()) });

/** Ids are ours, digits only; anything else was not sent by this server. */
const EVENT_ID = /^\d{1,16}$/;

function lastEventId(header: string | undefined): number | undefined {
  if (header === undefined || header === '') return undefined;
  if (!EVENT_ID.test(header)) throw apiError('bad-request', { message: 'Last-Event-ID is not an id of this stream.' });
  return Number(header);
}

/**
 * A channel's changes as server-sent events (anyone with the public key, as reading): from now,
 * or after `Last-Event-ID` when a browser reconnects (comments/live/comment-event-stream.ts).
 */
export function commentEventRoutes(services: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  return new Hono<MembershipEnv>().get('/comments/channels/events', withApp, queryParams(eventsQuery), async (c) => {
    const channel = { ...commentScope(c), channelKey: c.get('query').channelKey };
    const after = lastEventId(c.req.header('last-event-id'));
    const release = await services.commentEvents.admit(clientIp(c));
    const stream = await openCommentStream(services.commentEvents, channel, after, release);
    return c.body(stream, 200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      // Proxies that buffer answers (nginx) would hold the events back.
      'X-Accel-Buffering': 'no',
    });
  });
}
