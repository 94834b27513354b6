import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMENT_TEXTS } from './comment-texts';
import { COMMON_TEXTS } from './common-texts';
import { MODAL_TEXTS } from './modal-texts';
import { SIGNED_OUT_TEXTS } from './signed-out-texts';
import { WIDGET_TEXTS } from './widget-texts';

const root = new URL('../../../', import.meta.url).pathname;

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

/** Every catalogue key a file names as a string literal, in quotes of any kind. */
function keysNamedIn(file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8');
  return [...source.matchAll(/['"`]([\w-]+(?:\.[\w/-]+)+)['"`]/g)]
    .map((match) => match[1]!)
    .filter((key) => Object.hasOwn(WIDGET_TEXTS, key));
}

/** Keys of `files` that the element's catalogue parts do not hold: each would read as the key itself. */
function missingKeys(files: string[], parts: object[]): string[] {
  const known = new Set(parts.flatMap((part) => Object.keys(part)));
  return files.flatMap((file) =>
    keysNamedIn(file)
      .filter((key) => !known.has(key))
      .map((key) => `${relative(root, join(root, file))}: ${key}`),
  );
}

describe("the catalogue's parts", () => {
  it('together are the whole catalogue, with no key in two parts', () => {
    const parts = [COMMON_TEXTS, MODAL_TEXTS, COMMENT_TEXTS, SIGNED_OUT_TEXTS].map(Object.keys);
    expect(parts.flat().sort()).toEqual(Object.keys(WIDGET_TEXTS).sort());
  });

  it("hold every text the modals' code names", () => {
    const files = [
      ...sourcesUnder('elements/components/ms-login-modal'),
      ...sourcesUnder('elements/components/ms-profile-modal'),
      ...sourcesUnder('elements/kit/membership'),
      ...sourcesUnder('elements/kit/passkeys'),
      ...sourcesUnder('elements/kit/form'),
    ];
    expect(files.length).toBeGreaterThan(40);
    expect(missingKeys(files, [COMMON_TEXTS, MODAL_TEXTS])).toEqual([]);
  });

  it("hold every text the comments' code names", () => {
    const files = sourcesUnder('elements/components/ms-comments');
    expect(keysNamedIn('elements/components/ms-comments/ms-comments.component.tsx')).toContain('comments.heading');
    expect(missingKeys(files, [COMMON_TEXTS, COMMENT_TEXTS])).toEqual([]);
  });

  it("hold what a modal's frame says before its code arrives: the common texts alone", () => {
    const file = 'elements/kit/membership/load-modal-when-open.tsx';
    expect(keysNamedIn(file)).toContain('common.loading');
    expect(missingKeys([file, 'elements/kit/membership/modal-layout.tsx'], [COMMON_TEXTS])).toEqual([]);
  });
});
