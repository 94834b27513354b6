import { writeFileSync } from 'node:fs';
import { buildManifest } from './build-manifest';
import { elementMetas } from './element-metas';

const target = new URL('../../custom-elements.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(buildManifest(elementMetas), null, 2)}\n`);
console.log(`custom-elements.json: ${elementMetas.length} elements`);
