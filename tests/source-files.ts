import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface SourceFile {
  /** Relative to the folder listed, with forward slashes. */
  name: string;
  path: string;
  /** The code without its comments, strings kept. */
  code: string;
}

const STRING_OR_COMMENT = /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"]+)\1/g;

/** Comments may name what a rule forbids (to say why); only code counts. */
export const withoutComments = (source: string) => source.replace(STRING_OR_COMMENT, (_, text?: string) => text ?? '');

/** The code with every string emptied, for rules about names the code uses. */
export const withoutStrings = (code: string) =>
  code.replace(STRING_OR_COMMENT, (_, text?: string) => (text ? '""' : ''));

/** Every .ts and .tsx file below `dir`. */
export function sourceFiles(dir: string): SourceFile[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) return walk(file);
      return /\.tsx?$/.test(entry.name) ? [file] : [];
    });
  return walk(dir).map((file) => ({
    name: path.relative(dir, file).split(path.sep).join('/'),
    path: file,
    code: withoutComments(readFileSync(file, 'utf8')),
  }));
}

/** What a file imports, as written: `./x.ts`, `node:fs`, `hono`. */
export const importSpecifiers = (code: string) => [...code.matchAll(IMPORT_SPECIFIER)].map((match) => match[2]!);
