import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedFiles } from './precompressed-files';

const root = resolve(import.meta.dirname, '../..');
let folder = '';

beforeAll(async () => {
  await mkdir(join(root, '.tmp'), { recursive: true });
  folder = await mkdtemp(join(root, '.tmp', 'precompressed-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function buildEntry(source: string, outDir: string) {
  const entry = join(folder, 'entry.js');
  await writeFile(entry, source);
  await build({
    configFile: false,
    logLevel: 'error',
    plugins: [precompressedFiles()],
    build: {
      outDir,
      emptyOutDir: false,
      minify: false,
      lib: { entry, formats: ['es'], fileName: () => 'bundle.js' },
    },
  });
}

describe('precompressedFiles', () => {
  it('writes a brotli and a gzip copy beside each text file of a build, each the file itself, and smaller', async () => {
    const outDir = join(folder, 'out');
    await buildEntry(`export const words = ${JSON.stringify('chain forge '.repeat(300))};`, outDir);
    expect((await readdir(outDir)).sort()).toEqual(['bundle.js', 'bundle.js.br', 'bundle.js.gz']);
    const code = await readFile(join(outDir, 'bundle.js'));
    const br = await readFile(join(outDir, 'bundle.js.br'));
    const gz = await readFile(join(outDir, 'bundle.js.gz'));
    expect(brotliDecompressSync(br).equals(code)).toBe(true);
    expect(gunzipSync(gz).equals(code)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(code.length);
  });

  it('writes no copy that would be larger than the file, and drops one an earlier build left', async () => {
    const outDir = join(folder, 'tiny');
    await mkdir(outDir, { recursive: true });
    await writeFile(join(outDir, 'bundle.js.br'), 'left by an earlier build');
    await buildEntry('export const a = 1;', outDir);
    expect(await readdir(outDir)).toEqual(['bundle.js']);
  });
});
