import { readdirSync } from 'node:fs';
import type { ElementMeta } from '../kit/element-meta';

const ELEMENTS = new URL('../components/', import.meta.url);

/** The folders that hold an element: `components/<tag>/<tag>.meta.ts`, by the one convention. */
export function elementFolders(): string[] {
  return readdirSync(ELEMENTS, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && readdirSync(new URL(`${entry.name}/`, ELEMENTS)).includes(`${entry.name}.meta.ts`),
    )
    .map((entry) => entry.name)
    .sort();
}

/** Every element's meta, in tag order, found by convention: a new element needs no line here. */
export async function loadElementMetas(): Promise<ElementMeta<object>[]> {
  return Promise.all(
    elementFolders().map(async (tag) => {
      const module: Record<string, unknown> = await import(new URL(`${tag}/${tag}.meta.ts`, ELEMENTS).href);
      const meta = Object.values(module).find(
        (value): value is ElementMeta<object> => (value as ElementMeta<object> | undefined)?.tag === tag,
      );
      if (!meta) throw new Error(`elements/components/${tag}/${tag}.meta.ts exports no meta with tag "${tag}"`);
      return meta;
    }),
  );
}
