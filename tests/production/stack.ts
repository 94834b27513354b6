// The product as an operator runs it: instances of `npm start` (NODE_ENV=production, separate
// processes) on one PostgreSQL database and one Redis, behind nginx from Debian as the proxy.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../server/paths.ts';
import { createStorage } from '../../server/testing/test-server.ts';

/** Where Debian puts nginx; the tests that need it are skipped on a machine without it. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => {
  try {
    execFileSync(candidate, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});

/** Whether this machine can run the stack: nginx, PostgreSQL (DATABASE_URL) and Redis (REDIS_URL). */
export const STACK_AVAILABLE = Boolean(NGINX && process.env.DATABASE_URL && process.env.REDIS_URL);

// CI's PostgreSQL pass installs nginx and Redis: there, a missing part is a failure, not a skip.
if (process.env.CI && process.env.DATABASE_URL && !STACK_AVAILABLE)
  throw new Error('The production tests need nginx and REDIS_URL in CI (.ci/run installs both)');

/** The test-mode key of the app the stack's configuration file makes: production seeds no demo app. */
export const STACK_KEY = 'pk_sb_stack_tests';

function appConfig(origin: string) {
  return {
    owner: { email: 'owner@stack.example' },
    app: {
      id: 'app_stack_tests',
      name: 'Stack tests',
      testPublicKey: STACK_KEY,
      livePublicKey: 'pk_stack_tests',
      allowedOrigins: [origin],
      passwordless: { enabled: true, default: false },
      customFields: [{ key: 'first-name', label: 'First name', visibility: 'PUBLIC' }],
      plans: [{ id: 'pln_stack_free', name: 'Free', signup: 'login' }],
    },
  };
}

export interface Instance {
  readonly port: number;
  readonly url: string;
  /** Every line the process printed on stdout and stderr, so far. */
  readonly output: string[];
  readonly process: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
}

export interface Stack {
  /** nginx's address, the one origin a visitor uses. */
  readonly url: string;
  readonly instances: Instance[];
  readonly env: Record<string, string>;
  /** The PostgreSQL database the instances share. */
  readonly databaseUrl: string;
  startInstance(extraEnv?: Record<string, string>): Promise<Instance>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number, instance?: Instance): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance && instance.process.exitCode !== null)
      throw new Error(`The instance exited before it answered:\n${instance.output.join('')}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms${instance ? `:\n${instance.output.join('')}` : ''}`);
}

function nginxConfig(prefix: string, port: number, upstreams: number[]): string {
  return `
daemon off;
master_process off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream chainforge {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 5m;
    location / {
      proxy_pass http://chainforge;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_buffering off;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

/**
 * Starts `count` instances and nginx in front of them. Each instance has a DATA_DIR of its own
 * (as on separate machines) and shares the database, Redis and the membership secret.
 */
export interface StackOptions {
  count?: number;
  env?: Record<string, string>;
  /** The script each instance runs: `npm start`'s by default; benchmarks run theirs, limits raised. */
  entry?: string;
}

export async function startStack({
  count = 2,
  env = {},
  entry = 'server/start.ts',
}: StackOptions = {}): Promise<Stack> {
  const storage = await createStorage();
  const prefix = await fs.mkdtemp(path.join(os.tmpdir(), 'cf-nginx-'));
  const proxyPort = await freePort();
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const configFile = path.join(prefix, 'app-config.json');
  await fs.writeFile(configFile, JSON.stringify(appConfig(proxyUrl)));
  const sharedEnv: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: storage.databaseUrl ?? '',
    REDIS_URL: process.env.REDIS_URL ?? '',
    // Limits and revocations of this run only: Redis outlives runs.
    REDIS_KEY_PREFIX: `cf-stack-${randomBytes(6).toString('hex')}:`,
    MEMBERSHIP_SECRET: randomBytes(32).toString('base64url'),
    PUBLIC_URL: proxyUrl,
    TRUST_PROXY: 'loopback',
    ALLOWED_ORIGINS: proxyUrl,
    APP_CONFIG: configFile,
    LOG_LEVEL: 'info',
    ...env,
  };
  const instances: Instance[] = [];
  let nginx: ChildProcess | undefined;

  const startInstance = async (extraEnv: Record<string, string> = {}): Promise<Instance> => {
    const port = await freePort();
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cf-instance-'));
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...sharedEnv, ...extraEnv, PORT: String(port), DATA_DIR: dataDir, VITEST: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const instance = { port, url: `http://127.0.0.1:${port}`, output, process: child, exited };
    instances.push(instance);
    await waitFor(`${instance.url}/ready`, 120_000, instance);
    return instance;
  };

  const stop = async () => {
    nginx?.kill('SIGKILL');
    await Promise.all(
      instances.map(async (instance) => {
        if (instance.process.exitCode === null && instance.process.signalCode === null)
          instance.process.kill('SIGKILL');
        await instance.exited;
      }),
    );
    await fs.rm(prefix, { recursive: true, force: true });
    await storage.drop();
  };

  try {
    // Together, as an orchestrator starts them: the first to the database migrates and seeds.
    await Promise.all(Array.from({ length: count }, () => startInstance()));
    await fs.writeFile(
      path.join(prefix, 'nginx.conf'),
      nginxConfig(
        prefix,
        proxyPort,
        instances.map((instance) => instance.port),
      ),
    );
    nginx = spawn(NGINX as string, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'ignore' });
    await waitFor(`${proxyUrl}/health`, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: proxyUrl, instances, env: sharedEnv, databaseUrl: storage.databaseUrl ?? '', startInstance, stop };
}
