import { spawn } from 'node:child_process';
import { REPO_ROOT } from '../paths.ts';

export interface LoggedTestServer {
  readonly url: string;
  /** Every line the server has printed on stdout so far. */
  lines(): string[];
  /**
   * The first line that matches (given its index among lines(), to skip those seen), waiting up
   * to 5 s: far longer than the log may hold a line.
   */
  lineMatching(match: (line: string, index: number) => boolean): Promise<string>;
  close(): Promise<void>;
}

/** Start-up compiles and migrates, and takes seconds; a line, once asked for, far less. */
const START_MS = 60_000;
const LINE_MS = 5_000;

async function waitFor<T>(find: () => T | undefined, ms: number, failure: () => string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A test server in its own process, logging at info as production (`json`: JSON lines, batched) or
 * development (`pretty`: readable lines) does, so a test reads the log's very text.
 */
export async function startLoggedTestServer(format: 'json' | 'pretty'): Promise<LoggedTestServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/testing/serve-test-server.ts'], {
    cwd: REPO_ROOT,
    // Only what the logger and the test databases read: not vitest's VITEST, which silences the logger.
    env: { LOG_LEVEL: 'info', LOG_FORMAT: format === 'json' ? 'json' : '', DATABASE_URL: process.env.DATABASE_URL },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve();
    }),
  );
  const lines = () => output.split('\n').filter(Boolean);
  const announcement = await waitFor(
    () => {
      if (exitCode !== undefined) throw new Error(`The test server exited with ${exitCode}:\n${output}`);
      return lines().find((line) => line.startsWith('{"url":'));
    },
    START_MS,
    () => `The test server did not start within ${START_MS} ms:\n${output}`,
  );
  return {
    url: (JSON.parse(announcement) as { url: string }).url,
    lines,
    lineMatching: (match) =>
      waitFor(
        () => lines().find(match),
        LINE_MS,
        () => `No such line within ${LINE_MS} ms in:\n${output}`,
      ),
    close: async () => {
      child.stdin.end();
      await exited;
    },
  };
}
