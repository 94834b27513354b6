import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { elementLoaders } from '../../elements/element-loaders';
import { CDN_ENTRY_GZIPPED, inTemporaryFolder, root, viteConfig, withCdnBuild } from '../cdn-build';
import { readCdnFiles } from '../cdn-manifest';
import { fetchedByEveryElementPage } from './fetched-in-chromium';
import { kB, type Figure } from './report';

export interface Weight {
  files: number;
  minified: number;
  /** Each file gzipped on its own, as the page fetches it, then summed. */
  gzipped: number;
}

export async function weighFiles(folder: string, files: readonly string[]): Promise<Weight> {
  const codes = await Promise.all(files.map((file) => readFile(join(folder, file))));
  return {
    files: files.length,
    minified: codes.reduce((sum, code) => sum + code.length, 0),
    gzipped: codes.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0),
  };
}

/**
 * Builds one entry into one file, the CDN way (preact, and the CDN build's own plugins: its
 * stubs and minified styles) or with real React, and weighs it.
 */
export async function weighSingleFile(entrySource: string, withPreact: boolean): Promise<Weight> {
  const base = await viteConfig(withPreact ? 'cdn' : 'reference');
  return inTemporaryFolder(async (folder) => {
    const entry = join(folder, 'entry.ts');
    await writeFile(entry, entrySource);
    await build({
      configFile: false,
      root,
      logLevel: 'error',
      define: { ...base.define, 'process.env.NODE_ENV': '"production"' },
      resolve: withPreact ? base.resolve : {},
      plugins: withPreact ? base.plugins : [],
      build: {
        outDir: join(folder, 'out'),
        lib: { entry, formats: ['es'], fileName: () => 'bundle.js' },
        rolldownOptions: { output: { minify: true, codeSplitting: false } },
      },
    });
    return weighFiles(join(folder, 'out'), ['bundle.js']);
  });
}

/** One file of a page using every element: what it weighs, which elements fetch it, what it holds. */
interface ChunkShare {
  file: string;
  weight: Weight;
  tags: string[];
  /** Its largest sources (packages by name), biggest first, with their minified-before bytes. */
  holds: [string, number][];
}

