import { type Context, Hono } from 'hono';
import type {
  ConsoleCommentBan,
  ConsoleCommentChannelPage,
  ConsoleCommentDeletion,
  ConsoleCommentPage,
} from '../../../contract/console-comment-answers.ts';
import { deleteComment, findComment, publicCustomFieldKeys } from '../../db/queries/membership/comments.ts';
import {
  type ConsoleCommentRow,
  findConsoleComment,
  listConsoleChannels,
  listConsoleComments,
  setCommentHidden,
} from '../../db/queries/membership/comments-console.ts';
import { banFromComments, unbanFromComments } from '../../db/queries/membership/comments-moderation.ts';
import { findMemberById } from '../../db/queries/membership/members.ts';
import { apiError } from '../../http/errors.ts';
import { queryParams } from '../../http/validate.ts';
import { COMMENT_LIMITS } from '../../../contract/comment-answers.ts';
import type { MembershipServices } from '../membership-context.ts';
import { publishDeletion, publishItemChange } from '../comments/live/comment-item-events.ts';
import { answer } from '../http/answer.ts';
import { consoleChannelsQuery, consoleCommentsQuery, cursorOf } from './comment-bodies.ts';
import { consoleChannelView, consoleCommentView } from './comment-views.ts';
import type { ConsoleEnv } from './console-context.ts';
import { noteOwnerAudit, ownerAction, ownerRead } from './owner-audit.ts';
import { isIdShaped } from './path-ids.ts';
import { requireOwner } from './require-owner.ts';

/**
 * Moderating the app's comments from the console: its channels of a mode with their counts, the
 * newest posts and replies (the most reported first) with their authors' emails, hiding an item
 * from readers and showing it again, deleting it (a post with replies stays as the placeholder an
 * author's deletion leaves) and barring a member from commenting (then 403 comment-banned) or
 * letting them again. Only the owners of the app: another app's item or member is none. Reads are
 * limited per owner; every act is limited and in the audit, with the item or member it touched.
 */
export function commentModerationRoutes(services: MembershipServices) {
  const { db, limiter } = services;
  const signedIn = requireOwner(services);
  const read = ownerRead(limiter);
  const act = (action: string) => ownerAction(db, limiter, action);
  const channelOf = (c: Context<ConsoleEnv>, row: ConsoleCommentRow) => ({
    appId: c.var.owner.app_id,
    mode: row.channel_mode,
    channelKey: row.channel_key,
  });

  /** The item the path names, of the owner's app (either mode), noted in the act's audit row. */
  async function ownComment<E extends ConsoleEnv>(c: Context<E>): Promise<ConsoleCommentRow> {
    const id = (c.req.param() as { id?: string }).id ?? '';
    // A path that is no id of ours is recorded without it, and not looked up.
    noteOwnerAudit(c, { targetType: 'comment', targetId: isIdShaped(id) ? id : undefined });
    const row = isIdShaped(id) ? await findConsoleComment(db, c.var.owner.app_id, id) : undefined;
    if (!row) throw apiError('comment-not-found');
    noteOwnerAudit(c, { mode: row.channel_mode, detail: { channelKey: row.channel_key } });
    return row;
  }

  async function commentAnswer<E extends ConsoleEnv>(c: Context<E>, id: string): Promise<Response> {
    const { app_id } = c.var.owner;
    const row = await findConsoleComment(db, app_id, id);
    if (!row) throw apiError('comment-not-found');
    return answer(c, consoleCommentView(row, await publicCustomFieldKeys(db, app_id)));
  }

  /** The member the path names, of the owner's app (either mode), noted in the act's audit row. */
  async function ownMemberId<E extends ConsoleEnv>(c: Context<E>): Promise<string> {
    const id = (c.req.param() as { memberId?: string }).memberId ?? '';
    noteOwnerAudit(c, { targetType: 'member', targetId: isIdShaped(id) ? id : undefined });
    const member = isIdShaped(id) ? await findMemberById(db, id) : undefined;
    if (!member || member.app_id !== c.var.owner.app_id || member.mode === null) throw apiError('member-not-found');
    noteOwnerAudit(c, { mode: member.mode });
    return member.id;
  }

  return new Hono<ConsoleEnv>()
    .get('/comments/channels', signedIn, read, queryParams(consoleChannelsQuery), async (c) => {
      const query = c.get('query');
      const limit = query.limit ?? COMMENT_LIMITS.pageDefault;
      const rows = await listConsoleChannels(
        db,
        { appId: c.var.owner.app_id, mode: query.mode },
        { after: query.after, limit },
      );
      const page: ConsoleCommentChannelPage = {
        channels: rows.map(consoleChannelView),
        endCursor: rows.length === limit ? (rows.at(-1)?.key ?? null) : null,
      };
      return answer(c, page);
    })
    .get('/comments', signedIn, read, queryParams(consoleCommentsQuery), async (c) => {
      const query = c.get('query');
      const appId = c.var.owner.app_id;
      const limit = query.limit ?? COMMENT_LIMITS.pageDefault;
      const rows = await listConsoleComments(
        db,
        { appId, mode: query.mode, channelId: query.channelId },
        { after: query.after, limit },
      );
      const publicFields = await publicCustomFieldKeys(db, appId);
      const last = rows.at(-1);
      const page: ConsoleCommentPage = {
        comments: rows.map((row) => consoleCommentView(row, publicFields)),
        endCursor: rows.length === limit && last ? cursorOf(last) : null,
      };
      return answer(c, page);
    })
    .post('/comments/:id/hide', signedIn, act('comments.hide'), async (c) => {
      const row = await ownComment(c);
      await setCommentHidden(db, row.id, true);
      // Readers see it go at once: their pages show the placeholder a hidden item answers.
      await publishItemChange(services, channelOf(c, row), row.id, 'hidden');
      return commentAnswer(c, row.id);
    })
    .post('/comments/:id/restore', signedIn, act('comments.restore'), async (c) => {
      const row = await ownComment(c);
      await setCommentHidden(db, row.id, false);
      await publishItemChange(services, channelOf(c, row), row.id, 'restored');
      return commentAnswer(c, row.id);
    })
    .delete('/comments/:id', signedIn, act('comments.delete'), async (c) => {
      const row = await ownComment(c);
      const item = await findComment(db, { appId: c.var.owner.app_id, mode: row.channel_mode }, row.id);
      // A placeholder has been deleted already; it goes with its last reply, as after an author's deletion.
      if (!item || item.deleted === 1) throw apiError('comment-not-found');
      const outcome = await deleteComment(db, item);
      noteOwnerAudit(c, { detail: { channelKey: item.channel_key, outcome } });
      await publishDeletion(services, channelOf(c, row), item, outcome);
      return answer(c, { id: item.id, outcome } satisfies ConsoleCommentDeletion);
    })
    .put('/comments/bans/:memberId', signedIn, act('comments.ban'), async (c) => {
      const memberId = await ownMemberId(c);
      await banFromComments(db, memberId, c.var.owner.id);
      return answer(c, { memberId, banned: true } satisfies ConsoleCommentBan);
    })
    .delete('/comments/bans/:memberId', signedIn, act('comments.unban'), async (c) => {
      const memberId = await ownMemberId(c);
      await unbanFromComments(db, memberId);
      return answer(c, { memberId, banned: false } satisfies ConsoleCommentBan);
    });
}
