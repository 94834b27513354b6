import { resolve } from 'node:path';

/** Where the end-to-end server runs: its own port and data directory, beside any `npm start`. */
export const E2E_PORT = 4183;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = resolve('.tmp/e2e-data');
/** The membership listener (MEMBERSHIP_PORT): the membership API at the root of its own origin. */
export const E2E_MEMBERSHIP_PORT = 4184;
export const E2E_MEMBERSHIP_URL = `http://127.0.0.1:${E2E_MEMBERSHIP_PORT}`;
