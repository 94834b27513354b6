/** Where the owners' endpoints are mounted; the session cookie is scoped to it. */
export const CONSOLE_API_PATH = '/membership/console';

export const isConsoleApiPath = (path: string): boolean =>
  path === CONSOLE_API_PATH || path.startsWith(`${CONSOLE_API_PATH}/`);
