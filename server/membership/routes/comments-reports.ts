import { Hono } from 'hono';
import { findComment } from '../../db/queries/membership/comments.ts';
import { reportComment } from '../../db/queries/membership/comments-moderation.ts';
import { apiError } from '../../http/errors.ts';
import { commentScope } from '../comments/comment-scope.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { requireMemberSession } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { withSignedInMember } from '../http/signed-in-member.ts';

const KINDS = { posts: true, threads: false } as const;

/**
 * A member's report of a post (`POST /comments/posts/:id/report`) or reply
 * (`/comments/threads/:id/report`): a flag the app's owners see on the item in the console, the
 * most reported first. A member counts once per item (a second report answers the same and counts
 * nothing); reports are limited per member. Only an item there to read can be reported.
 */
export function commentReportRoutes(services: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const { db, limiter } = services;
  const routes = new Hono<MembershipEnv>();
  for (const [kind, isPost] of Object.entries(KINDS)) {
    routes.post(
      `/comments/${kind}/:id/report`,
      withApp,
      requireMemberSession(db),
      withSignedInMember(db),
      async (c) => {
        const item = await findComment(db, commentScope(c), c.req.param('id'));
        if (!item || (item.parent_id === null) !== isPost || item.deleted === 1 || item.hidden === 1) {
          throw apiError('comment-not-found');
        }
        await limiter.enforce('commentReportPerMember', c.var.memberId);
        await reportComment(db, item.id, c.var.memberId);
        return answer(c, { id: item.id, reported: true });
      },
    );
  }
  return routes;
}
