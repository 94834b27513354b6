import type { MiddlewareHandler } from 'hono';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../contract/membership-limits.ts';
import { limitBody } from '../../http/body-limit.ts';
import { IMPORT_MAX_BYTES, MEMBER_IMPORT_PATHS } from '../console/member-import-body.ts';
import { UNSUBSCRIBE_PATH } from '../comments/reply-notice.ts';
import { DEV_PAYMENT_FORM_PATHS } from '../views/dev-payment-pages.ts';
import { jsonOnly } from './json-only.ts';

/** Paths that take multipart bodies (uploads, the development payment pages' forms); the CSRF rule lets only these through without JSON. */
export const MULTIPART_PATHS = ['/membership/member/profile-image', ...DEV_PAYMENT_FORM_PATHS];
/** Uploads may be larger than JSON bodies: an image up to its limit plus the multipart envelope. */
const UPLOAD_LIMIT = PROFILE_IMAGE_MAX_BYTES + 100_000;

const jsonLimit = limitBody();
const uploadLimit = limitBody(UPLOAD_LIMIT);
const importLimit = limitBody(IMPORT_MAX_BYTES);
const sizeRuleOf = (path: string) =>
  MULTIPART_PATHS.includes(path) ? uploadLimit : MEMBER_IMPORT_PATHS.includes(path) ? importLimit : jsonLimit;
const typeRule = jsonOnly(MULTIPART_PATHS, MEMBER_IMPORT_PATHS, [UNSUBSCRIBE_PATH]);

/**
 * What a body under /membership may be, by its path: no larger than its limit (413, judged by
 * Content-Length first) and JSON unless the path takes an upload, a CSV or a one-click
 * unsubscribe's form (415, the CSRF rule).
 * Each refusal is thrown, before any of the body is read.
 */
export const membershipBodyRules: MiddlewareHandler = (c, next) =>
  sizeRuleOf(c.req.path)(c, async () => {
    await typeRule(c, next);
  });
