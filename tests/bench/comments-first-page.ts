// The first page of a comment channel with 10,000 posts and 50,000 replies on SQLite and
// PostgreSQL, newest first and top first, timed over loopback (what the server spends plus a
// fraction of a millisecond): median and p95 of 41 after a warm-up, beside the same page of a
// channel of one page. The server seeds the channel in bulk inserts.
import { COMMENTS_BENCH } from './comments-first-page-data';
import { startChild } from './load';
import { type Figure, median, percentile } from './report';

const { POSTS, REPLIES, CHANNEL_KEY, SMALL_CHANNEL_KEY, SMALL_POSTS } = COMMENTS_BENCH;
const TARGET_MS = 15;
const RUNS = 41;

interface Timing {
  median: number;
  p95: number;
  posts: number;
  totalCount: number;
}

interface Page {
  ms: number;
  posts: { internalOrder: string }[];
  totalCount: number;
}

async function timed(url: string, key: string): Promise<Page> {
  const began = performance.now();
  const response = await fetch(url, { headers: { 'X-API-Key': key } });
  const body = (await response.json()) as { data: Omit<Page, 'ms'> };
  const ms = performance.now() - began;
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { ms, ...body.data };
}

/** The big channel's page and the small one's, alternating, so that neither gets the quieter moments. */
async function timeBoth(big: string, small: string, key: string): Promise<{ big: Timing; small: Timing }> {
  const warm = { big: await timed(big, key), small: await timed(small, key) };
  const times = { big: [] as number[], small: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    times.big.push((await timed(big, key)).ms);
    times.small.push((await timed(small, key)).ms);
  }
  const timing = (which: 'big' | 'small'): Timing => ({
    median: median(times[which]),
    p95: percentile(times[which], 95),
    posts: warm[which].posts.length,
    totalCount: warm[which].totalCount,
  });
  return { big: timing('big'), small: timing('small') };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function figuresOn(engine: 'SQLite' | 'PostgreSQL'): Promise<Figure[]> {
  const began = performance.now();
  const server = await startChild('./api/serve-comment-channel.ts', {
    args: engine === 'PostgreSQL' ? ['postgres'] : [],
  });
  const readySeconds = ((performance.now() - began) / 1000).toFixed(1);
  try {
    const page = (key: string, order: string, after = '') =>
      `${server.url}/membership/comments/posts?channelKey=${key}&order=${order}${after && `&after=${after}`}`;
    // `top`'s cursor is the last item's place, whose score the next page is read after.
    const topCursor = (await timed(page(CHANNEL_KEY, 'top'), server.token)).posts.at(-1)!.internalOrder;
    const cases = [
      { name: 'first page, order=newest', big: page(CHANNEL_KEY, 'newest'), small: page(SMALL_CHANNEL_KEY, 'newest') },
      { name: 'first page, order=top', big: page(CHANNEL_KEY, 'top'), small: page(SMALL_CHANNEL_KEY, 'top') },
      {
        name: 'second page, order=top',
        big: page(CHANNEL_KEY, 'top', topCursor),
        small: page(SMALL_CHANNEL_KEY, 'top'),
      },
    ];
    const figures: Figure[] = [];
    for (const { name, big: bigUrl, small: smallUrl } of cases) {
      const { big, small } = await timeBoth(bigUrl, smallUrl, server.token);
      if (big.totalCount !== POSTS) throw new Error(`the channel answered ${big.totalCount} posts, not ${POSTS}`);
      figures.push({
        name: `${engine}: ${name} (${big.posts} posts of ${big.totalCount.toLocaleString('en')})`,
        value: `${ms(big.median)} median, ${ms(big.p95)} p95`,
        target: `<= ${TARGET_MS} ms (median and p95)`,
        reference: `first page of a channel of ${SMALL_POSTS} posts: ${ms(small.median)} median, ${ms(small.p95)} p95; seeded in ${readySeconds} s`,
        meetsTarget: big.median <= TARGET_MS && big.p95 <= TARGET_MS,
      });
    }
    return figures;
  } finally {
    server.child.kill('SIGTERM');
  }
}

export async function commentsFirstPageFigures(): Promise<Figure[]> {
  return [...(await figuresOn('SQLite')), ...(await figuresOn('PostgreSQL'))];
}

export const COMMENTS_FIRST_PAGE_TITLE = `A comment channel's first page (GET /membership/comments/posts) at ${POSTS.toLocaleString('en')} posts and ${REPLIES.toLocaleString('en')} replies (median and p95 of ${RUNS} over loopback)`;

/** `npx tsx tests/bench/comments-first-page.ts`: this section alone. */
if (process.argv[1]?.endsWith('comments-first-page.ts')) {
  const { printFigures } = await import('./report');
  printFigures(COMMENTS_FIRST_PAGE_TITLE, await commentsFirstPageFigures());
}
