// Serves every module of the element tests through Vite, so they run exactly as the app and the
// CDN build compile them (TSX, React's CommonJS packages, define replacements). web-test-runner's
// own resolution cannot load React 19's CommonJS build.
import { readFileSync } from 'node:fs';
import { createServer } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

const WTR_OWN_PATHS = ['/__web', '/__wds'];

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function viteServePlugin() {
  /** @type {import('vite').ViteDevServer | undefined} */
  let vite;
  let origin = '';
  return {
    name: 'vite-serve',
    async serverStart() {
      vite = await createServer({
        configFile: false,
        root: process.cwd(),
        logLevel: 'warn',
        clearScreen: false,
        appType: 'custom',
        define: { __CHAINFORGE_VERSION__: JSON.stringify(version) },
        server: { host: '127.0.0.1', port: 0, hmr: false },
        // Every test file's imports are pre-bundled at start. Found one by one instead, a dependency
        // first met by a later test file makes Vite re-bundle React mid-run, and the pages already
        // loaded then hold a second React (a fresh clone failed 11 dialog tests that way).
        optimizeDeps: { entries: ['elements/**/*.wtr.test.ts', 'elements/**/*.wtr.test.tsx'] },
        plugins: [
          {
            name: 'wtr-socket-external',
            resolveId: (id) =>
              id.endsWith('/__web-dev-server__web-socket.js')
                ? { id: '/__web-dev-server__web-socket.js', external: true }
                : null,
          },
        ],
      });
      await vite.listen();
      const address = vite.httpServer?.address();
      origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    },
    async serverStop() {
      await vite?.close();
    },
    async serve(context) {
      if (WTR_OWN_PATHS.some((path) => context.path.startsWith(path)) || context.path.endsWith('.html'))
        return undefined;
      const answer = await fetch(`${origin}${context.url}`);
      if (!answer.ok) return undefined;
      return { body: await answer.text(), type: answer.headers.get('content-type') ?? 'application/javascript' };
    },
  };
}
