import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** The apps the consumer test builds and drives (tests/e2e/npm-package.e2e.ts), as docs/npm.md shows them. */
const EXAMPLES = [
  'react-app/src/main.tsx',
  'react-app/src/App.tsx',
  'vue-app/vite.config.ts',
  'vue-app/src/main.ts',
  'vue-app/src/App.vue',
];

describe('docs/npm.md', () => {
  it.each(EXAMPLES)('shows tests/consumers/%s as the test builds it', (example) => {
    const code = read(`tests/consumers/${example}`).trimEnd();
    expect(read('docs/npm.md')).toContain(`\n${code}\n\`\`\``);
  });

  it('is linked from the README beside the CDN page', () => {
    expect(read('README.md')).toContain('[docs/npm.md](docs/npm.md)');
  });
});
