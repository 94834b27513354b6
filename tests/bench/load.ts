import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export const SECONDS = 5;
const CONNECTIONS = 10;

/** Starts a benchmark server in its own process; its first line of output says where it listens. */
export async function startChild(script: string): Promise<{ child: ChildProcess; url: string; token: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL(script, import.meta.url).pathname], { stdio: ['ignore', 'pipe', 'inherit'] });
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, ...(JSON.parse(firstLine) as { url: string; token: string }) };
}

export async function requestsPerSecond(url: string, headers: Record<string, string>): Promise<number> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}
