// What one open comment stream costs a server: its memory with 0 and with 1,000 streams open on one
// channel, after collecting garbage, divided by 1,000; and its timers. Beside it, the same number
// of bare TCP connections to the same server (what Node holds for any open connection). The
// server counts its timers through an async hook, which adds a little to each stream's memory.
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { openStreamReader, type StreamReader } from './comment-stream-client';
import { startChild } from './load';
import { childMemory, type MemoryAnswer } from './memory/child-memory';
import type { Figure } from './report';

const STREAMS = 1_000;
/** A server holds 20 streams per address: the readers stand for visitors of 50 addresses. */
const READERS_PER_ADDRESS = 20;
const TARGET_BYTES = 20_000;
const CHANNEL_KEY = 'bench-memory-channel';

type Child = Awaited<ReturnType<typeof startChild>>;

async function openReaders(server: Child, count: number, channelKey = CHANNEL_KEY): Promise<StreamReader[]> {
  const url = `${server.url}/membership/comments/channels/events?channelKey=${channelKey}&publicKey=${server.token}`;
  const readers: StreamReader[] = [];
  // In batches, as visitors arrive, rather than 1,000 connections in one instant.
  for (let start = 0; start < count; start += 100) {
    const batch = Array.from({ length: Math.min(100, count - start) }, (_, i) =>
      openStreamReader(url, `10.9.${Math.floor((start + i) / READERS_PER_ADDRESS)}.1`),
    );
    readers.push(...(await Promise.all(batch)));
  }
  return readers;
}

/** Connections that send nothing: the server holds a socket and its parser for each, no request. */
async function openBareConnections(server: Child, count: number): Promise<net.Socket[]> {
  const { port } = new URL(server.url);
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
}

const perItem = (from: MemoryAnswer, to: MemoryAnswer, count: number) => ({
  heap: (to.heapUsed - from.heapUsed) / count,
  rss: (to.rss - from.rss) / count,
  timers: ((to.timers ?? 0) - (from.timers ?? 0)) / count,
});
const kBEach = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The server's memory after collecting garbage, once what just happened has settled. */
async function settled(server: Child): Promise<MemoryAnswer> {
  await sleep(300);
  return childMemory(server.child, { collect: true });
}

export async function commentsStreamMemoryFigures(): Promise<Figure[]> {
  const server = await startChild('./api/serve-comment-streams.ts', { nodeFlags: ['--expose-gc'], ipc: true });
  try {
    // Every module a stream uses is loaded, and the server's pools warmed, before the first count.
    for (const reader of await openReaders(server, 40, 'bench-warm-up')) reader.close();
    const before = await settled(server);
    const readers = await openReaders(server, STREAMS);
    const open = await settled(server);
    for (const reader of readers) reader.close();
    const closed = await settled(server);
    // A second thousand, opened and closed: what stays after the first may be warm-up, after the second a leak.
    for (const reader of await openReaders(server, STREAMS)) reader.close();
    const closedAgain = await settled(server);

    const bareBefore = await settled(server);
    const sockets = await openBareConnections(server, STREAMS);
    const bareOpen = await settled(server);
    for (const socket of sockets) socket.destroy();

    const stream = perItem(before, open, STREAMS);
    const bare = perItem(bareBefore, bareOpen, STREAMS);
    return [
      {
        name: `memory per open stream (${STREAMS.toLocaleString('en')} on one channel, after GC)`,
        value: `heap ${kBEach(stream.heap)}, RSS ${kBEach(stream.rss)}`,
        target: `<= ${kBEach(TARGET_BYTES)} (heap and RSS)`,
        reference: `a bare TCP connection to the same server: heap ${kBEach(bare.heap)}, RSS ${kBEach(bare.rss)}`,
        meetsTarget: stream.heap <= TARGET_BYTES && stream.rss <= TARGET_BYTES,
      },
      {
        name: 'timers per open stream',
        value: `${stream.timers.toFixed(3)} (${open.timers} with ${STREAMS.toLocaleString('en')} streams open, ${before.timers} with none)`,
        target: 'reported (one heartbeat for all)',
        reference: `a bare TCP connection: ${bare.timers.toFixed(3)}`,
        meetsTarget: null,
      },
      {
        name: `memory a second ${STREAMS.toLocaleString('en')} streams left once closed`,
        value: `heap ${kBEach(closedAgain.heapUsed - closed.heapUsed)}, RSS ${kBEach(closedAgain.rss - closed.rss)}`,
        target: 'about 0 (no leak)',
        reference: `the first ${STREAMS.toLocaleString('en')} left heap ${kBEach(closed.heapUsed - before.heapUsed)}, RSS ${kBEach(closed.rss - before.rss)}`,
        meetsTarget: null,
      },
    ];
  } finally {
    server.child.kill('SIGTERM');
  }
}

export const COMMENTS_STREAM_MEMORY_TITLE =
  'Comment streams: what an open stream costs one server (GET /membership/comments/channels/events, after GC)';

/** `npx tsx tests/bench/comments-stream-memory.ts`: this section alone. */
if (process.argv[1]?.endsWith('comments-stream-memory.ts')) {
  const { printFigures } = await import('./report');
  printFigures(COMMENTS_STREAM_MEMORY_TITLE, await commentsStreamMemoryFigures());
}
