import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { PRECOMPRESSED, type StoredEncoding } from '../../server/http/content-encoding.ts';
import { isCompressible } from '../../server/http/send-file.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function compress(code: Buffer, encoding: StoredEncoding['encoding']): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(code, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: code.length,
        },
      })
    : gzipped(code, { level: 9 });
}

/**
 * Writes a brotli and a gzip copy beside every text file of a build, at the strongest settings
 * (time a build spends once, not a server at every request), so that the server answers a
 * browser with the smallest encoding it accepts (server/http/send-file.ts): a page using every
 * element fetches about a third of the bytes it would uncompressed. A copy no smaller than the
 * original is not written (nor kept from an earlier build).
 */
export function precompressedFiles(): Plugin {
  return {
    name: 'chainforge-precompressed-files',
    apply: 'build',
    enforce: 'post',
    async writeBundle(output, bundle) {
      const folder = output.dir;
      if (!folder) return;
      const files = Object.keys(bundle).filter((name) => isCompressible(name) && !name.startsWith('.'));
      await Promise.all(
        files.map(async (name) => {
          const file = join(folder, name);
          const code = await readFile(file);
          for (const { encoding, suffix } of PRECOMPRESSED) {
            const compressed = await compress(code, encoding);
            // A copy left by an earlier build of a file of this name must not outlive it.
            if (compressed.length < code.length) await writeFile(file + suffix, compressed);
            else await rm(file + suffix, { force: true });
          }
        }),
      );
    },
  };
}
