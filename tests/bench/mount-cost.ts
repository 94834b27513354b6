import { openBenchPage } from './bench-page';
import { median, type Figure } from './report';

const RUNS = 15;
const TARGET_RATIO = 1.2;

type Scenario = 'kitCards' | 'reactCards' | 'kitTable' | 'reactTable';

/**
 * Mounting cost of the kit against the same components rendered as plain children of one root, in
 * real Chromium, alternating runs. Measured twice: on preact/compat as the CDN bundle and the
 * dashboard ship, and on React as an app using the npm package runs.
 */
export async function mountCostFigures(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const renderer of ['preact', 'react'] as const) {
    for (const figure of await measureWith(renderer))
      figures.push({
        ...figure,
        name: `${figure.name}, ${renderer === 'preact' ? 'CDN build and dashboard (preact/compat)' : 'React (npm package)'}`,
      });
  }
  return figures;
}

async function measureWith(renderer: 'preact' | 'react'): Promise<Figure[]> {
  const bench = await openBenchPage('mount', { renderer });
  try {
    const run = (scenario: Scenario, size: number) => bench.call<number>(scenario, size);

    const measure = async (kit: Scenario, react: Scenario, size: number) => {
      await run(kit, size);
      await run(react, size);
      const kitTimes: number[] = [];
      const reactTimes: number[] = [];
      for (let index = 0; index < RUNS; index++) {
        kitTimes.push(await run(kit, size));
        reactTimes.push(await run(react, size));
      }
      return { kit: median(kitTimes), react: median(reactTimes) };
    };

    const cards = await measure('kitCards', 'reactCards', 300);
    const table = await measure('kitTable', 'reactTable', 5000);
    return [
      { name: '300 balance-cards', ...ratioFigure(cards) },
      { name: 'orders-table, 5,000 rows', ...ratioFigure(table) },
    ];
  } finally {
    await bench.close();
  }
}

function ratioFigure({ kit, react }: { kit: number; react: number }): Omit<Figure, 'name'> {
  const ratio = kit / react;
  return {
    value: `${kit.toFixed(1)} ms (${ratio.toFixed(2)}x)`,
    target: `<= ${TARGET_RATIO}x plain`,
    reference: `plain ${react.toFixed(1)} ms`,
    meetsTarget: ratio <= TARGET_RATIO,
  };
}
