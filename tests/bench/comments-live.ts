// A post reaching 200 open comment streams on two instances sharing PostgreSQL and Redis: 100
// streams on each, a post through one instance per round, and the time from sending the post to
// the last stream receiving it.
import { NGINX, STACK_KEY, type Stack, startStack } from '../production/stack';
import { openStreamReader, type StreamReader } from './comment-stream-client';
import { reachable } from './production';
import { type Figure, median, percentile } from './report';

const STREAMS_PER_INSTANCE = 100;
const ROUNDS = 40;
const TARGET_P95_MS = 250;
/** One post through each instance first: the channel is made, and each instance has heard it once. */
const WARM_UP_ROUNDS = 2;
/** A round whose post has not reached every stream by then fails the bench. */
const ROUND_WAIT_MS = 5_000;
/** A server holds at most 20 streams per address: the readers stand for visitors of 10 addresses per instance. */
const READERS_PER_ADDRESS = 10;
const CHANNEL_KEY = 'bench-live-channel';
const PASSWORD = 'Bench-comment-streams-1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A signed-in member of the stack's app: a session token to post with. */
async function memberToken(url: string): Promise<string> {
  const signup = await fetch(`${url}/membership/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-Key': STACK_KEY },
    body: JSON.stringify({ email: `comment-bench-${Date.now()}@example.com`, password: PASSWORD }),
  });
  if (signup.status !== 200 && signup.status !== 201) throw new Error(`signup: ${signup.status}`);
  return ((await signup.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
}

async function openReaders(url: string, instance: number): Promise<StreamReader[]> {
  const events = `${url}/membership/comments/channels/events?channelKey=${CHANNEL_KEY}&publicKey=${STACK_KEY}`;
  return Promise.all(
    Array.from({ length: STREAMS_PER_INSTANCE }, (_, i) =>
      openStreamReader(events, `10.${instance}.${Math.floor(i / READERS_PER_ADDRESS)}.1`),
    ),
  );
}

interface Round {
  /** From sending the post to the last of the 200 streams receiving it. */
  all: number;
  /** To the last stream of the instance that took the post, and of the other one. */
  same: number;
  other: number;
  /** The post's own answer. */
  answer: number;
}

/** Round `n` posts through instance n % 2. */
async function round(stack: Stack, token: string, readers: StreamReader[][], n: number): Promise<Round> {
  const marker = `bench-round-${n}-${Date.now()}`;
  for (const reader of readers.flat()) reader.watchFor(marker);
  const poster = stack.instances[n % 2]!;
  const sent = performance.now();
  const response = await fetch(`${poster.url}/membership/comments/posts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-Key': STACK_KEY, Authorization: `Bearer ${token}` },
    body: JSON.stringify({ channelKey: CHANNEL_KEY, content: marker }),
  });
  const answer = performance.now() - sent;
  if (response.status !== 201) throw new Error(`post: ${response.status} ${await response.text()}`);
  const deadline = sent + ROUND_WAIT_MS;
  const lastOf = (group: StreamReader[]) => Math.max(...group.map((reader) => reader.arrivalOf(marker) ?? Infinity));
  while (!Number.isFinite(lastOf(readers.flat())) && performance.now() < deadline) await sleep(2);
  const all = lastOf(readers.flat()) - sent;
  if (!Number.isFinite(all)) throw new Error(`round ${n}: the post did not reach every stream in ${ROUND_WAIT_MS} ms`);
  return { all, same: lastOf(readers[n % 2]!) - sent, other: lastOf(readers[(n + 1) % 2]!) - sent, answer };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

export async function commentsLiveFigures(): Promise<Figure[]> {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  if (!NGINX || !(await reachable(5432)) || !(await reachable(6379))) {
    const missing = 'needs nginx, PostgreSQL on 5432 and Redis on 6379';
    return [
      { name: 'a post reaching 200 streams', value: 'not measured', target: missing, reference: '', meetsTarget: null },
    ];
  }
  const stack = await startStack({ count: 2, entry: 'tests/bench/api/serve-instance.ts' });
  const readers: StreamReader[][] = [];
  try {
    const token = await memberToken(stack.url);
    for (const [i, instance] of stack.instances.entries()) readers.push(await openReaders(instance.url, i));
    const rounds: Round[] = [];
    for (let n = 0; n < WARM_UP_ROUNDS + ROUNDS; n++) {
      const timed = await round(stack, token, readers, n);
      if (n >= WARM_UP_ROUNDS) rounds.push(timed);
      await sleep(20);
    }
    const all = rounds.map((r) => r.all);
    const p95 = percentile(all, 95);
    return [
      {
        name: `a post reaching ${2 * STREAMS_PER_INSTANCE} open streams on 2 instances (${ROUNDS} rounds, Redis)`,
        value: `${ms(p95)} p95, ${ms(median(all))} median, ${ms(Math.max(...all))} at most`,
        target: `p95 <= ${TARGET_P95_MS} ms`,
        reference: `its own instance's ${STREAMS_PER_INSTANCE}: ${ms(
          percentile(
            rounds.map((r) => r.same),
            95,
          ),
        )} p95; the other's: ${ms(
          percentile(
            rounds.map((r) => r.other),
            95,
          ),
        )} p95; the post's answer ${ms(median(rounds.map((r) => r.answer)))} median`,
        meetsTarget: p95 <= TARGET_P95_MS,
      },
    ];
  } finally {
    for (const reader of readers.flat()) reader.close();
    await stack.stop();
  }
}

export const COMMENTS_LIVE_TITLE =
  'Comment streams: a post reaching readers on two instances sharing PostgreSQL and Redis (GET /membership/comments/channels/events)';

/** `npx tsx tests/bench/comments-live.ts`: this section alone. */
if (process.argv[1]?.endsWith('comments-live.ts')) {
  const { printFigures } = await import('./report');
  printFigures(COMMENTS_LIVE_TITLE, await commentsLiveFigures());
}
