import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import { siteElementMetas } from '../../elements/package/site-metas';
import { withCdnBuild } from '../cdn-build';
import { readCdnFiles } from '../cdn-manifest';
import { installConsumer, makeWorkFolder, packPackage, removeWorkFolder } from '../consumers/consumer-apps';
import { weighFiles, type Weight } from './bundle-size';
import { kB, type Figure } from './report';

export const NPM_PACKAGE_TITLE =
  "The npm package in a Vite + React 19 app's production build, beyond React (every JS file, each gzip -9)";

const BALANCE_CARD_TARGET = 20_000;
const EVERY_ELEMENT_TARGET = 100_000;

const configure = `import { configure } from '@chainforge/elements';
configure({ publicKey: 'pk_sb_chainforge_demo', apiUrl: '/membership', productApiUrl: '/api' });`;

/** The apps built, each the React fixture's copy with one entry: React alone, then with what it renders. */
const APPS: Record<'react' | 'balanceCard' | 'everyElement', string> = {
  react: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.body).render(createElement('p', null, 'React alone'));`,
  balanceCard: `import { BalanceCard } from '@chainforge/elements/react';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
${configure}
createRoot(document.body).render(createElement(BalanceCard, { theme: 'light' }));`,
  everyElement: `import * as Elements from '@chainforge/elements/react';
import { createElement, Fragment } from 'react';
import { createRoot } from 'react-dom/client';
${configure}
createRoot(document.body).render(createElement(Fragment, null, ...Object.values(Elements).map((Element) => createElement(Element))));`,
};

/** Builds one app as `vite build` does for the app's developer, and weighs every JS file it writes. */
async function weighApp(app: string, name: string, code: string): Promise<Weight> {
  const folder = join(app, 'bench', name);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'main.ts'), code);
  await writeFile(join(folder, 'index.html'), '<!doctype html><script type="module" src="./main.ts"></script>');
  const outDir = join(folder, 'dist');
  await build({ configFile: false, root: folder, logLevel: 'error', build: { outDir } });
  const files = (await readdir(join(outDir, 'assets'))).filter((file) => file.endsWith('.js'));
  return weighFiles(join(outDir, 'assets'), files);
}

/** What a CDN page using only balance-card fetches, and every chunk of the CDN build. */
const cdnReference = () =>
  withCdnBuild(async (outDir) => {
    const files = await readCdnFiles(outDir);
    return {
      balanceCard: await weighFiles(outDir, files.forTag('balance-card')),
      all: await weighFiles(outDir, files.all),
    };
  });

export async function npmPackageFigures(): Promise<Figure[]> {
  const workFolder = await makeWorkFolder();
  try {
    const app = await installConsumer('react-app', await packPackage(workFolder), workFolder);
    const react = await weighApp(app, 'react', APPS.react);
    const balanceCard = await weighApp(app, 'balance-card', APPS.balanceCard);
    const everyElement = await weighApp(app, 'every-element', APPS.everyElement);
    const cdn = await cdnReference();
    const beyondReact = (weight: Weight) =>
      `${kB(weight.gzipped - react.gzipped)} (${weight.files - react.files} more file(s), ${kB(weight.minified - react.minified)} min)`;
    return [
      {
        name: 'the app with React alone',
        value: `${kB(react.gzipped)} (${react.files} file(s))`,
        target: '',
        reference: 'what the figures below leave out',
        meetsTarget: null,
      },
      {
        name: '  <BalanceCard> and configure, beyond React',
        value: beyondReact(balanceCard),
        target: `<= ${kB(BALANCE_CARD_TARGET)}`,
        reference: `a CDN page using only balance-card, bringing its own preact: ${kB(cdn.balanceCard.gzipped)}`,
        meetsTarget: balanceCard.gzipped - react.gzipped <= BALANCE_CARD_TARGET,
      },
      {
        name: `  every element's component (${Object.keys(siteElementMetas).length}), beyond React`,
        value: beyondReact(everyElement),
        target: `<= ${kB(EVERY_ELEMENT_TARGET)}`,
        reference: `every chunk of the CDN build: ${kB(cdn.all.gzipped)}`,
        meetsTarget: everyElement.gzipped - react.gzipped <= EVERY_ELEMENT_TARGET,
      },
    ];
  } finally {
    await removeWorkFolder(workFolder);
  }
}
