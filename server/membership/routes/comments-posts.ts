import { Hono } from 'hono';
import { COMMENT_LIMITS } from '../../../contract/comment-answers.ts';
import { findChannel, findOrCreateChannel } from '../../db/queries/membership/comments-channels.ts';
import { findCommentWithAuthor, insertComment, listComments } from '../../db/queries/membership/comments.ts';
import { listBlockedWords } from '../../db/queries/membership/comments-moderation.ts';
import { jsonBody, queryParams } from '../../http/validate.ts';
import { newId } from '../../db/ids.ts';
import { acceptableContent } from '../comments/comment-content.ts';
import { assertMayComment, limitComments } from '../comments/comment-guard.ts';
import { commentIdKind, commentScope as scope } from '../comments/comment-scope.ts';
import { readingContext } from '../comments/comment-reading.ts';
import { authorQuery, channelBody, newPostBody, postsQuery } from '../comments/comment-bodies.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { optionalMemberSession, requireMemberSession } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { withSignedInMember } from '../http/signed-in-member.ts';
import { postView } from '../views/comment-view.ts';
import { publishItemChange, publicAuthor } from '../comments/live/comment-item-events.ts';
import { publishCommentEvent } from '../comments/live/publish-comment-event.ts';

/** A channel's posts (anyone with the public key), a new post and the typing notice (signed-in members). */
export function commentPostRoutes(services: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const { db } = services;
  return new Hono<MembershipEnv>()
    .get('/comments/posts', withApp, optionalMemberSession(db), queryParams(postsQuery), async (c) => {
      const query = c.get('query');
      const channel = await findChannel(db, scope(c), query.channelKey);
      if (!channel) return answer(c, { posts: [], totalCount: 0 });
      const rows = await listComments(
        db,
        { channelId: channel.id, parentId: null },
        { order: query.order ?? 'newest', after: query.after, limit: query.limit ?? COMMENT_LIMITS.pageDefault },
      );
      const context = await readingContext(
        services,
        c,
        rows.map((row) => row.id),
        query.authorField,
      );
      return answer(c, { posts: rows.map((row) => postView(row, context)), totalCount: channel.post_count });
    })
    .post(
      '/comments/posts',
      withApp,
      requireMemberSession(db),
      withSignedInMember(db),
      queryParams(authorQuery),
      jsonBody(newPostBody),
      async (c) => {
        const { channelKey, content } = c.get('body');
        const existing = await findChannel(db, scope(c), channelKey);
        await assertMayComment(services, c, existing?.access);
        await limitComments(services, c, 'write');
        const accepted = acceptableContent(content, await listBlockedWords(db, c.var.app.id));
        const channel = existing ?? (await findOrCreateChannel(db, scope(c), channelKey));
        const id = newId(commentIdKind(c.var.mode));
        await insertComment(db, {
          id,
          channelId: channel.id,
          parentId: null,
          memberId: c.var.memberId,
          content: accepted,
        });
        const row = await findCommentWithAuthor(db, id);
        if (!row) throw new Error('a new post vanished');
        await publishItemChange(services, { ...scope(c), channelKey }, row, 'created');
        return answer(c, postView(row, await readingContext(services, c, [], c.get('query').authorField)), 201);
      },
    )
    .post(
      '/comments/posts/typing',
      withApp,
      requireMemberSession(db),
      withSignedInMember(db),
      jsonBody(channelBody),
      async (c) => {
        const { channelKey } = c.get('body');
        const channel = await findChannel(db, scope(c), channelKey);
        await assertMayComment(services, c, channel?.access);
        await services.limiter.enforce('commentTypingPerMember', c.var.memberId);
        const author = await publicAuthor(db, c.var.app.id, c.var.member.custom_fields);
        await publishCommentEvent(
          services,
          { ...scope(c), channelKey },
          { type: 'typing', memberId: c.var.memberId, name: author.displayName, customFields: author.customFields },
        );
        return answer(c, null);
      },
    );
}
