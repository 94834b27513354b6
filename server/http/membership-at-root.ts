/** Paths the second listener answers as they are: the operations routes and the service's own. */
const KEPT = ['/health', '/ready', '/metrics'];

/**
 * The path the product serves for a request to the membership listener (MEMBERSHIP_PORT), which
 * serves the membership API at its root: Memberstack's SDK calls `<domain>/auth/login` and checks
 * the social sign-in popup's message against its whole `domain`, so that origin must be the API.
 * Paths already under /membership (the redirects and forms of the service's own pages) stay.
 */
export function membershipPathAtRoot(requestUrl: string): string {
  const path = requestUrl.split('?', 1)[0] ?? '';
  if (path === '/membership' || path.startsWith('/membership/') || KEPT.includes(path)) return requestUrl;
  return `/membership${requestUrl.startsWith('/') ? '' : '/'}${requestUrl}`;
}
