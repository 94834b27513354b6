import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The part of Vite's build manifest we read: each chunk, keyed by source path or chunk name. */
type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** Which files of a CDN build a page fetches, read from the manifest the build writes. */
export interface CdnFiles {
  /** The script a page loads, and what it imports before it runs. */
  entry: string[];
  /** What a page that uses only `tag` fetches: the entry's files and the tag's chunks. */
  forTag(tag: string): string[];
  /** Every file of the build. */
  all: string[];
}

export async function readCdnFiles(outDir: string): Promise<CdnFiles> {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const withStaticImports = (key: string, files = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The CDN build has no chunk for ${key}.`);
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) withStaticImports(imported, files);
    return files;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The CDN build has no entry.');
  const entry = [...withStaticImports(entryKey)];
  return {
    entry,
    forTag: (tag) => [...withStaticImports(`elements/components/${tag}/${tag}.ts`, new Set(entry))],
    all: [...new Set(Object.values(manifest).map((chunk) => chunk.file))],
  };
}
