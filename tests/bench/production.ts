import net from 'node:net';
import autocannon from 'autocannon';
import { NGINX, STACK_KEY, type Stack, startStack } from '../production/stack';
import { SECONDS, startChild } from './load';
import { type Figure, median } from './report';

const CONNECTIONS = 10;
const KEY = STACK_KEY;
const PASSWORD = 'Bench-through-nginx-1';

async function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Requests a second; any refused answer fails the bench, while a connection error or two in
 * thousands (autocannon's connections meeting a keep-alive timeout) is tolerated and printed.
 */
async function rate(options: autocannon.Options, what: string): Promise<number> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  if (result.non2xx > 0 || result.errors > Math.max(2, result.requests.total / 1000))
    throw new Error(`${what}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  if (result.errors > 0)
    console.log(`(${what}: ${result.errors} connection errors in ${result.requests.total} requests)`);
  return result.requests.average;
}

/** Logins and signed-in reads per second through nginx in front of `count` instances. */
async function throughNginx(count: number): Promise<{ logins: number; reads: number }> {
  const stack: Stack = await startStack({
    count,
    entry: 'tests/bench/api/serve-instance.ts',
    env: { TRUST_PROXY: '127.0.0.1', METRICS_TOKEN: 'bench-metrics-token-0123456789', LOG_FORMAT: 'json' },
  });
  try {
    const email = `bench-${Date.now()}@example.com`;
    const headers = { 'Content-Type': 'application/json', 'X-API-Key': KEY };
    const signup = await fetch(`${stack.url}/membership/auth/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const token = ((await signup.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
    const loginBody = JSON.stringify({ email, password: PASSWORD });
    const reads = await rate(
      { url: `${stack.url}/membership/member`, headers: { 'X-API-Key': KEY, Authorization: `Bearer ${token}` } },
      'GET /membership/member',
    );
    const logins = await rate(
      { url: `${stack.url}/membership/auth/login`, method: 'POST', headers, body: loginBody },
      'POST /membership/auth/login',
    );
    return { logins, reads };
  } finally {
    await stack.stop();
  }
}

async function bareAgainstObserved(): Promise<{ bare: number; empty: number; observed: number }> {
  const bare = await startChild('./api/serve-bare.ts');
  const empty = await startChild('./api/serve-observed.ts', { args: ['empty'] });
  const observed = await startChild('./api/serve-observed.ts');
  try {
    // Alternating, so that none gets the quieter moment; the median of three each.
    const rates = { bare: [] as number[], empty: [] as number[], observed: [] as number[] };
    for (let round = 0; round < 3; round++) {
      rates.bare.push(await rate({ url: bare.url }, 'bare'));
      rates.empty.push(await rate({ url: empty.url }, 'empty middleware'));
      rates.observed.push(await rate({ url: observed.url }, 'observed'));
    }
    return { bare: median(rates.bare), empty: median(rates.empty), observed: median(rates.observed) };
  } finally {
    for (const server of [bare, empty, observed]) server.child.kill('SIGTERM');
  }
}

const microseconds = (perSecond: number) => 1_000_000 / perSecond;

/**
 * Two instances against one, through nginx on one PostgreSQL and Redis, and what the request log
 * line and metrics cost a bare route. On 2 cores the instances, nginx, PostgreSQL and the load
 * generator share the same two cores, so a second instance adds what the first left idle.
 */
export async function productionFigures(): Promise<Figure[]> {
  const observability = await bareAgainstObserved();
  const share = observability.observed / observability.bare;
  const added = microseconds(observability.observed) - microseconds(observability.bare);
  const figures: Figure[] = [
    {
      name: 'bare route with request id, JSON log line and metrics',
      value: `${Math.round(observability.observed)} req/s (${(share * 100).toFixed(0)}%), ${added.toFixed(1)} µs more a request`,
      target: '≥ 90% of the bare route',
      reference: `bare hono route ${Math.round(observability.bare)} req/s; behind an empty middleware ${Math.round(observability.empty)} req/s (${((observability.empty / observability.bare) * 100).toFixed(0)}%)`,
      meetsTarget: share >= 0.9,
    },
  ];
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  if (!NGINX || !(await reachable(5432)) || !(await reachable(6379))) {
    const missing = 'needs nginx, PostgreSQL on 5432 and Redis on 6379';
    return [
      ...figures,
      { name: 'through nginx', value: 'not measured', target: missing, reference: '', meetsTarget: null },
    ];
  }
  const one = await throughNginx(1);
  const two = await throughNginx(2);
  return [
    ...figures,
    {
      name: 'logins through nginx, 2 instances',
      value: `${Math.round(two.logins)} logins/s (${(two.logins / one.logins).toFixed(2)}×)`,
      target: 'reported beside one instance',
      reference: `1 instance: ${Math.round(one.logins)} logins/s`,
      meetsTarget: null,
    },
    {
      name: 'the log line and metrics beside a signed-in read',
      value: `${((added / microseconds(one.reads)) * 100).toFixed(1)}% of its time`,
      target: 'reported',
      reference: `${added.toFixed(1)} µs against ${microseconds(one.reads).toFixed(0)} µs a read through nginx`,
      meetsTarget: null,
    },
    {
      name: 'GET /membership/member through nginx, 2 instances',
      value: `${Math.round(two.reads)} req/s (${(two.reads / one.reads).toFixed(2)}×)`,
      target: 'reported beside one instance',
      reference: `1 instance: ${Math.round(one.reads)} req/s`,
      meetsTarget: null,
    },
  ];
}

/** `npx tsx tests/bench/production.ts`: this section alone. */
if (process.argv[1]?.endsWith('production.ts')) {
  const { printFigures } = await import('./report');
  printFigures('Production: behind nginx, and the cost of logs and metrics', await productionFigures());
}
