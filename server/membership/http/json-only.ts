import { createMiddleware } from 'hono/factory';
import { apiError } from '../../http/errors.ts';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;
const CSV_TYPE = /^text\/csv\s*(?:;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

/**
 * The CSRF rule: a request with a body must be JSON. A cross-site form can only send
 * urlencoded, multipart or text bodies without a preflight, so refusing those leaves a forged
 * request nothing to change. A POST without a body (logout) is fine. `multipartPaths` lists the
 * routes that take an upload (the profile image), whose Origin the route itself must check.
 * `csvPaths` take a CSV file (the console's member import): no form can send text/csv, and a
 * page's fetch with it is preflighted, so it is as safe as JSON. `formPaths` take a urlencoded
 * form (a mail client's one-click unsubscribe, RFC 8058): their credential is a token in the
 * address, which a forged form cannot know.
 */
export function jsonOnly(
  multipartPaths: readonly string[] = [],
  csvPaths: readonly string[] = [],
  formPaths: readonly string[] = [],
) {
  return createMiddleware(async (c, next) => {
    const length = c.req.header('content-length');
    const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    if (hasBody) {
      const type = c.req.header('content-type') ?? '';
      const multipartAllowed = MULTIPART_TYPE.test(type) && multipartPaths.includes(c.req.path);
      const csvAllowed = CSV_TYPE.test(type) && csvPaths.includes(c.req.path);
      const formAllowed = FORM_TYPE.test(type) && formPaths.includes(c.req.path);
      if (!JSON_TYPE.test(type) && !multipartAllowed && !csvAllowed && !formAllowed) {
        throw apiError('unsupported-media-type');
      }
    }
    await next();
  });
}
