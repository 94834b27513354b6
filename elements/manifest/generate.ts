import { mkdirSync, writeFileSync } from 'node:fs';
import { buildElementDocs } from './build-element-docs';
import { buildManifest } from './build-manifest';
import { loadElementMetas } from './element-metas';

const root = new URL('../../', import.meta.url);
const metas = await loadElementMetas();
const manifest = buildManifest(metas);
writeFileSync(new URL('custom-elements.json', root), `${JSON.stringify(manifest, null, 2)}\n`);
mkdirSync(new URL('docs/', root), { recursive: true });
writeFileSync(new URL('docs/elements.md', root), buildElementDocs(manifest, metas));
console.log(`custom-elements.json and docs/elements.md: ${metas.length} elements`);
