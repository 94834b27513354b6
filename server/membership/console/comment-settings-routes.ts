import { Hono } from 'hono';
import type { ConsoleBlockedWords, ConsoleCommentChannel } from '../../../contract/console-comment-answers.ts';
import { findConsoleChannel, updateChannelSettings } from '../../db/queries/membership/comments-console.ts';
import { listBlockedWords, replaceBlockedWords } from '../../db/queries/membership/comments-moderation.ts';
import { apiError } from '../../http/errors.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { blockedWordsBody, channelSettingsBody } from './comment-bodies.ts';
import { consoleChannelView } from './comment-views.ts';
import type { ConsoleEnv } from './console-context.ts';
import { noteOwnerAudit, ownerAction, ownerRead } from './owner-audit.ts';
import { isIdShaped } from './path-ids.ts';
import { requireOwner } from './require-owner.ts';

/**
 * The owners' comment settings: per channel who may post (open, members with a plan, locked) and
 * whether owners' replies are marked; per app the blocked words (both modes share them). Every
 * change is limited and in the audit with what it set (never the words themselves: how many).
 */
export function commentSettingsRoutes(services: MembershipServices) {
  const { db, limiter } = services;
  const signedIn = requireOwner(services);

  return new Hono<ConsoleEnv>()
    .patch(
      '/comments/channels/:id',
      signedIn,
      ownerAction(db, limiter, 'comments.channel-settings'),
      jsonBody(channelSettingsBody),
      async (c) => {
        const id = c.req.param('id');
        noteOwnerAudit(c, { targetType: 'comment-channel', targetId: isIdShaped(id) ? id : undefined });
        const appId = c.var.owner.app_id;
        const channel = isIdShaped(id) ? await findConsoleChannel(db, appId, id) : undefined;
        if (!channel) throw apiError('comment-channel-not-found');
        const settings = c.get('body');
        noteOwnerAudit(c, { mode: channel.mode, detail: { channelKey: channel.key, ...settings } });
        await updateChannelSettings(db, channel.id, settings);
        const row = await findConsoleChannel(db, appId, channel.id);
        if (!row) throw apiError('comment-channel-not-found');
        return answer(c, consoleChannelView(row) satisfies ConsoleCommentChannel);
      },
    )
    .get('/comments/blocked-words', signedIn, ownerRead(limiter), async (c) => {
      const words = await listBlockedWords(db, c.var.owner.app_id);
      return answer(c, { words } satisfies ConsoleBlockedWords);
    })
    .put(
      '/comments/blocked-words',
      signedIn,
      ownerAction(db, limiter, 'comments.blocked-words'),
      jsonBody(blockedWordsBody),
      async (c) => {
        const { words } = c.get('body');
        noteOwnerAudit(c, { detail: { words: words.length } });
        await replaceBlockedWords(db, c.var.owner.app_id, words);
        return answer(c, { words: await listBlockedWords(db, c.var.owner.app_id) } satisfies ConsoleBlockedWords);
      },
    );
}
