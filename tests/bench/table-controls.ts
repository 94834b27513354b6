import { openBenchPage } from './bench-page';
import { median, type Figure } from './report';

const RUNS = Number(process.env.TABLE_BENCH_RUNS ?? 9);
/** A click or keystroke answered within 100 ms feels immediate. */
const TARGET_MS = 100;
/** Every row in place, below the fold too: within half a second, in slices that keep input live. */
const ALL_ROWS_TARGET_MS = 500;
/** The visible answer to a keystroke: the box shows the letter within a frame or three. */
const KEYSTROKE_TARGET_MS = 50;
/** The index work alone fits in one frame. */
const QUERY_TARGET_MS = 16;

type Step = 'sort' | 'filter' | 'clear';

/**
 * transactions-table with its controls over 5,000 rows in real Chromium, production build, each
 * step from the click or keystroke to the rows in view changed, and to every row in place (the
 * table draws a change from the top, in slices), alternating with the straightforward
 * React table on the same page (a real table, rows moved on a sort, sort and filter computed in
 * the event). Measured on React, as an app using the npm package runs, and on preact/compat, as
 * the CDN bundle and the dashboard ship (where useDeferredValue defers nothing).
 */
export async function tableControlsFigures(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const renderer of ['react', 'preact'] as const) figures.push(...(await measureWith(renderer)));
  return figures;
}

async function measureWith(renderer: 'react' | 'preact'): Promise<Figure[]> {
  const bench = await openBenchPage('table-controls', { renderer, viewport: { width: 1280, height: 900 } });
  try {
    const { call } = bench;

    type Timing = { first: number; all: number };
    const steps: Step[] = ['sort', 'filter', 'clear'];
    const empty = () => ({ first: [] as number[], all: [] as number[] });
    const times = {
      kit: { sort: empty(), filter: empty(), clear: empty(), keystroke: [] as number[] },
      plain: { sort: empty(), filter: empty(), clear: empty(), keystroke: [] as number[] },
    };
    // Alternating mounts, so a slower moment of the machine falls on both; the first round warms up.
    for (let run = -1; run < RUNS; run++) {
      for (const subject of ['kit', 'plain'] as const) {
        await call(subject === 'kit' ? 'mountKit' : 'mountPlain');
        for (const step of steps) {
          const timing = await call<Timing>(step);
          if (run < 0) continue;
          times[subject][step].first.push(timing.first);
          times[subject][step].all.push(timing.all);
        }
        const keystroke = await call<number>('keystroke');
        if (run >= 0) times[subject].keystroke.push(keystroke);
      }
    }
    const query: number[] = [];
    const naive: number[] = [];
    for (let run = -3; run < RUNS * 3; run++) {
      const [indexed, unindexed] = [await call<number>('query'), await call<number>('naiveQuery')];
      if (run >= 0) {
        query.push(indexed);
        naive.push(unindexed);
      }
    }

    const label = renderer === 'react' ? 'React (npm package)' : 'CDN build and dashboard (preact/compat)';
    const figure = (name: string, kit: number[], plain: number[], target: number): Figure => {
      const value = median(kit);
      return {
        name: `${name}, ${label}`,
        value: `${value.toFixed(0)} ms`,
        target: `<= ${target} ms`,
        reference: `plain React table ${median(plain).toFixed(0)} ms`,
        meetsTarget: value <= target,
      };
    };
    const { kit, plain } = times;
    const figures = [
      figure('sort 5,000 rows: header click to the rows in view sorted', kit.sort.first, plain.sort.first, TARGET_MS),
      figure('... to all 5,000 rows in place', kit.sort.all, plain.sort.all, ALL_ROWS_TARGET_MS),
      figure(
        'filter 5,000 to 1,250 rows: keystroke to the rows in view',
        kit.filter.first,
        plain.filter.first,
        TARGET_MS,
      ),
      figure('... to all 1,250 rows in place', kit.filter.all, plain.filter.all, ALL_ROWS_TARGET_MS),
      figure('clear the filter: keystroke to the rows in view', kit.clear.first, plain.clear.first, TARGET_MS),
      figure('... to all 5,000 rows back', kit.clear.all, plain.clear.all, ALL_ROWS_TARGET_MS),
      figure(
        'keystroke to the next frame while 5,000 rows re-filter',
        kit.keystroke,
        plain.keystroke,
        KEYSTROKE_TARGET_MS,
      ),
    ];
    if (renderer === 'react') {
      const value = median(query);
      figures.push({
        name: 'sort + filter work on 5,000 rows, no DOM (table-query index)',
        value: `${value.toFixed(2)} ms`,
        target: `<= ${QUERY_TARGET_MS} ms`,
        reference: `texts formatted in each comparison ${median(naive).toFixed(1)} ms`,
        meetsTarget: value <= QUERY_TARGET_MS,
      });
    }
    return figures;
  } finally {
    await bench.close();
  }
}
