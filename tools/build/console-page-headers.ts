import type { Plugin } from 'vite';
import { CONSOLE_PAGE_HEADERS, isConsolePage } from '../../server/http/page-policies.ts';

/**
 * `npm run dev` serves the dashboard's pages from Vite, not from our server: this gives the
 * console's pages (/console) the same no-framing headers the server sends them, so the dev server
 * does not quietly allow what production refuses.
 */
export function consolePageHeaders(): Plugin {
  return {
    name: 'chainforge-console-page-headers',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://dev').pathname;
        if (isConsolePage(pathname)) {
          for (const [name, value] of Object.entries(CONSOLE_PAGE_HEADERS)) response.setHeader(name, value);
        }
        next();
      });
    },
  };
}
