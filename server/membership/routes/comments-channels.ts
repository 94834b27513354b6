import { Hono } from 'hono';
import type { ChannelInfo } from '../../../contract/comment-answers.ts';
import {
  findChannel,
  findOrCreateChannel,
  findSubscription,
  setSubscription,
} from '../../db/queries/membership/comments-channels.ts';
import { isBannedFromComments } from '../../db/queries/membership/comments-moderation.ts';
import { jsonBody, queryParams } from '../../http/validate.ts';
import { channelQuery, subscriptionBody } from '../comments/comment-bodies.ts';
import { assertVerifiedIfRequired } from '../comments/comment-guard.ts';
import { commentScope } from '../comments/comment-scope.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { optionalMemberSession, requireMemberSession, signedInMemberId } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { withSignedInMember } from '../http/signed-in-member.ts';

/** A channel's information (anyone with the public key) and a member's mail setting for it. */
export function commentChannelRoutes(services: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const { db } = services;
  return (
    new Hono<MembershipEnv>()
      .get('/comments/channels/info', withApp, optionalMemberSession(db), queryParams(channelQuery), async (c) => {
        const key = c.get('query').channelKey;
        const channel = await findChannel(db, commentScope(c), key);
        const reader = signedInMemberId(c);
        const info: ChannelInfo = {
          key,
          exists: channel !== undefined,
          access: channel?.access ?? 'open',
          totalCount: channel?.post_count ?? 0,
          subscription: reader === undefined ? null : channel ? await findSubscription(db, channel.id, reader) : 'NONE',
          banned: reader !== undefined && (await isBannedFromComments(db, reader)),
        };
        return answer(c, info);
      })
      // A member may ask for mail before the channel's first post (the channel is made for it); NONE
      // about a channel not made yet changes nothing and makes none.
      .post(
        '/comments/channels/manage-subscription',
        withApp,
        requireMemberSession(db),
        withSignedInMember(db),
        jsonBody(subscriptionBody),
        async (c) => {
          assertVerifiedIfRequired(c);
          const { channelKey, action } = c.get('body');
          const channel =
            action === 'NONE'
              ? await findChannel(db, commentScope(c), channelKey)
              : await findOrCreateChannel(db, commentScope(c), channelKey);
          if (channel) await setSubscription(db, channel.id, c.var.memberId, action);
          return answer(c, { channelKey, subscription: action });
        },
      )
  );
}
