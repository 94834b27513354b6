import autocannon from 'autocannon';
import { setTimeout as sleep } from 'node:timers/promises';
import { startChild } from './load';
import { childMemory, type MemoryAnswer } from './memory/child-memory';
import type { Figure } from './report';

const FLOOD_SECONDS = 20;
const CONNECTIONS = 20;
const SAMPLE_EVERY_MS = 250;
const IDLE_MS = 5000;
const TARGET_GROWTH_MB = 50;

const WRONG_LOGIN = {
  method: 'POST' as const,
  headers: { 'Content-Type': 'application/json', 'X-API-Key': 'pk_sb_chainforge_demo' },
  body: JSON.stringify({ email: 'demo@chainforge.dev', password: 'not-the-password-1' }),
};

const mb = (bytes: number) => bytes / (1024 * 1024);
const shown = (memory: MemoryAnswer) =>
  `RSS ${mb(memory.rss).toFixed(0)} MB, heap ${mb(memory.heapUsed).toFixed(0)} MB`;
const signedMb = (bytes: number) => `${bytes >= 0 ? '+' : ''}${mb(bytes).toFixed(1)} MB`;
const growth = (from: MemoryAnswer, to: MemoryAnswer) =>
  `RSS ${signedMb(to.rss - from.rss)}, heap ${signedMb(to.heapUsed - from.heapUsed)}`;

/**
 * Wrong logins from one address for FLOOD_SECONDS, nearly all answered 429 by the per-address
 * limit: what the server holds at the peak and after, and how fast it refuses them. Memory that
 * stays after idling and collecting garbage would be a leak an attacker can grow at will.
 */
export async function loginFloodFigures(): Promise<Figure[]> {
  const bare = await startChild('./api/serve-bare.ts');
  const server = await startChild('./api/serve-default-limits.ts', { nodeFlags: ['--expose-gc'], ipc: true });
  try {
    const start = await childMemory(server.child, { collect: true });
    let peak = start;
    let flooding = true;
    // autocannon answers a thenable, not a Promise.
    const flood = Promise.resolve(
      autocannon({
        url: `${server.url}/auth/login`,
        connections: CONNECTIONS,
        duration: FLOOD_SECONDS,
        ...WRONG_LOGIN,
      }),
    ).finally(() => {
      flooding = false;
    });
    while (flooding) {
      await sleep(SAMPLE_EVERY_MS);
      const now = await childMemory(server.child, { collect: false });
      peak = { rss: Math.max(peak.rss, now.rss), heapUsed: Math.max(peak.heapUsed, now.heapUsed) };
    }
    const result = await flood;
    await sleep(IDLE_MS);
    const idle = await childMemory(server.child, { collect: false });
    const after = await childMemory(server.child, { collect: true });
    const refused = result.statusCodeStats?.['429']?.count ?? 0;
    if (result.errors > 0 || refused < result.requests.total * 0.99) {
      throw new Error(`login flood: ${refused} of ${result.requests.total} answered 429, ${result.errors} errors`);
    }
    const bareRate = (await autocannon({ url: bare.url, connections: CONNECTIONS, duration: 5, ...WRONG_LOGIN }))
      .requests.average;
    const refusedRate = refused / FLOOD_SECONDS;
    return [
      {
        name: `memory after the flood, ${IDLE_MS / 1000} s idle and GC`,
        value: growth(start, after),
        target: `RSS within +${TARGET_GROWTH_MB} MB of the start`,
        reference: `start ${shown(start)}; after ${shown(after)}`,
        meetsTarget: mb(after.rss - start.rss) <= TARGET_GROWTH_MB,
      },
      {
        name: `memory after the flood and ${IDLE_MS / 1000} s idle, before GC`,
        value: growth(start, idle),
        target: 'reported',
        reference: `idle ${shown(idle)}`,
        meetsTarget: null,
      },
      {
        name: 'memory at the peak of the flood',
        value: growth(start, peak),
        target: 'reported',
        reference: `peak ${shown(peak)}`,
        meetsTarget: null,
      },
      {
        name: 'POST /membership/auth/login refused (429)',
        value: `${Math.round(refusedRate)} req/s (${refused} in ${FLOOD_SECONDS} s)`,
        target: 'reported beside bare hono',
        reference: `bare hono, the same POST: ${Math.round(bareRate)} req/s`,
        meetsTarget: null,
      },
    ];
  } finally {
    bare.child.kill('SIGTERM');
    server.child.kill('SIGTERM');
  }
}
