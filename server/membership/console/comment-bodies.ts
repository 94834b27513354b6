import * as v from 'valibot';
import type { ConsoleCommentCursor } from '../../db/queries/membership/comments-console.ts';
import { plainText } from '../../http/plain-text.ts';
import { channelKeyField, pageLimitField } from '../comments/comment-bodies.ts';

const mode = v.optional(v.picklist(['test', 'live'], 'must be test or live'), 'live');
const idShaped = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be an id'));

/** GET /comments/channels: one mode's channels by key, after the previous page's last key. */
export const consoleChannelsQuery = v.object({ mode, after: v.optional(channelKeyField), limit: pageLimitField });

/** A page of items ends at its last item: `reports~createdAt~id`, as the answer's endCursor says. */
const CURSOR = /^(\d{1,9})~(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)~([A-Za-z0-9_-]{1,100})$/;

export const cursorOf = (item: { reports: number; created_at: string; id: string }): string =>
  `${item.reports}~${item.created_at}~${item.id}`;

const commentCursor = v.pipe(
  v.string(),
  v.regex(CURSOR, 'must be the endCursor of the previous page'),
  v.transform((text): ConsoleCommentCursor => {
    const [, reports = '0', createdAt = '', id = ''] = CURSOR.exec(text) ?? [];
    return { reports: Number(reports), createdAt, id };
  }),
);

/** GET /comments: one mode's items (or one channel's), most reported first, then newest. */
export const consoleCommentsQuery = v.object({
  mode,
  channelId: v.optional(idShaped),
  after: v.optional(commentCursor),
  limit: pageLimitField,
});

/** PATCH /comments/channels/:id: who may post, and whether owners' replies are marked; one of them at least. */
export const channelSettingsBody = v.pipe(
  v.strictObject({
    access: v.optional(
      v.picklist(['open', 'members-with-plan', 'locked'], 'must be open, members-with-plan or locked'),
    ),
    ownerRepliesMarked: v.optional(v.boolean('must be true or false')),
  }),
  v.check(
    (body) => body.access !== undefined || body.ownerRepliesMarked !== undefined,
    'give access or ownerRepliesMarked',
  ),
);

const BLOCKED_WORDS_MAX = 500;
const BLOCKED_WORD_CHARS = 50;

/**
 * A blocked word as comments are matched against it (comment-content.ts): one line of plain text,
 * NFKC and lowercase, without the spaces around it.
 */
const blockedWord = v.pipe(
  v.string(),
  v.maxLength(BLOCKED_WORD_CHARS, `must be at most ${BLOCKED_WORD_CHARS} characters`),
  plainText(),
  v.transform((word) => word.normalize('NFKC').toLowerCase().trim()),
  v.minLength(1, 'must not be empty'),
);

/** PUT /comments/blocked-words: the whole list, repeats dropped. */
export const blockedWordsBody = v.object({
  words: v.pipe(
    v.array(blockedWord),
    v.maxLength(BLOCKED_WORDS_MAX, `must be at most ${BLOCKED_WORDS_MAX} words`),
    v.transform((words) => [...new Set(words)]),
  ),
});
