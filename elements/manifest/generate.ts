import { mkdirSync, writeFileSync } from 'node:fs';
import { buildElementDocs } from './build-element-docs';
import { buildManifest } from './build-manifest';
import {
  buildElementPropTypes,
  buildHtmlCustomData,
  buildReactJsxTypes,
  buildVueTypes,
} from './build-package-editor-data';
import { loadElementMetas } from './element-metas';

const root = new URL('../../', import.meta.url);
const metas = await loadElementMetas();
const manifest = buildManifest(metas);
writeFileSync(new URL('custom-elements.json', root), `${JSON.stringify(manifest, null, 2)}\n`);
mkdirSync(new URL('docs/', root), { recursive: true });
writeFileSync(new URL('docs/elements.md', root), buildElementDocs(manifest, metas));
// The npm package's editor data and typings (package/), which its build copies in.
writeFileSync(
  new URL('package/vscode.html-custom-data.json', root),
  `${JSON.stringify(buildHtmlCustomData(metas), null, 2)}\n`,
);
writeFileSync(new URL('package/element-props.d.ts', root), buildElementPropTypes(metas));
writeFileSync(new URL('package/jsx.d.ts', root), buildReactJsxTypes(metas));
writeFileSync(new URL('package/vue.d.ts', root), buildVueTypes(metas));
console.log(`custom-elements.json, docs/elements.md and the package's editor data: ${metas.length} elements`);
