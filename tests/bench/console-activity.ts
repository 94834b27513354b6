// The console's activity figures (GET /membership/console/activity) at 100,000 members on SQLite
// and PostgreSQL, over 30 and 90 days: timed over loopback, median of 21 after a warm-up.
import { ACTIVITY_BENCH } from './console-activity-data';
import { startChild } from './load';
import { median, type Figure } from './report';

const TARGET_MS = 50;
const RUNS = 21;

async function timed(url: string, token: string): Promise<{ ms: number; totalMembers: number }> {
  const began = performance.now();
  const response = await fetch(url, { headers: { Cookie: `cf_console=${token}` } });
  const body = (await response.json()) as { data: { totalMembers: number } };
  const ms = performance.now() - began;
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { ms, totalMembers: body.data.totalMembers };
}

export async function consoleActivityFigures(): Promise<Figure[]> {
  return [...(await figuresOn('SQLite')), ...(await figuresOn('PostgreSQL'))];
}

async function figuresOn(engine: 'SQLite' | 'PostgreSQL'): Promise<Figure[]> {
  const began = performance.now();
  const server = await startChild('./api/serve-console-activity.ts', {
    args: engine === 'PostgreSQL' ? ['postgres'] : [],
  });
  const readySeconds = ((performance.now() - began) / 1000).toFixed(1);
  try {
    const figures: Figure[] = [];
    for (const days of [30, 90]) {
      const url = `${server.url}/membership/console/activity?mode=test&days=${days}`;
      const warm = await timed(url, server.token);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) times.push((await timed(url, server.token)).ms);
      const ms = median(times);
      figures.push({
        name: `${engine}: activity over ${days} days (sign-ups per day, active, by plan, recurring revenue)`,
        value: `${ms.toFixed(1)} ms (${warm.totalMembers.toLocaleString('en')} members)`,
        target: `< ${TARGET_MS} ms`,
        reference: `${ACTIVITY_BENCH.MEMBERS.toLocaleString('en')} members, server started and bulk-seeded in ${readySeconds} s`,
        meetsTarget: ms < TARGET_MS,
      });
    }
    return figures;
  } finally {
    server.child.kill('SIGTERM');
  }
}
