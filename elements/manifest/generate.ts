import { writeFileSync } from 'node:fs';
import { buildManifest } from './build-manifest';
import { loadElementMetas } from './element-metas';

const target = new URL('../../custom-elements.json', import.meta.url);
const metas = await loadElementMetas();
writeFileSync(target, `${JSON.stringify(buildManifest(metas), null, 2)}\n`);
console.log(`custom-elements.json: ${metas.length} elements`);
