import net from 'node:net';
import autocannon from 'autocannon';
import { NGINX, STACK_KEY, type Stack, startStack } from '../production/stack';
import { SECONDS, startChild } from './load';
import { type Figure, median } from './report';

type Server = Awaited<ReturnType<typeof startChild>>;

const CONNECTIONS = 10;
/** How long a lone log line is waited for: far past the second it must take at most. */
const LONE_LINE_WAIT_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const KEY = STACK_KEY;
const PASSWORD = 'Bench-through-nginx-1';

export async function reachable(port: number): Promise<boolean> {
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

/** A bench server with the log lines it writes to stdout, each with the moment it arrived. */
function watchLines(server: Server): (reqId: string) => Promise<number> {
  const arrived = new Map<string, number>();
  server.child.stdout?.on('data', (chunk: Buffer) => {
    const now = performance.now();
    for (const [, reqId] of chunk.toString().matchAll(/"reqId":"([^"]+)"/g)) arrived.set(reqId!, now);
  });
  return async (reqId) => {
    const deadline = performance.now() + LONE_LINE_WAIT_MS;
    while (!arrived.has(reqId) && performance.now() < deadline) await sleep(5);
    return arrived.get(reqId) ?? Number.POSITIVE_INFINITY;
  };
}

/**
 * Milliseconds from a lone request's answer to its log line on the server's stdout, for `samples`
 * requests on an otherwise quiet server, each a random moment after the line before (so the
 * requests fall anywhere between two flushes); Infinity for a line still unwritten after 5 s.
 */
async function loneLineDelays(server: Server, samples: number): Promise<number[]> {
  const arrivalOf = watchLines(server);
  const delays: number[] = [];
  for (let sample = 0; sample < samples; sample++) {
    await sleep(Math.random() * 500);
    const response = await fetch(server.url);
    const answered = performance.now();
    await response.arrayBuffer();
    delays.push((await arrivalOf(response.headers.get('x-request-id') ?? '')) - answered);
  }
  return delays;
}

interface Observability {
  bare: number;
  empty: number;
  observed: number;
  batchesOnly: number;
  /** Flushed every half second against 4 kB batches only: the median of the rounds' ratios. */
  flushedShare: number;
  loneLineMs: number[];
  batchesOnlyLoneLineMs: number;
}

async function bareAgainstObserved(): Promise<Observability> {
  const bare = await startChild('./api/serve-bare.ts');
  const empty = await startChild('./api/serve-observed.ts', { args: ['empty'] });
  const observed = await startChild('./api/serve-observed.ts');
  const batchesOnly = await startChild('./api/serve-observed.ts', { args: ['batches-only'] });
  try {
    // Quiet servers first: a lone line, before any load.
    const loneLineMs = await loneLineDelays(observed, 9);
    const [batchesOnlyLoneLineMs] = await loneLineDelays(batchesOnly, 1);
    // Alternating, so that none gets the quieter moment; the median of five each. The two logging
    // ways differ by a write or two a second: each round measures them back to back, in turns first,
    // and their ratio is the median of the rounds' (the machine's load drifts more between rounds).
    const rates = {
      bare: [] as number[],
      empty: [] as number[],
      observed: [] as number[],
      batchesOnly: [] as number[],
    };
    const flushedShares: number[] = [];
    for (let round = 0; round < 5; round++) {
      rates.bare.push(await rate({ url: bare.url }, 'bare'));
      rates.empty.push(await rate({ url: empty.url }, 'empty middleware'));
      let observedNow: number;
      let batchesOnlyNow: number;
      if (round % 2 === 0) {
        observedNow = await rate({ url: observed.url }, 'observed');
        batchesOnlyNow = await rate({ url: batchesOnly.url }, 'observed, 4 kB batches only');
      } else {
        batchesOnlyNow = await rate({ url: batchesOnly.url }, 'observed, 4 kB batches only');
        observedNow = await rate({ url: observed.url }, 'observed');
      }
      rates.observed.push(observedNow);
      rates.batchesOnly.push(batchesOnlyNow);
      flushedShares.push(observedNow / batchesOnlyNow);
    }
    return {
      bare: median(rates.bare),
      empty: median(rates.empty),
      observed: median(rates.observed),
      batchesOnly: median(rates.batchesOnly),
      flushedShare: median(flushedShares),
      loneLineMs,
      batchesOnlyLoneLineMs: batchesOnlyLoneLineMs!,
    };
  } finally {
    for (const server of [bare, empty, observed, batchesOnly]) server.child.kill('SIGTERM');
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
    {
      name: "a lone request's JSON log line on stdout, on a quiet server (9 lines)",
      value: `${Math.round(median(observability.loneLineMs))} ms median, ${Math.round(Math.max(...observability.loneLineMs))} ms at most`,
      target: '≤ 1000 ms',
      reference: `written only when 4 kB fill (before): ${
        Number.isFinite(observability.batchesOnlyLoneLineMs)
          ? `${Math.round(observability.batchesOnlyLoneLineMs)} ms`
          : `not written after ${LONE_LINE_WAIT_MS / 1000} s`
      }`,
      meetsTarget: Math.max(...observability.loneLineMs) <= 1000,
    },
    {
      name: 'the same route with 4 kB batches flushed every half second',
      value: `${Math.round(observability.observed)} req/s (${(observability.flushedShare * 100).toFixed(0)}%, round by round)`,
      target: '≥ 95% of 4 kB batches only',
      reference: `4 kB batches only (before): ${Math.round(observability.batchesOnly)} req/s`,
      meetsTarget: observability.flushedShare >= 0.95,
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
