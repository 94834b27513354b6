import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CDN_ENTRY_GZIPPED, withCdnBuild } from '../tests/cdn-build';
import { readCdnFiles } from '../tests/cdn-manifest';

/**
 * The CDN script as a page fetches it before anything of ours runs: one file. Anything it shared
 * with element code would be a chunk it imports (a second file up front); see core/page-state.ts.
 */
describe('the CDN entry', () => {
  it('is one file, importing no chunk before it runs, under its weight ceiling gzipped', async () => {
    const { files, gzipped } = await withCdnBuild(async (outDir) => {
      const { entry } = await readCdnFiles(outDir);
      const script = await readFile(join(outDir, 'chainforge-elements.js'));
      return { files: entry, gzipped: gzipSync(script, { level: 9 }).length };
    });
    expect(files).toEqual(['chainforge-elements.js']);
    expect(gzipped).toBeLessThanOrEqual(CDN_ENTRY_GZIPPED.ceiling);
  }, 60_000);
});
