import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../server/paths.ts';
import { startTestServer, type TestServer } from '../../server/testing/test-server.ts';
import { type DocSample, RUNNABLE_MARKER, runnableSamples } from './doc-samples.ts';

/** The server the docs' samples name; each doc's samples run against a fresh seeded server instead. */
const DOCUMENTED_SERVER = 'http://127.0.0.1:4173';
const DEMO_SECRET_KEY = 'sk_sb_chainforge_demo';

const DOCS = ['README.md', ...readdirSync(path.join(REPO_ROOT, 'docs')).map((name) => `docs/${name}`)].filter((file) =>
  file.endsWith('.md'),
);
const SAMPLES = DOCS.map((file) => ({
  file,
  samples: runnableSamples(readFileSync(path.join(REPO_ROOT, file), 'utf8'), file),
})).filter(({ samples }) => samples.length > 0);

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end without blocking this process, where the test server answers. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd: REPO_ROOT, env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
      },
    );
  });
}

/**
 * Every curl of a shell sample reports its status on a line of its own (on stderr, so the answers
 * piped into jq stay as they are), and one that fails stops the sample with its answer's body.
 */
const SHELL_PRELUDE = `set -euo pipefail
curl() { command curl --silent --show-error --fail-with-body --write-out '%{stderr}step %{http_code} %{method} %{url_effective}\\n' "$@"; }
`;

const curlCalls = (code: string) =>
  code
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n')
    .match(/(?<![\w-])curl\s/g)?.length ?? 0;

const forServer = (code: string, server: TestServer) => code.replaceAll(DOCUMENTED_SERVER, server.url);

describe('runnableSamples', () => {
  it('takes only the blocks marked runnable', () => {
    const markdown = ['```sh', 'echo prose', '```', RUNNABLE_MARKER, '```sh', 'echo run', '```'].join('\n');
    expect(runnableSamples(markdown, 'x.md')).toEqual([{ place: 'x.md:5', language: 'sh', code: 'echo run' }]);
  });

  it('refuses a marker that stands before no code block, or before a language it cannot run', () => {
    expect(() => runnableSamples(`${RUNNABLE_MARKER}\n\n\`\`\`sh\nls\n\`\`\``, 'x.md')).toThrow(
      /right before a code fence/,
    );
    expect(() => runnableSamples(`${RUNNABLE_MARKER}\n\`\`\`html\n<p>\n\`\`\``, 'x.md')).toThrow(
      /no runner for `html`/,
    );
  });
});

describe("the docs' runnable samples", () => {
  it('include the curl walk-throughs and the admin SDK example', () => {
    expect(SAMPLES.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['docs/membership.md', 'docs/admin-api.md']),
    );
  });

  describe.each(SAMPLES)('$file', ({ file, samples }) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    const shell = samples.filter((sample) => sample.language === 'sh');
    const scripts = samples.filter((sample) => sample.language === 'js');

    it.runIf(shell.length > 0)(
      'runs its shell samples in order in one shell, every curl answered without an error',
      async () => {
        const code = shell.map((sample: DocSample) => `# ${sample.place}\n${sample.code}`).join('\n');
        const result = await run('bash', ['-c', SHELL_PRELUDE + forServer(code, server)]);
        const report = `${file}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`;
        const steps = result.stderr
          .split('\n')
          .filter((line) => line.startsWith('step '))
          .map((line) => line.split(' '));
        for (const [, status, method, url] of steps)
          expect(Number(status), `${method} ${url}\n${report}`).toBeLessThan(400);
        expect(steps, report).toHaveLength(curlCalls(code));
        expect(result.status, report).toBe(0);
      },
    );

    it.each(scripts.map((sample) => [sample.place, sample] as const))('runs %s as a module', async (_place, sample) => {
      const result = await run('node', ['--input-type=module', '-e', forServer(sample.code, server)], {
        MEMBERSTACK_SECRET_KEY: DEMO_SECRET_KEY,
      });
      expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    });
  });
});
