import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type InlineConfig } from 'vite';
import { elementMetas } from '../../elements/manifest/element-metas';
import { kB, type Figure } from './report';

const root = new URL('../../', import.meta.url).pathname;

/** Builds one entry the way the CDN bundle is built (or with real React) and weighs it. */
async function weigh(entrySource: string, withPreact: boolean): Promise<{ minified: number; gzipped: number }> {
  // Inside the repository, so the entry resolves packages from our node_modules.
  await mkdir(join(root, '.tmp'), { recursive: true });
  const folder = await mkdtemp(join(root, '.tmp', 'bench-bundle-'));
  try {
    const entry = join(folder, 'entry.ts');
    await writeFile(entry, entrySource);
    const cdnConfig = (await import('../../vite.config')).default;
    const base = typeof cdnConfig === 'function' ? cdnConfig({ mode: withPreact ? 'cdn' : 'reference', command: 'build' }) : cdnConfig;
    const config: InlineConfig = {
      configFile: false,
      root,
      logLevel: 'error',
      define: { ...(base as InlineConfig).define, 'process.env.NODE_ENV': '"production"' },
      resolve: withPreact ? (base as InlineConfig).resolve : {},
      build: {
        outDir: join(folder, 'out'),
        lib: { entry, formats: ['es'], fileName: () => 'bundle.js' },
        rolldownOptions: { output: { minify: true } },
      },
    };
    await build(config);
    const code = await readFile(join(folder, 'out', 'bundle.js'));
    return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const BUNDLE_TARGET = 60_000;

export async function bundleSizeFigures(): Promise<Figure[]> {
  const whole = await weigh(`import '${root}elements/cdn.ts';`, true);
  const react = await weigh(
    `import * as React from 'react'; import * as ReactDOM from 'react-dom/client'; Object.assign(globalThis, { React, ReactDOM });`,
    false,
  );
  const figures: Figure[] = [
    {
      name: 'CDN bundle, whole (gzip)',
      value: `${kB(whole.gzipped)} (${kB(whole.minified)} min)`,
      target: `< ${kB(BUNDLE_TARGET)}`,
      reference: `React alone ${kB(react.gzipped)} measured; Stytch UI+client 102 kB, Clerk sign-in 406 kB (published)`,
      meetsTarget: whole.gzipped < BUNDLE_TARGET,
    },
  ];
  for (const meta of elementMetas) {
    const alone = await weigh(`import '${root}elements/${meta.tag}/${meta.tag}.ts';`, true);
    figures.push({
      name: `  ${meta.tag} alone (gzip)`,
      value: `${kB(alone.gzipped)} (${kB(alone.minified)} min)`,
      target: '',
      reference: 'includes the kit and preact',
      meetsTarget: null,
    });
  }
  return figures;
}
