import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type InlineConfig } from 'vite';
import { kB, type Figure } from './report';

const root = new URL('../../', import.meta.url).pathname;

type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * What a test-mode page fetches for the inspector beside the entry. Only builders' own browsers in
 * test mode load it (live pages pay the condition alone), so its budget is above one element's
 * 60 kB: it holds the element kit (preact, styled-components), the membership client that reads the
 * app's plans (axios) and the catalogue, besides its own code.
 */
const INSPECTOR_TARGET = 100_000;
/** What the test-mode condition may add to the entry that every page loads. */
const CONDITION_TARGET = 100;

const INSPECTOR_UI = ['elements/xray/inspector/bootstrap.ts', 'elements/components/xray-sidebar/xray-sidebar.ts'];
const SCAN_ENGINE = 'elements/xray/scan/inspector-engine.ts';

async function cdnConfig(): Promise<InlineConfig> {
  const config = (await import('../../vite.config')).default;
  return (typeof config === 'function' ? config({ mode: 'cdn', command: 'build' }) : config) as InlineConfig;
}

/** Builds the CDN bundle from `entry` into a temporary folder; answers the folder and its manifest. */
async function buildCdn(folder: string, entry: string): Promise<ViteManifest> {
  const cdn = await cdnConfig();
  const outDir = join(folder, 'out');
  await build({
    ...cdn,
    configFile: false,
    root,
    logLevel: 'error',
    build: { ...cdn.build, outDir, emptyOutDir: true, lib: { ...(cdn.build!.lib as object), entry } as never },
  });
  return JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

function closure(manifest: ViteManifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The CDN build has no chunk for ${key}.`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

async function gzipped(folder: string, files: Iterable<string>): Promise<{ files: number; bytes: number }> {
  const list = [...files];
  const codes = await Promise.all(list.map((file) => readFile(join(folder, 'out', file))));
  return { files: list.length, bytes: codes.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0) };
}

/**
 * The inspector's weight, loaded only in test mode: the chunks a test-mode page fetches for it
 * beside the CDN entry (its UI, and with the scan engine window.chainforge.inspector loads there
 * too), and what its test-mode condition costs the entry every page loads, live pages included
 * (built once with the condition and once without).
 */
export async function xrayBundleFigures(): Promise<Figure[]> {
  await mkdir(join(root, '.tmp'), { recursive: true });
  const folder = await mkdtemp(join(root, '.tmp', 'bench-xray-'));
  try {
    const manifest = await buildCdn(join(folder, 'full'), join(root, 'elements/cdn.ts'));
    const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
    const entryFiles = closure(manifest, entryKey);
    const entry = await gzipped(join(folder, 'full'), entryFiles);
    const ui = new Set<string>();
    for (const key of INSPECTOR_UI) closure(manifest, key, ui);
    const engine = closure(manifest, SCAN_ENGINE);
    const everything = await gzipped(
      join(folder, 'full'),
      [...new Set([...ui, ...engine])].filter((file) => !entryFiles.has(file)),
    );
    const uiAlone = await gzipped(
      join(folder, 'full'),
      [...ui].filter((file) => !entryFiles.has(file) && !engine.has(file)),
    );
    const loginModal = await gzipped(
      join(folder, 'full'),
      [...closure(manifest, 'elements/components/ms-login-modal/ms-login-modal.ts')].filter(
        (file) => !entryFiles.has(file),
      ),
    );

    // The same entry without the test-mode condition: what a live page would load if it had none.
    const source = await readFile(join(root, 'elements/cdn.ts'), 'utf8');
    const condition = /\nif \(pageState\.config\.inspector\)[\s\S]*?\);\n/;
    if (!condition.test(source)) throw new Error('elements/cdn.ts has no test-mode condition to weigh.');
    // Written beside the build, importing the real modules by their absolute paths.
    const bare = join(folder, 'cdn-without-inspector.ts');
    await writeFile(
      bare,
      source.replace(condition, '\n').replace(/(from |import\(|import )'\.\//g, `$1'${join(root, 'elements')}/`),
    );
    const bareManifest = await buildCdn(join(folder, 'bare'), bare);
    const bareKey = Object.keys(bareManifest).find((key) => bareManifest[key]!.isEntry)!;
    const bareEntry = await gzipped(join(folder, 'bare'), closure(bareManifest, bareKey));
    const conditionBytes = entry.bytes - bareEntry.bytes;
    return [
      {
        name: 'CDN entry, every page (live key too)',
        value: `${kB(entry.bytes)} (${entry.files} files)`,
        target: '',
        reference: `${kB(bareEntry.bytes)} without the inspector's test-mode condition`,
        meetsTarget: null,
      },
      {
        name: "  the inspector's test-mode condition in it",
        value: `${conditionBytes} B`,
        target: `< ${CONDITION_TARGET} B`,
        reference: 'a live-key page loads nothing else of the inspector (the end-to-end test checks its requests)',
        meetsTarget: conditionBytes < CONDITION_TARGET,
      },
      {
        name: 'the inspector in test mode: everything fetched for it beside the entry',
        value: `${kB(everything.bytes)} (${everything.files} files)`,
        target: `< ${kB(INSPECTOR_TARGET)}`,
        reference: `a page using only ms-login-modal: ${kB(loginModal.bytes)}; Clerk sign-in 406 kB (published)`,
        meetsTarget: everything.bytes < INSPECTOR_TARGET,
      },
      {
        name: '  of which the badge, sidebars, overlays and bootstrap alone',
        value: `${kB(uiAlone.bytes)} (${uiAlone.files} files)`,
        target: '',
        reference:
          'the rest is the scan engine of window.chainforge.inspector with the membership client and catalogue',
        meetsTarget: null,
      },
    ];
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
