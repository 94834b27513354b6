import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { siteElementMetas } from './elements/package/site-metas.ts';
import { minifiedStyles } from './tools/build/minified-styles.ts';
import { productionStubs } from './tools/build/production-stubs.ts';
import { runtimeMetas } from './tools/build/runtime-metas.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** The folder `npm run build:package` writes the package into, and `npm pack` packs. */
export const PACKAGE_DIR = 'dist-package';

/**
 * The npm package's JavaScript (`npm run build:package`; tools/package/build-package.ts adds the
 * declarations and the manifest). ES modules with React and React DOM left to the app (its peer
 * dependencies), everything else bundled in, through the same build transforms as our other
 * builds (stubs, metas without their documentation, minified styles). Neither minified nor
 * stripped of its `@__PURE__` hints: the app's bundler minifies, and the hints let it drop the
 * React components an app does not import. Entries: the root, `react`,
 * `membership` and one per element (`elements/<tag>.js`, which defines its tag when imported).
 */
export default defineConfig({
  define: {
    __CHAINFORGE_VERSION__: JSON.stringify(version),
    // The bundled libraries' production code whatever the app's mode, and no `process` needed.
    'process.env.NODE_ENV': '"production"',
  },
  plugins: [productionStubs(), runtimeMetas(), minifiedStyles()],
  publicDir: false,
  build: {
    outDir: PACKAGE_DIR,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    target: 'es2022',
    lib: {
      entry: {
        index: 'elements/package/index.ts',
        react: 'elements/package/react.ts',
        membership: 'elements/package/membership.ts',
        ...Object.fromEntries(
          Object.keys(siteElementMetas).map((tag) => [`elements/${tag}`, `elements/components/${tag}/${tag}.ts`]),
        ),
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      external: [/^react(-dom)?(\/.*)?$/],
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Next.js and the like render this entry's components on the client only.
        banner: (chunk) => (chunk.isEntry && chunk.name === 'react' ? "'use client';" : ''),
      },
    },
  },
});
