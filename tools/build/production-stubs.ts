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
 *   of ours sets (nor does any ask for a `data:` URL);
 * - axios's `CancelToken`, a property of the axios object: we cancel with an AbortSignal;
 * - axios's own multipart encoder, used by its fetch adapter only under a `maxBodyLength`, upload
 *   progress or a boundary the caller chose, none of which we use: our one form upload (the
 *   profile image) hands the FormData to fetch, which encodes it. Should that change, the stub
 *   says so rather than send a wrong body.
 * - axios's progress events (`onUploadProgress`, `onDownloadProgress`), which no call of ours asks
 *   for: its fetch adapter reaches for them only then, and the stub says so should one ask;
 * - axios's FormData-to-JSON conversion (`axios.formToJSON`, and a FormData sent as JSON), which no
 *   call of ours makes;
 * - axios's interceptors: our one call path (core/server-call.ts) reads answers and failures
 *   itself, so no interceptor is ever added (adding one says the build leaves them out);
 * - axios's cookie reader, used only to copy an `XSRF-TOKEN` cookie into a header: our servers
 *   set no such cookie (their guard against cross-site requests is that a body must be JSON,
 *   which a cross-site form cannot send).
 * About 8 kB gzipped off every page of the CDN bundle that makes a call.
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
  {
    importer: /[\\/]axios[\\/]lib[\\/]axios\.js$/,
    source: /^\.\/cancel\/CancelToken\.js$/,
    code: 'export default {};',
  },
  {
    importer: /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
    source: /^\.\.\/core\/createMultipartBody\.js$/,
    code: 'export default () => { throw new Error("This build leaves axios\'s multipart encoder out (tools/build/production-stubs.ts)."); };',
  },
  {
    importer: /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
    source: /^\.\.\/helpers\/progressEventReducer\.js$/,
    code: `const leftOut = () => { throw new Error("This build leaves axios's progress events out (tools/build/production-stubs.ts)."); };
export { leftOut as progressEventReducer, leftOut as progressEventDecorator, leftOut as asyncDecorator };`,
  },
  {
    importer: /[\\/]axios[\\/]lib[\\/](?:axios|defaults[\\/]index)\.js$/,
    source: /^\.\.?\/helpers\/formDataToJSON\.js$/,
    code: 'export default () => { throw new Error("This build leaves axios\'s FormData-to-JSON conversion out (tools/build/production-stubs.ts)."); };',
  },
  {
    importer: /[\\/]axios[\\/]lib[\\/]core[\\/]Axios\.js$/,
    source: /^\.\/InterceptorManager\.js$/,
    code: `export default class NoInterceptors {
  forEach() {}
  use() { throw new Error("This build leaves axios's interceptors out (tools/build/production-stubs.ts)."); }
}`,
  },
  {
    importer: /[\\/]axios[\\/]lib[\\/]helpers[\\/]resolveConfig\.js$/,
    source: /^\.\/cookies\.js$/,
    code: 'export default { read: () => null };',
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
