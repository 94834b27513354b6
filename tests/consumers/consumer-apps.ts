import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The npm package as an app developer gets it: packed from a fresh build, installed from its
 * tarball into a copy of a fixture app (tests/consumers/<name>/) in a temporary folder, outside
 * the repository, so that nothing of ours but the tarball is reachable.
 */

const repository = fileURLToPath(new URL('../../', import.meta.url));

export type ConsumerName = 'react-app' | 'vue-app';

/** Runs a command to its end; its output is in the error when it fails. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0
        ? done(output)
        : fail(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${code}:\n${output}`)),
    );
  });
}

/** A folder of our own in the system's temporary folder, for the apps and the tarball. */
export const makeWorkFolder = () => mkdtemp(join(tmpdir(), 'chainforge-consumers-'));
export const removeWorkFolder = (folder: string) => rm(folder, { recursive: true, force: true });

/** `npm run build:package`, then `npm pack` of it into `folder`; answers the tarball's path. */
export async function packPackage(folder: string): Promise<string> {
  await run('npm', ['run', '-s', 'build:package'], repository);
  await run('npm', ['pack', './dist-package', '--pack-destination', folder], repository);
  const tarball = (await readdir(folder)).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  return join(folder, tarball);
}

/** A fresh copy of the fixture app with its dependencies and the tarball installed; answers its folder. */
export async function installConsumer(name: ConsumerName, tarball: string, folder: string): Promise<string> {
  const app = join(folder, name);
  await cp(join(repository, 'tests/consumers', name), app, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  // The app's tools (vite, tsc, vue-tsc) are devDependencies, which npm leaves out under
  // NODE_ENV=production; and a Vite build run earlier in the same test process (another test's
  // site) sets NODE_ENV=production there, which npm inherits.
  await run('npm', ['install', '--include=dev', '--prefer-offline', '--no-audit', '--no-fund', tarball], app);
  return app;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

export interface ServedApp {
  origin: string;
  close(): Promise<void>;
}

/** Serves a built app's folder on its own local port (a single-page app: unknown paths get index.html). */
export async function serveBuiltApp(folder: string, port: number): Promise<ServedApp> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const asked = resolve(folder, `.${path}`);
    const file = asked.startsWith(folder) && extname(asked) !== '' ? asked : join(folder, 'index.html');
    const body = await readFile(file).catch(() => null);
    if (!body) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  });
  await new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
