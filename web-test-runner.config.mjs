// Element tests: every element in real Chromium (Debian's, or CHROME_PATH), served through Vite.
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumLaunchOptions } from './tests/chromium.mjs';
import { fakeApi } from './tests/wtr/fake-api.mjs';
import { membershipServer } from './tests/wtr/membership-server.mjs';
import { viteServePlugin } from './tests/wtr/vite-serve-plugin.mjs';

const membership = membershipServer();

export default {
  files: ['elements/**/*.wtr.test.ts', 'elements/**/*.wtr.test.tsx'],
  nodeResolve: false,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  // The client's log (elements/core/log.ts) stays silent in tests unless a test asks.
  testRunnerHtml: (testFramework) =>
    // The doctype keeps the page in standards mode, as every page of ours is: layout tests measure it.
    `<!DOCTYPE html><html><head><meta charset="utf-8"><script>globalThis.__CHAINFORGE_TEST__ = true;</script></head><body><script type="module" src="${testFramework}"></script></body></html>`,
  testsFinishTimeout: 300000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: chromiumLaunchOptions,
    }),
  ],
  middleware: [fakeApi, membership.middleware],
  plugins: [membership.plugin, viteServePlugin()],
};
