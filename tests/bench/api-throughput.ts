import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import type { Figure } from './report';

const SECONDS = 5;
const CONNECTIONS = 10;
const TARGET_SHARE = 0.5;

async function startChild(script: string): Promise<{ child: ChildProcess; url: string; token: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL(script, import.meta.url).pathname], { stdio: ['ignore', 'pipe', 'inherit'] });
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, ...(JSON.parse(firstLine) as { url: string; token: string }) };
}

async function requestsPerSecond(url: string, token: string): Promise<number> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

/** Authenticated GET /api/account-balance beside a bare hono route, both on loopback. */
export async function apiThroughputFigures(): Promise<Figure[]> {
  const bare = await startChild('./api/serve-bare.ts');
  const product = await startChild('./api/serve-product.ts');
  try {
    await requestsPerSecond(bare.url, '');
    await requestsPerSecond(product.url, product.token);
    const bareRate = await requestsPerSecond(bare.url, '');
    const productRate = await requestsPerSecond(product.url, product.token);
    const share = productRate / bareRate;
    return [
      {
        name: 'GET /api/account-balance (authenticated)',
        value: `${Math.round(productRate)} req/s (${(share * 100).toFixed(0)}%)`,
        target: `>= ${TARGET_SHARE * 100}% of bare hono`,
        reference: `bare hono route ${Math.round(bareRate)} req/s`,
        meetsTarget: share >= TARGET_SHARE,
      },
    ];
  } finally {
    bare.child.kill('SIGTERM');
    product.child.kill('SIGTERM');
  }
}
