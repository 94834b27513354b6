import type { AddressInfo } from 'node:net';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import { type AppOptions, createApp } from './app.ts';
import { membershipPathAtRoot } from './http/membership-at-root.ts';
import { nodeListener } from './http/node-listener.ts';
import { type ChatStreams, redisChatStreams } from './chat/resumable-streams.ts';
import type { Config } from './config.ts';
import { readAppConfig } from './app-config/read-app-config.ts';
import { refuseWildcardPorts } from './app-config/local-origins.ts';
import { listApps } from './db/queries/membership/apps.ts';
import { modeOrigins } from './membership/apps.ts';
import { APP_MODES } from '../contract/console-app-settings.ts';
import { openDatabase } from './db/open.ts';
import { prepareDatabase } from './startup/prepare.ts';
import type { Database } from './db/schema.ts';
import type { MembershipOptions } from './membership/index.ts';
import { loadMembershipSecret } from './membership/security/secret.ts';
import { createRateLimitStore } from './http/rate-limit/index.ts';
import { type RevocationBroadcast, startRevocationBroadcast } from './security/revocation-broadcast.ts';
import type { StaticRoots } from './static.ts';
import { CommentEventHub } from './membership/comments/live/comment-event-hub.ts';
import { MemoryCommentTransport } from './membership/comments/live/memory-comment-transport.ts';
import { redisCommentTransport } from './membership/comments/live/redis-comment-transport.ts';
import { WaitingReplyMails } from './membership/comments/waiting-reply-mails.ts';

export interface RunningServer {
  url: string;
  port: number;
  /** The membership listener's address (MEMBERSHIP_PORT), when there is one. */
  membershipUrl: string | undefined;
  db: Kysely<Database>;
  close(): Promise<void>;
}

export interface StartOptions {
  staticRoots?: Partial<StaticRoots>;
  /** Limits and hashing bounds raised or lowered (tests, benchmarks); the store always follows the config. */
  membership?: Pick<MembershipOptions, 'rateLimits' | 'hashing'>;
}

/** How long requests and chat streams in flight may finish after close() before their connections are cut. */
const DRAIN_MS = 10_000;

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** The address a browser on this machine reaches a server listening on host and port at. */
export function listeningUrl(host: string, port: number): string {
  return `http://${urlHost(host)}:${port}`;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * Stops taking connections, lets what is in flight finish (answers given while stopping close
 * their connection, so keep-alive clients move to another instance), then resolves.
 */
function stop(server: Server): Promise<void> {
  server.on('request', (_request, response: ServerResponse) => response.setHeader('Connection', 'close'));
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * The second listener: the membership API at the root of its own origin, whose URLs (the social
 * sign-in popup's pages) name that origin, so that the popup's message comes from the SDK's `domain`.
 */
async function listenForMembership(
  config: Config,
  appOptions: Omit<AppOptions, 'publicUrl'>,
): Promise<{ server: Server; url: string }> {
  const server = createServer();
  const port = await listen(server, config.membershipPort ?? 0, config.host);
  const url = listeningUrl(config.host, port);
  const listener = nodeListener(createApp({ ...appOptions, publicUrl: url }).fetch);
  server.on('request', (request, response) => {
    request.url = membershipPathAtRoot(request.url ?? '/');
    return listener(request, response);
  });
  return { server, url };
}

/**
 * Opens the database (migrating, and seeding an empty one), then listens. Port 0 picks a free
 * port; the app is made once it is known, as the default public URL names it.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const appConfig = config.appConfigPath ? readAppConfig(config.appConfigPath) : undefined;
  if (config.isProduction) {
    refuseWildcardPorts('ALLOWED_ORIGINS', config.allowedOrigins);
    if (appConfig) {
      refuseWildcardPorts(`APP_CONFIG app.allowedOrigins`, appConfig.app.allowedOrigins);
      for (const mode of APP_MODES)
        refuseWildcardPorts(
          `APP_CONFIG app.modes.${mode}.allowedOrigins`,
          appConfig.app.modes?.[mode]?.allowedOrigins ?? [],
        );
    }
  }
  const database = openDatabase(config);
  const server = createServer();
  let broadcast: RevocationBroadcast | undefined;
  let chatStreams: ChatStreams | undefined;
  let commentEvents: CommentEventHub | undefined;
  const waitingReplyMails = new WaitingReplyMails();
  try {
    await prepareDatabase(database.db, {
      seedDemo: !config.isProduction,
      appConfig,
      secret: loadMembershipSecret(config),
    });
    if (config.isProduction) {
      for (const app of await listApps(database.db))
        for (const mode of APP_MODES)
          refuseWildcardPorts(`The ${mode}-mode allowed origins of app ${app.id}`, modeOrigins(app, mode));
    }
    const rateLimitStore = createRateLimitStore(config);
    chatStreams = config.redisUrl ? redisChatStreams(config.redisUrl, config.redisKeyPrefix) : undefined;
    // Revocations reach the other instances, and /ready reports Redis, through REDIS_URL.
    broadcast = config.redisUrl
      ? startRevocationBroadcast(database.db, config.redisUrl, config.redisKeyPrefix)
      : undefined;
    // One hub for both listeners, closed with the server so that its open streams end at once.
    // Instances sharing REDIS_URL hear each other's comment events; without it, this process only.
    commentEvents = new CommentEventHub(
      config.redisUrl ? redisCommentTransport(config.redisUrl, config.redisKeyPrefix) : new MemoryCommentTransport(),
    );
    const port = await listen(server, config.port, config.host);
    const url = listeningUrl(config.host, port);
    const appOptions = {
      db: database.db,
      config,
      staticRoots: options.staticRoots,
      membership: {
        ...options.membership,
        rateLimits: {
          loginPerIp: { limit: config.signInAttemptsPerAddress },
          ...options.membership?.rateLimits,
        },
        rateLimitStore,
        commentEvents,
        waitingReplyMails,
      },
      redis: broadcast?.connection,
      chatStreams,
    };
    const app = createApp({ ...appOptions, publicUrl: config.publicUrl ?? url });
    // Still in the tick that saw the server listening: no request can have been read before this.
    server.on('request', nodeListener(app.fetch));
    const membership = config.membershipPort === undefined ? undefined : await listenForMembership(config, appOptions);
    let closing: Promise<void> | undefined;
    return {
      url,
      port,
      membershipUrl: membership?.url,
      db: database.db,
      close: () =>
        (closing ??= Promise.all([
          stop(server),
          membership && stop(membership.server),
          chatStreams?.close(),
          commentEvents?.close(),
          waitingReplyMails.stop(),
        ])
          .then(() => Promise.all([database.close(), rateLimitStore.close(), broadcast?.close()]))
          .then(() => undefined)),
    };
  } catch (error) {
    server.close();
    await waitingReplyMails.stop();
    await Promise.all([database.close(), broadcast?.close(), chatStreams?.close(), commentEvents?.close()]);
    throw error;
  }
}
