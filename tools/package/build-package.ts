/**
 * `npm run build:package`: the npm package in dist-package/, ready for `npm pack ./dist-package`.
 * Its JavaScript from vite.package.config.ts; then its declarations, one declaration and one
 * server stand-in per element entry, the editor data (custom-elements.json for the elements it
 * carries, and package/'s generated files), the registry page (README), the licence, the
 * changelog and its own package.json.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildManifest } from '../../elements/manifest/build-manifest';
import { packageMetas } from '../../elements/manifest/build-package-editor-data';
import { loadElementMetas } from '../../elements/manifest/element-metas';
import { siteElementMetas } from '../../elements/package/site-metas';
import { PACKAGE_DIR } from '../../vite.package.config';
import { DECLARED_ENTRIES, writeDeclarations } from './declarations';
import { PACKAGE_NAME, packageManifest, SERVER_ENTRY } from './package-manifest';

const repository = fileURLToPath(new URL('../../', import.meta.url));
const packageDir = join(repository, PACKAGE_DIR);
const write = (path: string, text: string) => writeFileSync(join(packageDir, path), text);
const tags = Object.keys(siteElementMetas);

const started = performance.now();
await build({ configFile: join(repository, 'vite.package.config.ts'), configLoader: 'runner', logLevel: 'warn' });
writeDeclarations(repository, packageDir);

for (const name of DECLARED_ENTRIES) write(`${name}.d.ts`, `export * from './types/elements/package/${name}.js';\n`);
for (const tag of tags)
  write(
    `elements/${tag}.d.ts`,
    `// ${PACKAGE_NAME}/${tag} defines <${tag}> when imported in a browser (on a server, nothing).
import type { ChainforgeElement } from '../index.js';

declare global {
  interface HTMLElementTagNameMap {
    '${tag}': ChainforgeElement<'${tag}'>;
  }
}
`,
  );
write(
  SERVER_ENTRY,
  "// An element's entry on a server (Node, a server render): there is no DOM to define the element in.\nexport {};\n",
);

const manifest = buildManifest(packageMetas(await loadElementMetas()));
const entryPath = (tag: string) => `elements/${tag}.js`;
for (const module of manifest.modules) {
  const tag = module.declarations[0]?.tagName as string;
  module.path = entryPath(tag);
  for (const exported of module.exports) exported.declaration.module = entryPath(tag);
}
write('custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`);

for (const file of [
  'README.md',
  'LICENSE',
  'element-props.d.ts',
  'jsx.d.ts',
  'vue.d.ts',
  'vscode.html-custom-data.json',
])
  copyFileSync(join(repository, 'package', file), join(packageDir, file));
copyFileSync(join(repository, 'CHANGELOG.md'), join(packageDir, 'CHANGELOG.md'));

const repositoryManifest = JSON.parse(readFileSync(join(repository, 'package.json'), 'utf8'));
write('package.json', `${JSON.stringify(packageManifest(repositoryManifest, tags), null, 2)}\n`);
console.log(
  `${PACKAGE_NAME}@${repositoryManifest.version} in ${PACKAGE_DIR}/ (${((performance.now() - started) / 1000).toFixed(1)} s): npm pack ./${PACKAGE_DIR}`,
);
