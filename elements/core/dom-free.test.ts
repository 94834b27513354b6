import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * elements/core runs anywhere (node, a worker, the no-code runtime): it imports nothing from the
 * kit, the elements or the app, and touches the DOM only to store the token.
 */
const thisFile = fileURLToPath(import.meta.url);
const coreDir = dirname(thisFile);
const STORAGE_MODULE = 'token-storage.ts';
const DOM_GLOBAL_NAMES = ['document', 'window', 'customElements', 'localStorage', 'sessionStorage'];
const DOM_GLOBALS = new RegExp(`(?<![.\\w$])(${DOM_GLOBAL_NAMES.join('|')})(?![\\w$])`, 'g');
const UI_PACKAGES = ['react', 'react-dom', 'styled-components', '@r2wc/react-to-web-component'];

const STRING_OR_COMMENT = /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
const withoutComments = (source: string) => source.replace(STRING_OR_COMMENT, (_match, text?: string) => text ?? '');
const withoutStrings = (code: string) => code.replace(STRING_OR_COMMENT, (_match, text?: string) => (text ? '""' : ''));
const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"]+)\1/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// This file names what it looks for, so it is not checked itself.
const files = sourceFiles(coreDir)
  .filter((path) => path !== thisFile)
  .map((path) => ({ name: relative(coreDir, path), path, source: readFileSync(path, 'utf8') }));

function specifiers(source: string): string[] {
  return [...withoutComments(source).matchAll(IMPORT_SPECIFIER)].map((match) => match[2]!);
}

describe('elements/core', () => {
  it('has modules to check (the check itself finds imports and DOM globals)', () => {
    expect(files.map((file) => file.name)).toContain('api-client.ts');
    expect(specifiers(`import { a } from '../kit/x';\nimport './y';\nconst z = import("../../app/z");`)).toEqual([
      '../kit/x',
      './y',
      '../../app/z',
    ]);
    expect(
      withoutStrings(withoutComments(`// the window\nconst a = 'document'; document.title;`)).match(DOM_GLOBALS),
    ).toEqual(['document']);
  });

  it.each(files)('$name imports only from elements/core and DOM-free packages', ({ path, source }) => {
    const leaving = specifiers(source).filter((specifier) => {
      if (specifier.startsWith('.')) return !resolve(dirname(path), specifier).startsWith(coreDir + sep);
      return UI_PACKAGES.some((ui) => specifier === ui || specifier.startsWith(`${ui}/`));
    });
    expect(leaving).toEqual([]);
  });

  it.each(files.filter((file) => file.name !== STORAGE_MODULE))('$name uses no DOM global', ({ source }) => {
    expect(withoutStrings(withoutComments(source)).match(DOM_GLOBALS) ?? []).toEqual([]);
  });
});