/** A module's owner as a reader names it: a package, or our source file. */
const sourceOf = (id: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? id.replace(/^elements\//, '');

function largestSources(modules: ReadonlyMap<string, number>, count: number): [string, number][] {
  const bySource = new Map<string, number>();
  for (const [id, bytes] of modules) bySource.set(sourceOf(id), (bySource.get(sourceOf(id)) ?? 0) + bytes);
  return [...bySource].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/**
 * What a page using one element fetches once the element shows; for a modal whose code loads when
 * it first opens, also what the page fetches while it is held closed.
 */
interface PageWeight {
  tag: string;
  shown: Weight;
  closed: Weight | null;
}

/** Builds the CDN bundle as `npm run build` does and weighs what pages fetch from it. */
function weighCdnBuild() {
  return withCdnBuild(async (outDir, modules) => {
    const files = await readCdnFiles(outDir);
    const pages: PageWeight[] = [];
    const fetchedBy = new Map<string, string[]>();
    for (const tag of Object.keys(elementLoaders)) {
      const shown = files.forShownTag(tag);
      pages.push({
        tag,
        shown: await weighFiles(outDir, shown),
        closed: shown.length > files.forTag(tag).length ? await weighFiles(outDir, files.forTag(tag)) : null,
      });
      for (const file of files.forTag(tag)) fetchedBy.set(file, [...(fetchedBy.get(file) ?? []), tag]);
    }
    const chunks: ChunkShare[] = [];
    for (const [file, tags] of fetchedBy)
      chunks.push({
        file,
        tags,
        weight: await weighFiles(outDir, [file]),
        holds: largestSources(modules.get(file) ?? new Map(), 3),
      });
    return {
      entry: await weighFiles(outDir, files.entry),
      pages,
      everyElement: await weighFiles(outDir, [...fetchedBy.keys()]),
      fetchedInChromium: await fetchedByEveryElementPage(outDir),
      chunks: chunks.sort((a, b) => b.weight.gzipped - a.weight.gzipped),
      everything: await weighFiles(outDir, files.all),
    };
  });
}

/** The files a page using every element fetches, largest first, each with who fetches it and why it weighs what it does. */
function chunkFigures(chunks: ChunkShare[], tags: readonly string[], shown: number): Figure[] {
  const fetchers = (chunk: ChunkShare) => {
    if (chunk.tags.length === tags.length) return 'every element';
    if (chunk.tags.length <= tags.length / 2) return chunk.tags.join(', ');
    return `every element but ${tags.filter((tag) => !chunk.tags.includes(tag)).join(', ')}`;
  };
  const listed = chunks.slice(0, shown).map(
    (chunk): Figure => ({
      name: `    ${chunk.file}`,
      value: kB(chunk.weight.gzipped),
      target: '',
      reference: `fetched by ${fetchers(chunk)}; holds ${chunk.holds.map(([source, bytes]) => `${source} (${kB(bytes)})`).join(', ')}`,
      meetsTarget: null,
    }),
  );
  const rest = chunks.slice(shown);
  const restWeight = rest.reduce((sum, chunk) => sum + chunk.weight.gzipped, 0);
  return [
    ...listed,
    {
      name: `    ${rest.length} smaller files`,
      value: kB(restWeight),
      target: '',
      reference: "in brackets: each source's code before minifying",
      meetsTarget: null,
    },
  ];
}

const PAGE_TARGET = 60_000;
/** Every element on one page: what they share loaded once, no chunk holding what another does. */
const EVERY_ELEMENT_TARGET = 130_000;
/** A data card is the lightest page an element makes: its bytes are mostly what every element shares. */
const PAGE_TARGETS: Readonly<Record<string, number>> = { 'balance-card': 50_000 };

const described = (weight: Weight) =>
  `${kB(weight.gzipped)} (${weight.files} file${weight.files === 1 ? '' : 's'}, ${kB(weight.minified)} min)`;

export async function bundleSizeFigures(): Promise<Figure[]> {
  const { entry, pages, everyElement, fetchedInChromium, chunks, everything } = await weighCdnBuild();
  const eagerImports = Object.keys(elementLoaders).map(
    (tag) => `import '${root}elements/components/${tag}/${tag}.ts';`,
  );
  const single = await weighSingleFile(eagerImports.join('\n'), true);
  const react = await weighSingleFile(
    `import * as React from 'react'; import * as ReactDOM from 'react-dom/client'; Object.assign(globalThis, { React, ReactDOM });`,
    false,
  );
  const singleReference = `every element imported at once, one file: ${kB(single.gzipped)} (the bundle before lazy loading)`;
  return [
    {
      name: 'CDN script, a page using no element',
      value: described(entry),
      target: `1 file, <= ${CDN_ENTRY_GZIPPED.goal} B`,
      reference: singleReference,
      meetsTarget: entry.files === 1 && entry.gzipped <= CDN_ENTRY_GZIPPED.goal,
    },
    ...pages.map(({ tag, shown, closed }): Figure => {
      const target = PAGE_TARGETS[tag] ?? PAGE_TARGET;
      return {
        name: `  a page using only ${tag}${closed ? ', opened' : ''}`,
        value: described(shown),
        target: `< ${kB(target)}`,
        reference: closed ? `held closed (its code loads on opening): ${described(closed)}` : singleReference,
        meetsTarget: shown.gzipped < target,
      };
    }),
    {
      name: 'a page using every element',
      value: described(everyElement),
      target: `<= ${kB(EVERY_ELEMENT_TARGET)}`,
      reference: `${singleReference}; React alone ${kB(react.gzipped)} measured; Stytch UI+client 102 kB, Clerk sign-in 406 kB (published)`,
      meetsTarget: everyElement.gzipped <= EVERY_ELEMENT_TARGET,
    },
    {
      name: '  as Chromium fetches it from our server (brotli), counted by Chromium',
      value: `${kB(fetchedInChromium.br.transferred)} (${fetchedInChromium.br.files} files)`,
      target: `<= ${kB(EVERY_ELEMENT_TARGET)}`,
      reference: `the same files uncompressed: ${kB(everyElement.minified)} (what the server sent before it stored compressed copies)`,
      meetsTarget: fetchedInChromium.br.transferred <= EVERY_ELEMENT_TARGET,
    },
    {
      name: '  as our server sends the same files to a browser taking only gzip',
      value: `${kB(fetchedInChromium.gzip.transferred)} (${fetchedInChromium.gzip.files} files)`,
      target: `<= ${kB(EVERY_ELEMENT_TARGET)}`,
      reference:
        'the build stores a brotli and a gzip copy of each file; the server sends the smallest the browser takes',
      meetsTarget: fetchedInChromium.gzip.transferred <= EVERY_ELEMENT_TARGET,
    },
    ...chunkFigures(
      chunks,
      pages.map(({ tag }) => tag),
      15,
    ),
    {
      name: '  every chunk of the build (also what loads on use: the inspector, the no-code runtime, sign-in steps)',
      value: described(everything),
      target: '',
      reference: singleReference,
      meetsTarget: null,
    },
  ];
}
