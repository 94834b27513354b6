/**
 * Where the dashboard remembers the member's theme. The app's theme store reads and writes it; the
 * app's page reads it before any other script has run, to show its loading indicator in that theme.
 */
export const THEME_STORAGE_KEY = 'chainforge_theme';
