/**
 * What a member reads when the app's own code could not be downloaded (offline, or the app was
 * updated since the tab opened and the files it asks for are gone). A browser keeps a module that
 * failed to download as failed for the life of the page, so reloading the page is the way on.
 */

/** The app's page, when the app itself never arrived: it says so in place of its loading indicator. */
export const APP_LOAD_FAILURE = {
  title: 'Chain Forge could not load',
  advice: 'Check your connection and reload the page.',
};

/** A page of the app whose code could not be downloaded (or failed to show); the app around it stays. */
export const PAGE_LOAD_FAILURE = {
  title: 'This page could not load',
  advice: APP_LOAD_FAILURE.advice,
};

export const RELOAD_LABEL = 'Reload';
