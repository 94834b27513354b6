import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** What `tsc -p tsconfig.package.json` declares, before only the shipped part is kept. */
const EMITTED = '.tmp/package-types';

/** The entries' declarations, and what the package's `types/` folder holds them as. */
export const DECLARED_ENTRIES = ['index', 'react', 'membership'] as const;

/** Relative module names in a declaration file: imports, re-exports, `import("...")` types, augmentations. */
const RELATIVE_SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bdeclare\s+module\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

/**
 * The package's declarations: tsc declares the entries (and, through the dynamic imports of the
 * elements' code, most of elements/), then only the files the entries' types reach are kept, in
 * `types/` with the repository's layout, each relative import naming its file (`./x.js`), so that
 * an app's TypeScript finds them under any module resolution. A declaration error fails the build
 * only in a file that ships: the elements' own code is checked by the project's typecheck.
 */
export function writeDeclarations(repository: string, packageDir: string): void {
  const emitted = resolve(repository, EMITTED);
  rmSync(emitted, { recursive: true, force: true });
  const tsc = spawnSync(join(repository, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.package.json'], {
    cwd: repository,
    encoding: 'utf8',
  });

  const shipped = new Map<string, string>();
  const pending = DECLARED_ENTRIES.map((entry) => join(emitted, 'elements/package', `${entry}.d.ts`));
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (shipped.has(file)) continue;
    const text = readFileSync(file, 'utf8').replace(
      RELATIVE_SPECIFIER,
      (_, before: string, quote: string, specifier: string) => {
        const target = declarationOf(resolve(dirname(file), specifier));
        pending.push(target);
        const path = relative(dirname(file), target).replace(/\.d\.ts$/, '.js');
        return `${before}${quote}${path.startsWith('.') ? path : `./${path}`}${quote}`;
      },
    );
    shipped.set(file, text);
  }

  const failures = (tsc.stdout + tsc.stderr)
    .split('\n')
    .filter((line) => /error TS\d+/.test(line))
    .filter((line) => shipped.has(join(emitted, line.replace(/\.tsx?\(.*$/, '.d.ts'))));
  if (tsc.status !== 0 && (failures.length > 0 || shipped.size === 0))
    throw new Error(`The package's declarations fail:\n${failures.join('\n') || tsc.stdout + tsc.stderr}`);

  for (const [file, text] of shipped) {
    const target = join(packageDir, 'types', relative(emitted, file));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
}

/** The declaration file a module name (`./x`, `./x.ts` or `./x.js`) leads to: `x.d.ts`, or `x/index.d.ts` for a folder. */
function declarationOf(path: string): string {
  const candidates = [`${path.replace(/\.(js|ts|tsx)$/, '')}.d.ts`, join(path, 'index.d.ts')];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`No declaration for ${path} (tried ${candidates.join(', ')}).`);
  return found;
}
