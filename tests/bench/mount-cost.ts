import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { build, type InlineConfig } from 'vite';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { median, type Figure } from './report';

const RUNS = 15;
const TARGET_RATIO = 1.2;

type Scenario = 'kitCards' | 'reactCards' | 'kitTable' | 'reactTable';

/**
 * Mounting cost of the kit against the same components rendered as plain children of one root, in
 * real Chromium, alternating runs. Measured twice: on preact/compat as the CDN bundle ships, and on
 * React as the dashboard app runs.
 */
export async function mountCostFigures(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const renderer of ['preact', 'react'] as const) {
    for (const figure of await measureWith(renderer))
      figures.push({
        ...figure,
        name: `${figure.name}, ${renderer === 'preact' ? 'CDN build (preact/compat)' : 'React'}`,
      });
  }
  return figures;
}

async function measureWith(renderer: 'preact' | 'react'): Promise<Figure[]> {
  const folder = await mkdtemp(join(tmpdir(), 'cf-bench-mount-'));
  const { version } = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  const cdnConfig = (await import('../../vite.config')).default;
  const cdnAliases = (
    typeof cdnConfig === 'function' ? cdnConfig({ mode: 'cdn', command: 'build' }) : cdnConfig
  ) as InlineConfig;
  await build({
    configFile: false,
    root: new URL('./mount/', import.meta.url).pathname,
    logLevel: 'error',
    define: { __CHAINFORGE_VERSION__: JSON.stringify(version), 'process.env.NODE_ENV': '"production"' },
    resolve: renderer === 'preact' ? cdnAliases.resolve : {},
    build: { outDir: folder, emptyOutDir: true },
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.route('http://bench.local/**', async (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(folder, path === '/' ? 'index.html' : path);
      const type = extname(file) === '.html' ? 'text/html' : 'text/javascript';
      await route.fulfill({ body: await readFile(file), contentType: type });
    });
    await page.goto('http://bench.local/');
    await page.waitForFunction(() => 'bench' in window);
    const run = (scenario: Scenario, size: number) =>
      page.evaluate(
        ([name, count]) =>
          (window as unknown as Record<string, Record<string, (n: number) => Promise<number>>>).bench![name as string]!(
            count as number,
          ),
        [scenario, size] as const,
      );

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
    await browser.close();
    await rm(folder, { recursive: true, force: true });
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
