import type { ErrorCode } from '../../../contract/error-codes';
import { COMMON_TEXTS } from './common-texts';
import type { WIDGET_TEXTS } from './widget-texts';

/** Every key a text can be looked up by: the widget's own, and `error.<code>` for the server's codes. */
export type MessageKey = keyof typeof WIDGET_TEXTS | `error.${ErrorCode}`;

/** A site's own wording for some of the texts, by key. */
export type MessageOverrides = Partial<Record<MessageKey, string>>;

/**
 * The English texts of the parts an element shows (modal-texts.ts, comment-texts.ts), laid over
 * the common ones: an element loads only its parts' texts, and a key of another part reads as the
 * key itself (catalogue-parts.test.ts holds each part's code to its own keys).
 */
export type CatalogueParts = Partial<Record<MessageKey, string>>;

export type MessageParams = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;

function fill(text: string, params: MessageParams | undefined): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

export interface Messages {
  message(key: MessageKey, params?: MessageParams): string;
  /** The site's wording for a MembershipError's code, or the server's own message when none is kept. */
  errorMessage(error: { code: string; message: string; retryAfterSeconds?: number | undefined }): string;
}

/** The catalogue with a site's overrides (a translation, say) laid over the English defaults of `parts`. */
export function createMessages(parts: CatalogueParts, overrides: MessageOverrides = {}): Messages {
  // The server's error codes have no defaults here: every failure carries the server's own
  // message, so a site lists only the codes it rewords.
  const texts: Record<string, string> = { ...COMMON_TEXTS, ...parts, ...overrides };
  const message = (key: MessageKey, params?: MessageParams) => fill(texts[key] ?? key, params);

  function wait(seconds: number): string {
    if (seconds < 60) return seconds === 1 ? message('wait.second') : message('wait.seconds', { count: seconds });
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1 ? message('wait.minute') : message('wait.minutes', { count: minutes });
  }

  return {
    message,
    errorMessage(error) {
      // A busy server's 503 carries Retry-After too, but the visitor made no attempt too many.
      if (error.code === 'too-many-requests' && error.retryAfterSeconds !== undefined) {
        return message('error.tooManyAttempts', { wait: wait(error.retryAfterSeconds) });
      }
      // The server's message is more specific (a field, a number) unless the site reworded the code.
      const key = `error.${error.code}`;
      return key in overrides ? (overrides as Record<string, string>)[key]! : error.message;
    },
  };
}
