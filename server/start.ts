// `npm start`: build the front end if it is missing or stale, then serve everything.
import { ConfigError, loadConfig } from './config.ts';
import { buildFrontend, frontendIsStale } from './frontend-build.ts';
import { REPO_ROOT } from './paths.ts';
import { startServer } from './server.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  if (await frontendIsStale(REPO_ROOT)) {
    console.log('Building the dashboard app and the CDN bundle...');
    await buildFrontend(REPO_ROOT);
  }
  const server = await startServer(config);
  const database = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  console.log(`Chain Forge is running at ${server.url} (${database})`);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // A second signal means the user does not want to wait for open requests.
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: shutting down...`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
