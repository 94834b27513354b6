import type { Plugin } from 'vite';

/**
 * Code a production bundle of ours carries but never runs, swapped for a stub in builds (a
 * module's top-level call keeps it from being tree-shaken):
 * - axios's XMLHttpRequest adapter: our one HTTP client uses the fetch adapter everywhere
 *   (elements/core/http-client.ts), and axios skips an adapter that is `false`;
 * - `@emotion/is-prop-valid`: styled-components calls it only for a development guess it skips
 *   when given a prop filter, and ours forwards every prop (kit/shared-style-sheet.tsx).
 * About 2.9 kB gzipped off every page of the CDN bundle that makes a call.
 */
const STUBS: { importer: RegExp; source: RegExp; code: string }[] = [
  {
    importer: /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/,
    source: /^\.\/xhr\.js$/,
    code: 'export default false;',
  },
  { importer: /[\\/]styled-components[\\/]/, source: /^@emotion\/is-prop-valid$/, code: 'export default () => true;' },
];

const PREFIX = '\0production-stub:';

export function productionStubs(): Plugin {
  return {
    name: 'chainforge-production-stubs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const index = STUBS.findIndex((stub) => stub.source.test(source) && importer && stub.importer.test(importer));
      return index === -1 ? null : `${PREFIX}${index}`;
    },
    load(id) {
      return id.startsWith(PREFIX) ? STUBS[Number(id.slice(PREFIX.length))]!.code : null;
    },
  };
}
