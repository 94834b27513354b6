import sanitizeHtml from 'sanitize-html';
import { COMMENT_ALLOWED_TAGS, COMMENT_LINK_REL, COMMENT_LINK_SCHEMES } from '../../../contract/comment-answers.ts';

/**
 * The contract's allowlist and nothing else: other elements go (their text stays, a script's or
 * style's goes with them), every attribute goes but a link's `href`, which keeps only http, https
 * and mailto targets (no protocol-relative `//host`), and every link gets
 * `rel="nofollow ugc noopener"` whatever it said: a comment's links earn no ranking and get no
 * handle on the page. Text is answered escaped, so `<` typed as text stays text.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...COMMENT_ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: [...COMMENT_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: COMMENT_LINK_REL }) },
};

export function sanitizeComment(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The text a reader sees of sanitised content (tags dropped, entities left), for emptiness and blocked words. */
export function visibleText(sanitised: string): string {
  return sanitizeHtml(sanitised, { allowedTags: [], allowedAttributes: {} });
}
