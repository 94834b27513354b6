import { apiError } from '../../http/errors.ts';
import { sanitizeComment, visibleText } from './sanitize-comment.ts';

/** Letters and digits of any script, so a blocked word is matched as a whole word ('ass' is not in 'class'). */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function containsWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1];
    const after = text[at + word.length];
    if (!(before && WORD_CHARACTER.test(before)) && !(after && WORD_CHARACTER.test(after))) return true;
  }
  return false;
}

/**
 * Content as it is stored and answered: sanitised to the allowlist (sanitize-comment.ts), refused
 * 422 when nothing readable is left, and 422 `comment-blocked-word` when it holds one of the app's
 * blocked words as a whole word, in any case. Length and plain-text rules were checked on the
 * body already (comment-bodies.ts).
 */
export function acceptableContent(content: string, blockedWords: readonly string[]): string {
  const sanitised = sanitizeComment(content);
  const text = visibleText(sanitised).normalize('NFKC').toLowerCase();
  if (text.trim() === '') throw apiError('validation-failed', { message: 'content: must have some text' });
  if (blockedWords.some((word) => containsWord(text, word))) throw apiError('comment-blocked-word');
  return sanitised;
}
