// Element tests: every element in real Chromium (Debian's, or CHROME_PATH), served through Vite.
import { existsSync } from 'node:fs';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { fakeApi } from './tests/wtr/fake-api.mjs';
import { viteServePlugin } from './tests/wtr/vite-serve-plugin.mjs';

const chromiumPath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => path && existsSync(path),
);

export default {
  files: ['elements/**/*.wtr.test.ts', 'elements/**/*.wtr.test.tsx'],
  nodeResolve: false,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 300000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        ...(chromiumPath ? { executablePath: chromiumPath } : {}),
        args: [
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-quic',
        ],
      },
    }),
  ],
  middleware: [fakeApi],
  plugins: [viteServePlugin()],
};
