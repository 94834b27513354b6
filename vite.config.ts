import { readFileSync } from 'node:fs';
import { defineConfig, type UserConfig } from 'vite';
import { productionStubs } from './tools/build/production-stubs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const backend = `http://127.0.0.1:${Number(process.env.BACKEND_PORT ?? 4174)}`;

/**
 * Two builds from one source. The default mode builds the dashboard app (React) into dist/app;
 * `--mode cdn` builds the one-script CDN bundle into dist-cdn with React swapped for preact/compat,
 * which renders the same components at well under half the size. The CDN script imports each
 * element's code from dist-cdn/chunks/ when a page first uses it; the chunk graph is written to
 * dist-cdn/.vite/manifest.json (a dot folder, so never served).
 */
export default defineConfig(({ mode }): UserConfig => {
  const shared: UserConfig = {
    define: { __CHAINFORGE_VERSION__: JSON.stringify(version) },
    plugins: [productionStubs()],
  };
  if (mode === 'cdn') {
    return {
      ...shared,
      define: { ...shared.define, 'process.env.NODE_ENV': '"production"' },
      resolve: {
        alias: [
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react$/, replacement: 'preact/compat' },
        ],
      },
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
          output: {
            minify: true,
            chunkFileNames: 'chunks/[name]-[hash].js',
            // What the script runs up front that element code uses too (the settings, the session
            // keys, the site's messages, the logger) cannot ride in the script itself: a chunk
            // importing the script would run it a second time on a page that loaded it as
            // `chainforge-elements.js?v=...`. It goes in one chunk rather than one tiny chunk per
            // module, so that every page fetches two files up front, not one more per module.
            codeSplitting: { groups: [{ name: 'script-shared', tags: ['$initial'], minShareCount: 2 }] },
          },
        },
      },
    };
  }
  return {
    ...shared,
    root: 'app',
    publicDir: false,
    build: { outDir: '../dist/app', emptyOutDir: true },
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
