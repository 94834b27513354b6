import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export const SECONDS = 5;
const CONNECTIONS = 10;

export interface ChildOptions {
  /** Node flags for the child, e.g. --expose-gc. */
  nodeFlags?: string[];
  /** Opens an IPC channel, for children that answer questions about themselves (their memory). */
  ipc?: boolean;
  /** Arguments for the script. */
  args?: string[];
}

/** Starts a benchmark server in its own process; its first line of output says where it listens. */
export async function startChild(
  script: string,
  { nodeFlags = [], ipc = false, args = [] }: ChildOptions = {},
): Promise<{ child: ChildProcess; url: string; token: string }> {
  const child = spawn(
    process.execPath,
    [...nodeFlags, '--import', 'tsx', new URL(script, import.meta.url).pathname, ...args],
    {
      stdio: ipc ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'pipe', 'inherit'],
    },
  );
  const announcement = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    // Log lines may come first: the child logs as in production, in batches written when they fill.
    const onLine = (line: string) => {
      if (!line.startsWith('{"url":')) return;
      // What the child writes after (its log lines) is drained unread: splitting lines here would
      // spend the load generator's time.
      lines.off('line', onLine);
      lines.close();
      child.stdout?.resume();
      resolve(line);
    };
    lines.on('line', onLine);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, ...(JSON.parse(announcement) as { url: string; token: string }) };
}

export async function requestsPerSecond(url: string, headers: Record<string, string>): Promise<number> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}
