import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { everyElementLoader } from '../console-element-loaders';
import { elementLoaders } from '../element-loaders';
import { buildManifest } from './build-manifest';
import { elementFolders, loadElementMetas } from './element-metas';

const root = new URL('../../', import.meta.url);
const elementMetas = await loadElementMetas();

describe('custom-elements.json', () => {
  it('lists every element folder, and the CDN script knows each but the console ones', () => {
    expect(elementMetas.map((meta) => meta.tag)).toEqual(elementFolders());
    expect(Object.keys(everyElementLoader).sort()).toEqual(elementFolders());
    expect(Object.keys(elementLoaders).filter((tag) => tag.startsWith('console-'))).toEqual([]);
  });

  it('is up to date with the metas (run `npm run build` after changing an element)', () => {
    const committed = JSON.parse(readFileSync(new URL('custom-elements.json', root), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildManifest(elementMetas))));
  });

  it('documents the contract attributes, properties, events, parts and theme', () => {
    const manifest = buildManifest(elementMetas);
    const table = manifest.modules.find((module) => module.declarations[0]?.tagName === 'transactions-table')!
      .declarations[0]!;
    expect(table.attributes.map((attribute) => attribute.name)).toEqual(['show-id', 'limit', 'controls', 'theme']);
    expect(table.members.map((member) => member.name)).toContain('transactions');
    expect(table.events.map((event) => event.name)).toEqual(['transactions-table-error']);
    expect(table.cssParts.map((part) => part.name)).toContain('row');
    expect(table.cssProperties.map((property) => property.name)).toContain('--cf-color-primary');
  });
});
