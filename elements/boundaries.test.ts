import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, sourceFiles } from '../tests/source-files.ts';

/**
 * Where things go in elements/: one folder per element under components/, beside the libraries
 * they share. Beyond elements/, both import only the contract (contract/ at the top, which the
 * server shares). An element imports only the libraries (the kit, core, the global API, and for the
 * inspector's elements its own library, xray/), never another element: what two elements share
 * belongs in a library. The libraries import no element; only the loaders (element-loaders.ts, the
 * CDN entry) name them, to load their code when a tag appears.
 */
const ELEMENTS = dirname(fileURLToPath(import.meta.url));
const COMPONENTS = resolve(ELEMENTS, 'components');
const LIBRARIES = ['kit', 'core', 'global-api'];
const INSPECTOR_LIBRARY = 'xray';
/** Libraries that no element imports: the no-code runtime, and the manifest tooling. */
const OTHER_LIBRARIES = ['no-code'];
/** The inspector's bootstrap defines its three elements, as element-loaders.ts defines every tag. */
const LOADERS = ['xray/inspector/bootstrap.ts'];

/** Tests and the helpers only tests import may reach the test harness (tests/) beside the code. */
const TEST_FILE = /\.(test|wtr\.test|wtr-kit|test-helpers)\.tsx?$/;

const area = (absolute: string) => relative(ELEMENTS, absolute).split(/[\\/]/);

/** The elements/ paths a file's relative imports lead to, each as its path segments below elements/. */
function importedAreas(file: { path: string; code: string }): string[][] {
  return importSpecifiers(file.code)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => area(resolve(dirname(file.path), specifier)));
}

const components = sourceFiles(COMPONENTS).filter((file) => !TEST_FILE.test(file.name));
const libraries = [...LIBRARIES, INSPECTOR_LIBRARY, ...OTHER_LIBRARIES].flatMap((library) =>
  sourceFiles(resolve(ELEMENTS, library))
    .map((file) => ({ ...file, name: `${library}/${file.name}` }))
    .filter((file) => !TEST_FILE.test(file.name) && !LOADERS.includes(file.name)),
);

describe('elements/ layout', () => {
  it('has elements and libraries to check', () => {
    expect(new Set(components.map((file) => file.name.split('/')[0])).size).toBeGreaterThanOrEqual(16);
    expect(libraries.length).toBeGreaterThan(50);
  });

  it.each(components)('components/$name imports its own folder and the libraries only', (file) => {
    const own = file.name.split('/')[0] ?? '';
    const allowed = own.startsWith('xray-') ? [...LIBRARIES, INSPECTOR_LIBRARY] : LIBRARIES;
    const elsewhere = importedAreas(file).filter(([top, folder]) => {
      if (top === '..') return folder !== 'contract';
      if (top === 'components') return folder !== own;
      return !allowed.includes(top ?? '');
    });
    expect(elsewhere.map((segments) => segments.join('/'))).toEqual([]);
  });

  it.each(libraries)(
    'the library file $name imports no element, and of the repository beyond elements/ only the contract',
    (file) => {
      const beyond = importedAreas(file).filter(([top, folder]) => top === '..' && folder !== 'contract');
      expect(beyond.map((segments) => segments.join('/'))).toEqual([]);
      const elements = importedAreas(file).filter(([top]) => top === 'components');
      expect(elements.map((segments) => segments.join('/'))).toEqual([]);
    },
  );
});
