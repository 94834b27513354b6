import { DECLARED_ENTRIES } from './declarations';

/** The name the package is published under; the repository's own package.json is the product's app. */
export const PACKAGE_NAME = '@chainforge/elements';

/** What an element's entry is on a server (Node, a server render): nothing to define, nothing touched. */
export const SERVER_ENTRY = 'elements/on-a-server.js';

interface RepositoryManifest {
  version: string;
  dependencies: Record<string, string>;
}

const entry = (name: string) => ({ types: `./${name}.d.ts`, default: `./${name}.js` });

/**
 * The package's own package.json, written into the package folder: the repository's package.json
 * describes the product (its server's dependencies, private, React as a dependency of the
 * dashboard) and cannot honestly be the package's too. The version is the repository's, which the
 * CDN bundle carries as well and Changesets raises (`npm run release`).
 */
export function packageManifest(repository: RepositoryManifest, tags: readonly string[]) {
  return {
    name: PACKAGE_NAME,
    version: repository.version,
    description:
      'Chain Forge Elements: membership, account and AI-assistant web components, with React components, typings and editor data.',
    license: 'UNLICENSED',
    keywords: ['web-components', 'custom-elements', 'react', 'vue', 'membership'],
    type: 'module',
    // Every element's entry and the chunks they share define elements and styles when they run;
    // the root, `react` and `membership` only declare, so a bundler keeps just what an app uses.
    sideEffects: ['./elements/*.js', './chunks/*.js'],
    exports: {
      ...Object.fromEntries(DECLARED_ENTRIES.map((name) => [name === 'index' ? '.' : `./${name}`, entry(name)])),
      ...Object.fromEntries(
        tags.map((tag) => [
          `./${tag}`,
          { types: `./elements/${tag}.d.ts`, node: `./${SERVER_ENTRY}`, default: `./elements/${tag}.js` },
        ]),
      ),
      './jsx': { types: './jsx.d.ts' },
      './vue': { types: './vue.d.ts' },
      './custom-elements.json': './custom-elements.json',
      './vscode.html-custom-data.json': './vscode.html-custom-data.json',
      './package.json': './package.json',
    },
    types: './index.d.ts',
    customElements: 'custom-elements.json',
    // The elements are React components inside: the app's own React renders them, once.
    peerDependencies: {
      react: peerRange(repository.dependencies.react),
      'react-dom': peerRange(repository.dependencies['react-dom']),
    },
  };
}

/** The React major the elements are built and tested with: `^19.3.1` allows any 19. */
function peerRange(range: string | undefined): string {
  const major = range?.match(/\d+/)?.[0];
  if (!major) throw new Error('package.json names no React version to build the package against.');
  return `^${major}.0.0`;
}
