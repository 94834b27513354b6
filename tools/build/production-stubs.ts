import type { Plugin } from 'vite';

/**
 * Code a production bundle of ours carries but never runs, swapped for a stub in builds (a
 * module's top-level call keeps it from being tree-shaken):
 * - axios's XMLHttpRequest adapter: our one HTTP client uses the fetch adapter everywhere
 *   (elements/core/http-client.ts), and axios skips an adapter that is `false`;
 * - `@emotion/is-prop-valid`: styled-components calls it only for a development guess it skips
 *   when given a prop filter, and ours forwards every prop (kit/shared-style-sheet.tsx);
 * - stylis's vendor prefixer: styled-components adds it only for `enableVendorPrefixes`, which no
 *   StyleSheetManager of ours sets (the browsers we support need no prefixes);
 * - axios's `HttpStatusCode` table, a property of the axios object that no code of ours reads;
 * - axios's size estimate of a `data:` URL, made only under a `maxContentLength`, which no client
 *   of ours sets (nor does any ask for a `data:` URL).
 * About 5.5 kB gzipped off every page of the CDN bundle that makes a call.
 */
const STUBS: { importer: RegExp; source: RegExp; code: string }[] = [
  {
    importer: /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/,
    source: /^\.\/xhr\.js$/,
    code: 'export default false;',
  },
  { importer: /[\\/]styled-components[\\/]/, source: /^@emotion\/is-prop-valid$/, code: 'export default () => true;' },
  {
    importer: /[\\/]stylis[\\/]src[\\/]Middleware\.js$/,
    source: /^\.\/Prefixer\.js$/,
    code: 'export const prefix = (value) => value;',
  },
  {
    importer: /[\\/]axios[\\/]lib[\\/]axios\.js$/,
    source: /^\.\/helpers\/HttpStatusCode\.js$/,
    code: 'export default {};',
  },
  {
    importer: /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
    source: /^\.\.\/helpers\/estimateDataURLDecodedBytes\.js$/,
    code: 'export default () => 0;',
  },
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
