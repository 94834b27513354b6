import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type InlineConfig } from 'vite';
import { readCdnFiles } from '../cdn-manifest';
import { type Figure, kB } from './report';

const root = new URL('../../', import.meta.url).pathname;

/** At most this many gzipped bytes for the chat beyond what every data element already loads. */
const BEYOND_CORE_TARGET = 25_000;
/** deep-chat 2.x, the whole web component (its published bundle, gzipped), the usual drop-in chat element. */
const DEEP_CHAT_REFERENCE = 'deep-chat 109 kB whole (published)';

/** The element the core is weighed by: the simplest one that fetches from the product API. */
const CORE_TAG = 'balance-card';
const CHAT_TAG = 'chainforge-chat';

async function gzipped(folder: string, files: readonly string[]) {
  const codes = await Promise.all(files.map((file) => readFile(join(folder, file))));
  return {
    files: files.length,
    minified: codes.reduce((sum, code) => sum + code.length, 0),
    gzipped: codes.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0),
  };
}

/**
 * The chat's cost in the CDN bundle, built as `npm run build` builds it: what a page that already
 * shows one of our data elements (the entry, Preact, styled-components, the kit, the one API
 * client: balance-card's page) fetches more to show the chat, each file gzipped on its own; and
 * the whole of a page that shows only the chat.
 */
export async function chatBundleFigures(): Promise<Figure[]> {
  const config = (await import('../../vite.config')).default;
  const cdn = (typeof config === 'function' ? config({ mode: 'cdn', command: 'build' }) : config) as InlineConfig;
  await mkdir(join(root, '.tmp'), { recursive: true });
  const folder = await mkdtemp(join(root, '.tmp', 'bench-chat-'));
  try {
    const outDir = join(folder, 'out');
    await build({ ...cdn, configFile: false, root, logLevel: 'error', build: { ...cdn.build, outDir } });
    const files = await readCdnFiles(outDir);
    const core = new Set(files.forTag(CORE_TAG));
    const chatPage = files.forTag(CHAT_TAG);
    const beyond = await gzipped(
      outDir,
      chatPage.filter((file) => !core.has(file)),
    );
    const whole = await gzipped(outDir, chatPage);
    const described = (weight: typeof beyond) =>
      `${kB(weight.gzipped)} (${weight.files} file${weight.files === 1 ? '' : 's'}, ${kB(weight.minified)} min)`;
    return [
      {
        name: `chainforge-chat beyond the core (what a ${CORE_TAG} page loads)`,
        value: described(beyond),
        target: `<= ${kB(BEYOND_CORE_TARGET)}`,
        reference: DEEP_CHAT_REFERENCE,
        meetsTarget: beyond.gzipped <= BEYOND_CORE_TARGET,
      },
      {
        name: 'a page using only chainforge-chat, everything',
        value: described(whole),
        target: '',
        reference: DEEP_CHAT_REFERENCE,
        meetsTarget: null,
      },
    ];
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
