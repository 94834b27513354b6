import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { build, type InlineConfig } from 'vite';
import { chromiumLaunchOptions } from '../chromium.mjs';

export interface BenchPage {
  page: Page;
  /** Calls `window.bench[name](...args)` in the page and answers its (awaited) result. */
  call<T>(name: string, ...args: unknown[]): Promise<T>;
  close(): Promise<void>;
}

interface BenchPageOptions {
  /** React as an app using the npm package runs (the default), or preact/compat as the CDN bundle and the dashboard ship. */
  renderer?: 'react' | 'preact';
  viewport?: { width: number; height: number };
}

/**
 * A bench page (the folder tests/bench/<name>/ with its index.html and `window.bench`), built
 * for production with Vite and opened in Chromium at http://bench.local/, its files answered from
 * the build so that no server's timing enters the figures.
 */
export async function openBenchPage(name: string, options: BenchPageOptions = {}): Promise<BenchPage> {
  const folder = await mkdtemp(join(tmpdir(), `cf-bench-${name}-`));
  let browser: Browser | null = null;
  try {
    const { version } = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    const viteConfig = (await import('../../vite.config')).default;
    const cdn = (
      typeof viteConfig === 'function' ? viteConfig({ mode: 'cdn', command: 'build' }) : viteConfig
    ) as InlineConfig;
    await build({
      configFile: false,
      root: new URL(`./${name}/`, import.meta.url).pathname,
      logLevel: 'error',
      define: { __CHAINFORGE_VERSION__: JSON.stringify(version), 'process.env.NODE_ENV': '"production"' },
      resolve: options.renderer === 'preact' ? cdn.resolve : {},
      build: { outDir: folder, emptyOutDir: true },
    });
    browser = await chromium.launch(chromiumLaunchOptions);
    const page = await browser.newPage(options.viewport ? { viewport: options.viewport } : {});
    await page.route('http://bench.local/**', async (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(folder, path === '/' ? 'index.html' : path);
      const type = extname(file) === '.html' ? 'text/html' : 'text/javascript';
      await route.fulfill({ body: await readFile(file), contentType: type });
    });
    await page.goto('http://bench.local/');
    await page.waitForFunction(() => 'bench' in window);
    const opened = browser;
    return {
      page,
      call: <T>(method: string, ...args: unknown[]) =>
        page.evaluate(
          ([key, values]) =>
            (window as unknown as { bench: Record<string, (...params: unknown[]) => unknown> }).bench[key as string]!(
              ...(values as unknown[]),
            ),
          [method, args] as const,
        ) as Promise<T>,
      async close() {
        await opened.close();
        await rm(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await browser?.close();
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}
