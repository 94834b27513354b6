import { type Context, Hono } from 'hono';
import {
  deleteComment,
  findComment,
  findCommentWithAuthor,
  updateCommentContent,
  type CommentWithAuthor,
  type ScopedComment,
} from '../../db/queries/membership/comments.ts';
import { listBlockedWords } from '../../db/queries/membership/comments-moderation.ts';
import { setVote } from '../../db/queries/membership/comments-votes.ts';
import { apiError } from '../../http/errors.ts';
import { jsonBody, queryParams } from '../../http/validate.ts';
import { authorQuery, contentBody, voteBody } from '../comments/comment-bodies.ts';
import { acceptableContent } from '../comments/comment-content.ts';
import { assertMayComment, limitComments } from '../comments/comment-guard.ts';
import { readingContext } from '../comments/comment-reading.ts';
import { commentScope } from '../comments/comment-scope.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { requireMemberSession } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { withSignedInMember } from '../http/signed-in-member.ts';
import { postView, threadView } from '../views/comment-view.ts';
import { publishDeletion, publishItemChange } from '../comments/live/comment-item-events.ts';
import { publishCommentEvent } from '../comments/live/publish-comment-event.ts';
import type { CommentChannelRef } from '../comments/live/comment-channel-ref.ts';

const KINDS = {
  post: {
    base: '/comments/posts',
    param: 'postId',
    view: postView,
    isKind: (row: ScopedComment) => row.parent_id === null,
  },
  thread: {
    base: '/comments/threads',
    param: 'threadId',
    view: threadView,
    isKind: (row: ScopedComment) => row.parent_id !== null,
  },
} as const;

/**
 * Edit, delete and vote on one post (`/comments/posts/:id/...`) or reply (`/comments/threads/:id/...`):
 * signed-in members; only the author edits or deletes. A post's id under threads, or a reply's
 * under posts, is no such item, as is another app's or mode's.
 */
export function commentItemRoutes(
  services: MembershipServices,
  withApp: ReturnType<typeof requireApp>,
  kind: keyof typeof KINDS,
) {
  const { db } = services;
  const { base, view, isKind } = KINDS[kind];
  const signedIn = [withApp, requireMemberSession(db), withSignedInMember(db)] as const;

  /** The item named in the path, there to read (a deleted or hidden one is not). */
  async function liveItem<E extends MembershipEnv>(c: Context<E>): Promise<ScopedComment> {
    const row = await findComment(db, commentScope(c), c.req.param('id') ?? '');
    if (!row || !isKind(row) || row.deleted === 1 || row.hidden === 1) throw apiError('comment-not-found');
    return row;
  }

  async function changedRow(id: string): Promise<CommentWithAuthor> {
    const row = await findCommentWithAuthor(db, id);
    if (!row) throw apiError('comment-not-found');
    return row;
  }

  async function itemAnswer<E extends MembershipEnv>(c: Context<E>, row: CommentWithAuthor, authorField?: string) {
    return answer(c, view(row, await readingContext(services, c, [row.id], authorField)));
  }

  const channelOf = <E extends MembershipEnv>(c: Context<E>, item: ScopedComment): CommentChannelRef => ({
    ...commentScope(c),
    channelKey: item.channel_key,
  });

  return new Hono<MembershipEnv>()
    .patch(`${base}/:id/update`, ...signedIn, queryParams(authorQuery), jsonBody(contentBody), async (c) => {
      const item = await liveItem(c);
      if (item.member_id !== c.var.memberId) throw apiError('comment-author-only');
      await assertMayComment(services, c, item.channel_access);
      await limitComments(services, c, 'write');
      const accepted = acceptableContent(c.get('body').content, await listBlockedWords(db, c.var.app.id));
      await updateCommentContent(db, item.id, accepted);
      const row = await changedRow(item.id);
      await publishItemChange(services, channelOf(c, item), row, 'updated');
      return itemAnswer(c, row, c.get('query').authorField);
    })
    .delete(`${base}/:id`, ...signedIn, async (c) => {
      const row = await findComment(db, commentScope(c), c.req.param('id'));
      // The author may delete their own hidden item; a placeholder has no author left to.
      if (!row || !isKind(row) || row.deleted === 1) throw apiError('comment-not-found');
      if (row.member_id !== c.var.memberId) throw apiError('comment-author-only');
      const outcome = await deleteComment(db, row);
      await publishDeletion(services, channelOf(c, row), row, outcome);
      return answer(c, { id: row.id, outcome });
    })
    .post(`${base}/:id/vote`, ...signedIn, queryParams(authorQuery), jsonBody(voteBody), async (c) => {
      const item = await liveItem(c);
      await assertMayComment(services, c, item.channel_access);
      await limitComments(services, c, 'vote');
      await setVote(db, item.id, c.var.memberId, c.get('body').vote);
      const row = await changedRow(item.id);
      const _count = { likedBy: row.up_count, dislikedBy: row.down_count };
      await publishCommentEvent(services, channelOf(c, item), { type: 'votes', id: row.id, _count });
      return itemAnswer(c, row, c.get('query').authorField);
    });
}
