import { apiError } from '../../http/errors.ts';
import type { MembershipApp } from '../apps.ts';

/**
 * A URL the service may send a browser to after checkout, the billing portal or a provider
 * sign-in: absolute http(s) on one of the app's allowed origins. Anything else would make the
 * service an open redirect for phishing. Answers the URL normalised by the URL parser.
 */
export function allowedRedirect(app: MembershipApp, value: string, field: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw apiError('invalid-redirect', {
      message: `${field} must be an absolute URL on one of the app's allowed origins.`,
    });
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    !app.isOriginAllowed(url.origin)
  ) {
    throw apiError('invalid-redirect', {
      message: `${field} must be an absolute URL on one of the app's allowed origins.`,
    });
  }
  return url.href;
}
