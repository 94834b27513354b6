import * as v from 'valibot';
import { COMMENT_LIMITS } from '../../../contract/comment-answers.ts';
import { boundedText, idField } from '../../http/fields.ts';
import { plainText } from '../../http/plain-text.ts';

/** A channel's key as a page names it (a slug or a path): plain text of one line. */
export const channelKeyField = v.pipe(
  v.string(),
  v.minLength(1, 'is required'),
  v.maxLength(COMMENT_LIMITS.channelKeyChars, `must be at most ${COMMENT_LIMITS.channelKeyChars} characters`),
  plainText(),
);

/**
 * Content as sent, bounded before anything reads it, and refused when it holds control
 * characters or bidirectional overrides (line breaks aside), as every text people read is.
 */
const contentField = v.pipe(boundedText(COMMENT_LIMITS.contentChars), plainText({ lineBreaks: true }));

const voteField = v.picklist(['UP', 'DOWN', 'NONE'], 'must be UP, DOWN or NONE');

// @memberstack/dom's createPost also sends `_url`, the page; it is not kept, and valibot drops it.
export const newPostBody = v.object({ channelKey: channelKeyField, content: contentField });
export const newThreadBody = v.object({ postId: idField, content: contentField });
export const contentBody = v.object({ content: contentField });
export const voteBody = v.object({ vote: voteField });
export const channelBody = v.object({ channelKey: channelKeyField });
export const subscriptionBody = v.object({
  channelKey: channelKeyField,
  action: v.picklist(['NONE', 'THREADS_ONLY'], 'must be NONE or THREADS_ONLY'),
});

const orderField = v.optional(v.picklist(['newest', 'oldest', 'top'], 'must be newest, oldest or top'));
// Query values are text; @memberstack/dom sends `after` and `limit` as digits.
const afterField = v.optional(
  v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'must be the internalOrder of an item'), v.transform(Number)),
);
/** How many items a page holds, as a query value; the console's lists take it too. */
export const pageLimitField = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,3}$/, `must be a number from 1 to ${COMMENT_LIMITS.pageMax}`),
    v.transform(Number),
    v.minValue(1, `must be a number from 1 to ${COMMENT_LIMITS.pageMax}`),
    v.maxValue(COMMENT_LIMITS.pageMax, `must be a number from 1 to ${COMMENT_LIMITS.pageMax}`),
  ),
);
/** The reader's choice of the author's display name: a PUBLIC custom field's key. */
const authorField = v.optional(boundedText(100));

export const postsQuery = v.object({
  channelKey: channelKeyField,
  order: orderField,
  after: afterField,
  limit: pageLimitField,
  authorField,
});
export const threadsQuery = v.object({
  postId: idField,
  order: orderField,
  after: afterField,
  limit: pageLimitField,
  authorField,
});
export const channelQuery = v.object({ channelKey: channelKeyField });
export const authorQuery = v.object({ authorField });
