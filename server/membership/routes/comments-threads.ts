import { Hono } from 'hono';
import { COMMENT_LIMITS } from '../../../contract/comment-answers.ts';
import {
  findComment,
  findCommentWithAuthor,
  insertComment,
  listComments,
} from '../../db/queries/membership/comments.ts';
import { listBlockedWords } from '../../db/queries/membership/comments-moderation.ts';
import { apiError } from '../../http/errors.ts';
import { jsonBody, queryParams } from '../../http/validate.ts';
import { newId } from '../../db/ids.ts';
import { authorQuery, newThreadBody, threadsQuery } from '../comments/comment-bodies.ts';
import { acceptableContent } from '../comments/comment-content.ts';
import { assertMayComment, limitComments } from '../comments/comment-guard.ts';
import { readingContext } from '../comments/comment-reading.ts';
import { mailRepliesToAuthor } from '../comments/reply-notice.ts';
import { commentIdKind, commentScope as scope } from '../comments/comment-scope.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { optionalMemberSession, requireMemberSession } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { withSignedInMember } from '../http/signed-in-member.ts';
import { threadView } from '../views/comment-view.ts';
import { publishItemChange } from '../comments/live/comment-item-events.ts';

/** A post's replies (anyone with the public key) and a new reply (signed-in members). */
export function commentThreadRoutes(services: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const { db } = services;
  return new Hono<MembershipEnv>()
    .get('/comments/threads', withApp, optionalMemberSession(db), queryParams(threadsQuery), async (c) => {
      const query = c.get('query');
      const post = await findComment(db, scope(c), query.postId);
      if (!post || post.parent_id !== null) throw apiError('comment-not-found');
      const rows = await listComments(
        db,
        { channelId: post.channel_id, parentId: post.id },
        { order: query.order ?? 'oldest', after: query.after, limit: query.limit ?? COMMENT_LIMITS.pageDefault },
      );
      const context = await readingContext(
        services,
        c,
        rows.map((row) => row.id),
        query.authorField,
      );
      return answer(c, { threads: rows.map((row) => threadView(row, context)) });
    })
    .post(
      '/comments/threads',
      withApp,
      requireMemberSession(db),
      withSignedInMember(db),
      queryParams(authorQuery),
      jsonBody(newThreadBody),
      async (c) => {
        const { postId, content } = c.get('body');
        const post = await findComment(db, scope(c), postId);
        // A reply answers a post that is there to read: not a reply, a deleted or a hidden post.
        if (!post || post.parent_id !== null || post.deleted === 1 || post.hidden === 1) {
          throw apiError('comment-not-found');
        }
        await assertMayComment(services, c, post.channel_access);
        await limitComments(services, c, 'write');
        const accepted = acceptableContent(content, await listBlockedWords(db, c.var.app.id));
        const id = newId(commentIdKind(c.var.mode));
        await insertComment(db, {
          id,
          channelId: post.channel_id,
          parentId: post.id,
          memberId: c.var.memberId,
          content: accepted,
        });
        const row = await findCommentWithAuthor(db, id);
        if (!row) throw new Error('a new reply vanished');
        await publishItemChange(services, { ...scope(c), channelKey: post.channel_key }, row, 'created');
        if (post.member_id !== null && post.member_id !== c.var.memberId) {
          await mailRepliesToAuthor(services, { postId: post.id, memberId: post.member_id });
        }
        return answer(c, threadView(row, await readingContext(services, c, [], c.get('query').authorField)), 201);
      },
    );
}
