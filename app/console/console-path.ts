/**
 * Where the console lives in the dashboard app. Apart from the console's sections so that the
 * dashboard, which routes to the console and lets in-app links reach it, carries none of them.
 */
export const CONSOLE_PATH = '/console';

/** Whether `pathname` is a page of the console (followed in-app from links in elements). */
export function isConsolePath(pathname: string): boolean {
  return pathname === CONSOLE_PATH || pathname.startsWith(`${CONSOLE_PATH}/`);
}
