import { elementLoaders } from '../../elements/element-loaders';
import { type BuiltModules, withCdnBuild } from '../cdn-build';
import { readCdnFiles } from '../cdn-manifest';
import { weighFiles, type Weight } from './bundle-size';
import { type Figure, kB } from './report';

const TAG = 'ms-comments';
/** At most this many gzipped bytes for the comments beyond what every data element already loads. */
const BEYOND_CORE_TARGET = 25_000;
/** The element the core is weighed by: the simplest one, as for the chat. */
const CORE_TAG = 'balance-card';
/** A page that already signs members in has the membership client: the comments beyond it. */
const MEMBERSHIP_TAG = 'ms-login-modal';
/** The other large element, weighed the same way beside it. */
const CHAT_TAG = 'chainforge-chat';

/**
 * The comments' own code: the element, its live stream, its client and sanitiser, the contract it
 * reads. The no-code runtime's comment modules are the runtime's, loaded with it on pages that ask for it.
 */
const isCommentCode = (module: string) => /comment/i.test(module) && !module.startsWith('elements/no-code/');

const described = (weight: Weight) =>
  `${kB(weight.gzipped)} (${weight.files} file${weight.files === 1 ? '' : 's'}, ${kB(weight.minified)} min)`;

/** Bytes of comment code (minified, before gzip) in the files a page fetches. */
function commentBytes(files: readonly string[], modules: BuiltModules): number {
  let bytes = 0;
  for (const file of files)
    for (const [module, length] of modules.get(file) ?? []) if (isCommentCode(module)) bytes += length;
  return bytes;
}

/**
 * ms-comments in the CDN bundle, built as `npm run build` builds it: what a page showing a data
 * element fetches more to show the comments (each file gzipped on its own), and that no page
 * without the element fetches any of its code.
 */
export async function commentsBundleFigures(): Promise<Figure[]> {
  return withCdnBuild(async (outDir, modules) => {
    const files = await readCdnFiles(outDir);
    const page = files.forTag(TAG);
    const beyond = async (tag: string) => {
      const loaded = new Set(files.forShownTag(tag));
      return weighFiles(
        outDir,
        page.filter((file) => !loaded.has(file)),
      );
    };
    const beyondCore = await beyond(CORE_TAG);
    const beyondMembership = await beyond(MEMBERSHIP_TAG);
    const whole = await weighFiles(outDir, page);
    const coreFiles = new Set(files.forTag(CORE_TAG));
    const chatBeyondCore = await weighFiles(
      outDir,
      files.forTag(CHAT_TAG).filter((file) => !coreFiles.has(file)),
    );
    const pagesWithout: [string, string[]][] = [
      ['the CDN script alone', files.entry],
      ...Object.keys(elementLoaders)
        .filter((tag) => tag !== TAG)
        .map((tag): [string, string[]] => [tag, files.forShownTag(tag)]),
    ];
    const strays = pagesWithout
      .map(([name, pageFiles]) => ({ name, bytes: commentBytes(pageFiles, modules) }))
      .filter(({ bytes }) => bytes > 0);
    const strayBytes = Math.max(0, ...strays.map(({ bytes }) => bytes));
    return [
      {
        name: `${TAG} beyond the core (what a ${CORE_TAG} page loads)`,
        value: described(beyondCore),
        target: `<= ${kB(BEYOND_CORE_TARGET)}`,
        reference: `beyond a ${MEMBERSHIP_TAG} page: ${described(beyondMembership)}; ${CHAT_TAG} beyond the same core: ${described(chatBeyondCore)}`,
        meetsTarget: beyondCore.gzipped <= BEYOND_CORE_TARGET,
      },
      {
        name: `a page using only ${TAG}, everything`,
        value: described(whole),
        target: 'reported',
        reference: `a page using only ${CORE_TAG}: ${described(await weighFiles(outDir, [...coreFiles]))}`,
        meetsTarget: null,
      },
      {
        name: `comment code on a page without ${TAG} (${pagesWithout.length} pages: the script alone and every other element)`,
        value: strays.length
          ? `${strayBytes} B at most (${strays.map(({ name, bytes }) => `${name} ${bytes} B`).join(', ')})`
          : '0 B on every one',
        target: '0 B',
        reference: `${TAG}'s own page: ${kB(commentBytes(page, modules))} of comment code (min)`,
        meetsTarget: strays.length === 0,
      },
    ];
  });
}

export const COMMENTS_BUNDLE_TITLE = 'The comments element in the CDN bundle (minified, gzip -9)';

/** `npx tsx tests/bench/comments-bundle.ts`: this section alone. */
if (process.argv[1]?.endsWith('comments-bundle.ts')) {
  const { printFigures } = await import('./report');
  printFigures(COMMENTS_BUNDLE_TITLE, await commentsBundleFigures());
}
