import { readFileSync } from 'node:fs';
import { defineConfig, type UserConfig } from 'vite';
import { bootIndicator } from './tools/build/boot-indicator.ts';
import { consolePageHeaders } from './tools/build/console-page-headers.ts';
import { minifiedStyles } from './tools/build/minified-styles.ts';
import { precompressedFiles } from './tools/build/precompressed-files.ts';
import { productionStubs } from './tools/build/production-stubs.ts';
import { runtimeMetas } from './tools/build/runtime-metas.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const backend = `http://127.0.0.1:${Number(process.env.BACKEND_PORT ?? 4174)}`;

/** React's modules, answered by preact/compat. */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * Two builds from one source, both rendering the React components with preact/compat, which runs
 * them unchanged at well under half the size and parse time of React DOM (the npm package leaves
 * React to the consumer's app). The default mode builds the dashboard app into dist/app; `--mode
 * cdn` builds the one-script CDN bundle into dist-cdn. The CDN script imports each element's code
 * from dist-cdn/chunks/ when a page first uses it; the chunk graph is written to
 * dist-cdn/.vite/manifest.json (a dot folder, so never served).
 */
export default defineConfig(({ mode }): UserConfig => {
  const shared: UserConfig = {
    define: { __CHAINFORGE_VERSION__: JSON.stringify(version) },
    resolve: { alias: PREACT_FOR_REACT },
    plugins: [productionStubs(), runtimeMetas(), minifiedStyles(), precompressedFiles()],
  };
  if (mode === 'cdn') {
    return {
      ...shared,
      define: { ...shared.define, 'process.env.NODE_ENV': '"production"' },
      publicDir: false,
      build: {
        outDir: 'dist-cdn',
        // The previous build's chunks stay: a page may still run the previous script (cached
        // for minutes) and import them.
        emptyOutDir: false,
        copyPublicDir: false,
        manifest: true,
        lib: { entry: 'elements/cdn.ts', formats: ['es'], fileName: () => 'chainforge-elements.js' },
        rolldownOptions: {
          // The script imports no module that element chunks import, or that module would be one
          // more file every page fetches up front (see elements/core/page-state.ts); constants it
          // shares with them (a storage key, a name) are written in place instead.
          optimization: { inlineConst: true },
          output: {
            minify: true,
            // The bundler's hints for a later bundler (`@__PURE__`): nothing bundles these files again.
            comments: { legal: true, annotation: false, jsdoc: false },
            // The content hash alone, so a chunk is cached for good: the script names every chunk it
            // imports, and a name beside each hash is bytes every page pays. The manifest maps
            // each chunk to its source. Digits and lower-case letters gzip smaller than base64, and
            // seven of them (36 bits) are as many as a folder of kept chunks needs: two chunks of
            // different content share a name about once in tens of billions, and each character
            // fewer is bytes of the script that no compression removes.
            chunkFileNames: 'chunks/[hash:7].js',
            hashCharacters: 'base36',
            // The page state and what elements read of it (the settings, the site's wording)
            // travel together: one file, not several tiny ones, on every page that uses an element.
            codeSplitting: {
              groups: [
                {
                  name: 'page-state',
                  test: /[\\/]elements[\\/]core[\\/](page-state|config|log|membership[\\/]site-messages)\.ts$/,
                },
              ],
            },
          },
        },
      },
    };
  }
  return {
    ...shared,
    plugins: [...(shared.plugins ?? []), consolePageHeaders(), bootIndicator()],
    root: 'app',
    publicDir: false,
    build: {
      outDir: '../dist/app',
      emptyOutDir: true,
      // Every browser we support preloads modules itself.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // What the dashboard runs before its first paint is one file: split in fourteen, it cost
          // as many requests and compressed worse, for pages that share most of it anyway.
          codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        },
      },
    },
    server: {
      host: process.env.HOST ?? '127.0.0.1',
      port: Number(process.env.PORT ?? 4173),
      strictPort: true,
      proxy: Object.fromEntries(
        ['/api', '/membership', '/cdn', '/demo-pages', '/dev', '/docs'].map((path) => [path, backend]),
      ),
    },
  };
});
