import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, sourceFiles, withoutComments, withoutStrings } from '../../tests/source-files.ts';

/**
 * elements/core runs anywhere (node, a worker, the no-code runtime): it imports nothing from the
 * kit, the elements or the app, and touches the DOM only to store the token.
 */
const thisFile = fileURLToPath(import.meta.url);
const coreDir = dirname(thisFile);
const contractDir = resolve(coreDir, '..', '..', 'contract');
const STORAGE_MODULE = 'token-storage.ts';
const DOM_GLOBAL_NAMES = ['document', 'window', 'customElements', 'localStorage', 'sessionStorage'];
const DOM_GLOBALS = new RegExp(`(?<![.\\w$])(${DOM_GLOBAL_NAMES.join('|')})(?![\\w$])`, 'g');
const UI_PACKAGES = ['react', 'react-dom', 'styled-components', '@r2wc/core'];

// This file names what it looks for, so it is not checked itself.
const files = sourceFiles(coreDir).filter((file) => file.path !== thisFile);

describe('elements/core', () => {
  it('has modules to check (the check itself finds imports and DOM globals)', () => {
    expect(files.map((file) => file.name)).toContain('api-client.ts');
    expect(importSpecifiers(`import { a } from '../kit/x';\nimport './y';\nconst z = import("../../app/z");`)).toEqual([
      '../kit/x',
      './y',
      '../../app/z',
    ]);
    expect(
      withoutStrings(withoutComments(`// the window\nconst a = 'document'; document.title;`)).match(DOM_GLOBALS),
    ).toEqual(['document']);
  });

  it.each(files)('$name imports only from elements/core, the contract and DOM-free packages', ({ path, code }) => {
    const leaving = importSpecifiers(code).filter((specifier) => {
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(path), specifier);
        return !target.startsWith(coreDir + sep) && !target.startsWith(contractDir + sep);
      }
      return UI_PACKAGES.some((ui) => specifier === ui || specifier.startsWith(`${ui}/`));
    });
    expect(leaving).toEqual([]);
  });

  it.each(files.filter((file) => file.name !== STORAGE_MODULE))('$name uses no DOM global', ({ code }) => {
    expect(withoutStrings(code).match(DOM_GLOBALS) ?? []).toEqual([]);
  });
});
