import { openBenchPage } from './bench-page';
import { median, type Figure } from './report';

const RUNS = 25;
const TARGET_MS = 25;

type Timer = 'scan' | 'walk' | 'query';
interface BenchPage {
  page(): { elements: number; attributes: number };
  issues(): { errors: number; warnings: number; found: number };
}

/**
 * The inspector's scan (every scan rule, with the app's plan and price ids and the
 * private field check) over a page of 20,000 elements carrying 2,000 data-ms-* attributes, in
 * real Chromium, runs alternating with the references on the same page: a bare walk of every
 * element's attribute names, and one querySelectorAll of the known attribute names.
 */
export async function xrayScanFigures(): Promise<Figure[]> {
  const bench = await openBenchPage('xray-scan');
  try {
    const { call } = bench;
    const shape = await call<ReturnType<BenchPage['page']>>('page');
    const issues = await call<ReturnType<BenchPage['issues']>>('issues');
    const times: Record<Timer, number[]> = { scan: [], walk: [], query: [] };
    for (let run = -3; run < RUNS; run++)
      for (const timer of Object.keys(times) as Timer[]) {
        const elapsed = await call<number>(timer);
        if (run >= 0) times[timer].push(elapsed);
      }
    const scan = median(times.scan);
    return [
      {
        name: `all rules, ${shape.elements.toLocaleString('en')} elements, ${shape.attributes.toLocaleString('en')} data-ms-* attributes (${issues.errors} errors, ${issues.warnings} warnings, ${issues.found} found)`,
        value: `${scan.toFixed(1)} ms`,
        target: `<= ${TARGET_MS} ms`,
        reference: `every element's attribute names: ${median(times.walk).toFixed(1)} ms; querySelectorAll of the known names: ${median(times.query).toFixed(1)} ms`,
        meetsTarget: scan <= TARGET_MS,
      },
    ];
  } finally {
    await bench.close();
  }
}
