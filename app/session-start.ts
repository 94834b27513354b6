import { configureDashboard } from './dashboard-settings';
import { startSession } from './session';

configureDashboard();

/**
 * The start-up check (a stored token's permissions, or single sign-on from a membership session),
 * begun as this module is evaluated. main.tsx imports it first, so the request is on its way
 * while the rest of the app's code (React, the pages, the elements) is still being evaluated.
 */
export const sessionStarted = startSession();
