import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

/** What `npm start` serves; if any is missing or older than its sources, it builds first. */
const OUTPUTS = ['dist/app/index.html', 'dist-cdn/chainforge-elements.js'];
const SOURCES = ['elements', 'app', 'vite.config.ts', 'index.html'];
const SKIPPED_DIRS = new Set(['node_modules', '.git']);

async function newestMtime(target: string): Promise<number> {
  const stat = await fs.stat(target).catch(() => undefined);
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of await fs.readdir(target, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, await newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

export async function frontendIsStale(root: string): Promise<boolean> {
  const outputs = await Promise.all(OUTPUTS.map((file) => fs.stat(path.join(root, file)).catch(() => undefined)));
  if (outputs.some((stat) => !stat)) return true;
  const oldestOutput = Math.min(...outputs.map((stat) => stat?.mtimeMs ?? 0));
  const sources = await Promise.all(SOURCES.map((source) => newestMtime(path.join(root, source))));
  return Math.max(...sources) > oldestOutput;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** The two Vite builds; the Vite configuration belongs to the front end. */
export async function buildFrontend(root: string): Promise<void> {
  await run('npx', ['vite', 'build'], root);
  await run('npx', ['vite', 'build', '--mode', 'cdn'], root);
}
