import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementLoaders } from '../element-loaders';
import { buildElementDocs, EXAMPLE_SCRIPT_TAG } from './build-element-docs';
import { buildManifest } from './build-manifest';
import { loadElementMetas } from './element-metas';

const elementMetas = await loadElementMetas();
const docs = buildElementDocs(buildManifest(elementMetas), elementMetas);

describe('docs/elements.md', () => {
  it('is up to date with the metas (run `npm run build` after changing an element)', () => {
    const committed = readFileSync(new URL('../../docs/elements.md', import.meta.url), 'utf8');
    expect(committed).toBe(docs);
  });

  it("gives every element of the CDN script a section with a whole page that loads it before the element's example", () => {
    for (const meta of elementMetas.filter((candidate) => Object.hasOwn(elementLoaders, candidate.tag))) {
      const section = docs.split(`## \`${meta.tag}\``)[1]?.split('\n## ')[0] ?? '';
      const page = section.split('```html\n')[1]?.split('```')[0] ?? '';
      expect(page.indexOf(EXAMPLE_SCRIPT_TAG), meta.tag).toBeGreaterThan(0);
      expect(page.indexOf(EXAMPLE_SCRIPT_TAG), meta.tag).toBeLessThan(page.indexOf('<body>'));
      expect(page, meta.tag).toMatch(/<\/html>\n$/);
    }
  });

  it('prints the attributes with their defaults, the properties, the events with their detail and the parts', () => {
    const table = docs.split('## `transactions-table`')[1]!.split('\n## ')[0]!;
    expect(table).toContain('| `show-id` | `showId` | `boolean` | `false` |');
    expect(table).toContain('| `transactions` | `Transaction[] \\| undefined` |');
    expect(table).toContain('| `transactions-table-error` | `CustomEvent<{ message: string; reason: string }>` |');
    expect(table).toContain('| `row` |');
    expect(table).toContain("document.querySelector('transactions-table').transactions = [");
  });

  it("shows the console's elements as the console's pages use them, not with the CDN script", () => {
    const section = docs.split('## `console-members`')[1]!.split('\n## ')[0]!;
    expect(section).toContain("import '../../../elements/components/console-members/console-members';");
    expect(section).not.toContain(EXAMPLE_SCRIPT_TAG);
  });

  it("links only to headings the README has, so a renamed section can't leave a dead link", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    // GitHub's anchors: the heading in lower case, punctuation dropped, spaces as hyphens.
    const anchors = [...readme.matchAll(/^#+ (.+)$/gm)].map(([, heading]) =>
      heading!
        .toLowerCase()
        .replace(/[^\w\- ]/g, '')
        .replace(/ /g, '-'),
    );
    const linked = [...docs.matchAll(/\(\.\.\/README\.md#([^)]+)\)/g)].map(([, anchor]) => anchor);
    expect(linked.length).toBeGreaterThan(0);
    for (const anchor of linked) expect(anchors).toContain(anchor);
  });

  it('refuses an element without an example', () => {
    const [first] = elementMetas;
    const withoutExample = { ...first!, example: undefined };
    expect(() => buildElementDocs(buildManifest([withoutExample]), [withoutExample])).toThrow(/has no example/);
  });
});
