import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElementMeta } from '../../elements/kit/element-meta';
import { withoutDocumentation } from './runtime-metas';

const root = resolve(import.meta.dirname, '../..');
const components = join(root, 'elements/components');
let folder = '';

beforeAll(async () => {
  await mkdir(join(root, '.tmp'), { recursive: true });
  folder = await mkdtemp(join(root, '.tmp', 'runtime-metas-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** What defineElement reads of a meta: the tag, each attribute's type and default, the property names. */
function readByDefineElement(meta: ElementMeta) {
  return {
    tag: meta.tag,
    attributes: Object.fromEntries(
      Object.entries(meta.attributes).map(([name, attribute]) => [name, [attribute?.type, attribute?.default]]),
    ),
    properties: Object.keys(meta.properties),
  };
}

/** The module as a build carries it, imported from a copy whose imports point at the originals. */
async function builtMeta(file: string): Promise<Record<string, unknown>> {
  const source = withoutDocumentation(await readFile(file, 'utf8'), file);
  const copy = join(folder, file.replaceAll(/[\\/]/g, '_'));
  await writeFile(
    copy,
    source.replaceAll(/from '(\.[^']+)'/g, (_, path: string) => `from '${resolve(dirname(file), path)}'`),
  );
  return import(copy);
}

const metaFiles = (await readdir(components)).map((tag) => join(components, tag, `${tag}.meta.ts`));

describe("elements' metas in a build", () => {
  it.each(metaFiles)('%s gives defineElement all it reads, and none of the documentation', async (file) => {
    const original = (await import(file)) as Record<string, unknown>;
    const built = await builtMeta(file);
    expect(Object.keys(built)).toEqual(Object.keys(original));
    const metaName = Object.keys(original).find((name) => name.endsWith('Meta'))!;
    const [meta, stripped] = [original[metaName], built[metaName]] as ElementMeta[];
    expect(readByDefineElement(stripped!)).toEqual(readByDefineElement(meta!));
    expect(JSON.stringify(stripped)).not.toContain(meta!.summary);
    expect(stripped).not.toHaveProperty('example');
  });
});
