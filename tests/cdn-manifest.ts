import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The part of Vite's build manifest we read: each chunk, keyed by source path or chunk name. */
type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

/** Which files of a CDN build a page fetches, read from the manifest the build writes. */
export interface CdnFiles {
  /** The script a page loads, and what it imports before it runs. */
  entry: string[];
  /** What a page that uses only `tag` fetches: the entry's files and the tag's chunks. */
  forTag(tag: string): string[];
  /**
   * What the same page has fetched once the element has shown itself: for an element whose
   * component loads the first time it shows (the membership modals, held closed), that too.
   */
  forShownTag(tag: string): string[];
  /** The file of the tag's component when it loads the first time the element shows, else null. */
  shownOnlyFile(tag: string): string | null;
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
  /** The tag's component, when its element module imports it only once the element shows. */
  const deferredComponent = (tag: string) => {
    const component = `elements/components/${tag}/${tag}.component.tsx`;
    return manifest[`elements/components/${tag}/${tag}.ts`]?.dynamicImports?.includes(component) ? component : null;
  };
  const forTag = (tag: string) => withStaticImports(`elements/components/${tag}/${tag}.ts`, new Set(entry));
  return {
    entry,
    forTag: (tag) => [...forTag(tag)],
    forShownTag: (tag) => {
      const files = forTag(tag);
      const component = deferredComponent(tag);
      if (component) withStaticImports(component, files);
      return [...files];
    },
    shownOnlyFile: (tag) => {
      const component = deferredComponent(tag);
      return component ? manifest[component]!.file : null;
    },
    all: [...new Set(Object.values(manifest).map((chunk) => chunk.file))],
  };
}
