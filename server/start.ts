// `npm start`: build the front end if it is missing or stale, then serve everything.
import { isWildcardPortOrigin } from './app-config/local-origins.ts';
import { loadConfig } from './config.ts';
import { ConfigError } from './config-values.ts';
import { buildFrontend, frontendIsStale } from './frontend-build.ts';
import { REPO_ROOT } from './paths.ts';
import { listeningUrl, startServer } from './server.ts';
import { startDevFrontend } from './dev-frontend.ts';
import { exposureWarning } from './dev/exposure-warning.ts';
import { errorMessage, logger, scrubbed } from './observability/logger.ts';
import { developmentGuide } from './startup/development-guide.ts';
import { startFailureMessage } from './startup/start-failure.ts';

/** With --dev the server moves one port up, behind Vite's hot-reloading dev server. */
const devMode = process.argv.includes('--dev');

async function main(): Promise<void> {
  const config = loadConfig();
  if (await frontendIsStale(REPO_ROOT)) {
    // Production serves what `npm run build` made at deploy time; it never builds on the server.
    if (config.isProduction)
      logger.warn('The dashboard app and the CDN bundle are missing or older than their sources: run npm run build.');
    else {
      logger.info('Building the dashboard app and the CDN bundle...');
      await buildFrontend(REPO_ROOT);
    }
  }
  // Behind Vite, browsers reach the server through Vite's port: the URLs it hands out name that one.
  const frontUrl = listeningUrl(config.host, config.port);
  const server = await startServer(
    devMode ? { ...config, port: config.port + 1, publicUrl: config.publicUrl ?? frontUrl } : config,
  );
  const frontend = devMode ? await startDevFrontend(config.port, config.host, server.port) : undefined;
  const database = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  const url = frontend ? frontUrl : server.url;
  logger.info(`Chain Forge is running at ${url} (${database}${frontend ? ', hot reload on' : ''})`);
  if (!config.isProduction) for (const line of developmentGuide(url)) logger.info(line);
  if (server.membershipUrl) logger.info(`The membership API is also at ${server.membershipUrl} (MEMBERSHIP_PORT)`);
  if (config.isProduction && !config.smtpUrl)
    logger.warn('SMTP_URL is not set: verification, sign-in and reset codes are kept in the database and reach no one');
  const localOrigins = config.allowedOrigins.filter(isWildcardPortOrigin);
  if (!config.isProduction && localOrigins.length > 0)
    logger.warn(
      `Development: every local port is trusted as a site (${localOrigins.join(', ')}); production refuses such origins`,
    );
  const warning = exposureWarning(config, { behindHotReload: devMode });
  if (warning) logger.warn(warning);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // A second signal means the user does not want to wait for open requests.
    if (stopping) process.exit(1);
    stopping = true;
    logger.info(`${signal}: finishing the requests in flight, then stopping`);
    Promise.all([server.close(), frontend?.close()]).then(
      () => {
        logger.info('Stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ error: errorMessage(error) }, 'Stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  const told = startFailureMessage(error);
  if (error instanceof ConfigError) logger.fatal(`Configuration error: ${error.message}`);
  else if (told) logger.fatal(told);
  else
    logger.fatal(
      { error: errorMessage(error), stack: error instanceof Error && error.stack ? scrubbed(error.stack) : undefined },
      'Start failed',
    );
  process.exit(1);
});
