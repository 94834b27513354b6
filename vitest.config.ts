import { defineConfig } from 'vitest/config';

/**
 * Units (DOM-free modules), the server over real HTTP, and the front end's clients against a real
 * server (tests/integration); element tests run in Chromium instead.
 */
export default defineConfig({
  test: {
    include: [
      'contract/**/*.test.ts',
      'elements/**/*.test.ts',
      'app/**/*.test.ts',
      'server/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/production/**/*.test.ts',
      'tools/**/*.test.ts',
    ],
    exclude: ['**/*.wtr.test.*', '**/node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/quiet-client-logs.ts'],
    // One migrated, seeded database per run that every test server's database is copied from.
    globalSetup: ['server/testing/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each server test file opens its own database; two cores take two at a time. Worker threads
    // start and import faster than child processes (about 20 s of the run).
    maxWorkers: 2,
    pool: 'threads',
  },
});
