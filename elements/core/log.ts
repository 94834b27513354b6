/**
 * The one way our client code (elements, pages, the no-code runtime) writes to the console, so
 * that a test run stays quiet and a builder's console reads one voice.
 *
 * Silent in tests unless asked: the test harnesses set `globalThis.__CHAINFORGE_TEST__ = true`
 * before any of our code runs (web-test-runner's test page in web-test-runner.config.mjs, vitest's
 * setup file tests/quiet-client-logs.ts). A test that asserts a log line, or a developer chasing
 * one, sets `globalThis.__CHAINFORGE_DEBUG__ = true` and the lines are written again. Both are
 * plain globals, read at each call, so they work alike in Chromium and in Node. The CDN script's
 * own few lines (a download that failed) go to the console directly: the script imports no module
 * that element code imports (kit/report-load-failure.ts).
 */
interface LogFlags {
  __CHAINFORGE_TEST__?: boolean;
  __CHAINFORGE_DEBUG__?: boolean;
}

const quiet = (): boolean => {
  const flags = globalThis as LogFlags;
  return flags.__CHAINFORGE_TEST__ === true && flags.__CHAINFORGE_DEBUG__ !== true;
};

export const log = {
  /** Something failed that the person may not see on screen (a load, a background call). */
  error(...details: unknown[]): void {
    if (!quiet()) console.error(...details);
  },
  /** Something works, but not as the builder meant (two versions of the bundle on one page). */
  warn(...details: unknown[]): void {
    if (!quiet()) console.warn(...details);
  },
};
