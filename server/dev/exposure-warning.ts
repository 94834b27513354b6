import type { Config } from '../config.ts';
import { isLoopbackHost } from '../http/loopback.ts';

/**
 * What start.ts says on stderr when a development server listens beyond this machine, as one
 * forgotten NODE_ENV=production on a deployed server would have it; undefined when it does not.
 * `behindHotReload`: npm run dev, where Vite forwards every client, so each arrives from this machine.
 */
export function exposureWarning(config: Config, { behindHotReload }: { behindHotReload: boolean }): string | undefined {
  if (config.isProduction || isLoopbackHost(config.host)) return undefined;
  const reach = config.devRoutesForAnyClient
    ? 'DEV_ROUTES=on: they answer every client that can reach this server.'
    : behindHotReload
      ? 'Behind the hot-reload server every client arrives from this machine: they answer everyone who can reach it.'
      : 'They answer only browsers on this machine; DEV_ROUTES=on would open them to every client.';
  return [
    '',
    `WARNING: development mode (NODE_ENV=${config.nodeEnv}) listening beyond this machine (HOST=${config.host}).`,
    'The development routes are on: /dev/mailbox shows every sign-in and reset code mailed, the',
    'development sign-in logs in as any provider account, the development checkout grants paid',
    'plans without payment, and the development captcha solves itself.',
    reach,
    'Deploying this server? Set NODE_ENV=production.',
    '',
  ]
    .map((line) => (line ? `!!! ${line}` : ''))
    .join('\n');
}
