/**
 * How the CDN script reports that a piece of our code failed to download (offline, a blocked
 * request): straight to the console, not through core/log.ts, because the script imports no module
 * that element code imports (see core/page-state.ts). Its few lines only appear when a download
 * fails, which no test run provokes unasked.
 */
export const reportLoadFailure =
  (what: string) =>
  (error: unknown): void =>
    console.error(`Chain Forge Elements could not load ${what}.`, error);
