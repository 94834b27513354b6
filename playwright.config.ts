import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.mjs';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_MEMBERSHIP_PORT, E2E_PORT } from './tests/e2e/e2e-env';

/** The running product end to end: the real server on a fresh SQLite database, real Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // A fresh database every run: the seed is what the tests expect to see.
    command: `rm -rf "${E2E_DATA_DIR}" && tsx server/start.ts`,
    url: `${E2E_BASE_URL}/cdn/chainforge-elements.js`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      MEMBERSHIP_PORT: String(E2E_MEMBERSHIP_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      // One line per request would drown the report; warnings and errors still show.
      LOG_LEVEL: 'warn',
      // The whole suite signs in from one address, as an office behind one address would.
      SIGN_IN_ATTEMPTS_PER_ADDRESS: '5000',
    },
  },
});
