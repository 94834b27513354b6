/**
 * The policies of the pages we serve, as header values, in a module that imports nothing: the
 * server sends them (security-headers.ts, static.ts) and so does `npm run dev`'s Vite server
 * (tools/build/console-page-headers.ts), from this one source.
 */

function policy(directives: Record<string, string>): string {
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/**
 * The one inline script of the dashboard's page: it gives the page's loading indicator the
 * member's stored theme before the first paint, notes when it went on screen, and says so when the
 * app's code could not be downloaded (tools/build/boot-indicator.ts, whose test holds this hash to
 * the script).
 */
const BOOT_SCRIPT_HASH = "'sha256-bpJXeLwKStOF2jOSMb6o5SWQgC8wCg+1NUJLjGMhZbE='";

const APP_DIRECTIVES = {
  'default-src': "'self'",
  'script-src': `'self' ${BOOT_SCRIPT_HASH}`,
  // styled-components injects style elements at run time.
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'self'",
};

export const APP_CSP = policy(APP_DIRECTIVES);

/**
 * The console's pages (/console) run an app's members and settings: framed by any page, even
 * the product's own, a click could be tricked out of an owner, so they are never framed.
 */
export const CONSOLE_PAGE_HEADERS = {
  'Content-Security-Policy': policy({ ...APP_DIRECTIVES, 'frame-ancestors': "'none'" }),
  'X-Frame-Options': 'DENY',
} as const;

export const isConsolePage = (pathname: string) => pathname === '/console' || pathname.startsWith('/console/');

/** Demo pages stand in for builders' own pages, which carry inline scripts; still no eval. */
export const DEMO_PAGE_CSP = policy({ ...APP_DIRECTIVES, 'script-src': "'self' 'unsafe-inline'" });
