import type { ElementMeta } from '../kit/element-meta';
import { type buildManifest, isAppOnly } from './build-manifest';

type Manifest = ReturnType<typeof buildManifest>;
type Declaration = Manifest['modules'][number]['declarations'][number];
type CssProperty = Declaration['cssProperties'][number];

/** The script tag every example follows: the reference's examples run against a local `npm start`. */
export const EXAMPLE_SCRIPT_TAG =
  '<script type="module" src="http://127.0.0.1:4173/cdn/chainforge-elements.js" data-public-key="pk_sb_chainforge_demo"></script>';

/**
 * docs/elements.md: the elements reference, written from custom-elements.json (as buildManifest makes
 * it) and each meta's example, so that it says what the manifest says and nothing else.
 */
export function buildElementDocs(manifest: Manifest, metas: readonly ElementMeta<object>[]): string {
  const declarations = manifest.modules.map((module) => module.declarations[0]!);
  const sharedTokens = declarations[0]?.cssProperties ?? [];
  const sections = declarations.map((declaration) => {
    const meta = metas.find((candidate) => candidate.tag === declaration.tagName);
    if (!meta?.example) {
      throw new Error(`elements/components/${declaration.tagName}/${declaration.tagName}.meta.ts has no example`);
    }
    return elementSection(declaration, meta.example, sharedTokens);
  });
  return [
    '# Elements reference',
    '',
    '<!-- Written by `npm run build` (elements/manifest/generate.ts) from custom-elements.json and each',
    "element's `elements/components/<tag>/<tag>.meta.ts`: edit those, not this file. -->",
    '',
    'Every element of the product: what it shows, the attributes and properties it takes, the events it',
    'fires, the `::part` names and the `--cf-*` custom properties it can be styled with, and a page that',
    "runs it. Each example of the CDN script's elements is a whole page: save it on any origin and open it while `npm start` serves",
    'the product at http://127.0.0.1:4173. Data is set by property where the element would otherwise',
    "need a signed-in account; without it the element fetches the signed-in account's own data",
    '(see [Five ways to use it](../README.md#five-ways-to-use-it)).',
    '',
    "Elements marked app-only belong to the owners' console: the dashboard app defines them, the CDN",
    "script does not, so they do nothing on a builder's page.",
    '',
    ...declarations.map(
      (declaration) =>
        `- [\`${declaration.tagName}\`](#${declaration.tagName})${isAppOnly(declaration.tagName) ? ' (app-only)' : ''}`,
    ),
    '- [Theme tokens](#theme-tokens)',
    '',
    ...sections,
    '## Theme tokens',
    '',
    'Every element takes these CSS custom properties (set them on the tag or any ancestor); the default',
    'shown is the dark theme\'s, `theme="light"` switches to the light values.',
    '',
    ...tokenTable(sharedTokens),
    '',
  ].join('\n');
}

function elementSection(declaration: Declaration, example: string, sharedTokens: readonly CssProperty[]): string {
  const attributeFields = new Set(declaration.attributes.map((attribute) => attribute.fieldName));
  const properties = declaration.members.filter((member) => !attributeFields.has(member.name));
  const lines = [`## \`${declaration.tagName}\``, '', declaration.description, ''];
  lines.push('### Attributes', '');
  lines.push('| attribute | property | type | default | description |', '| --- | --- | --- | --- | --- |');
  for (const attribute of declaration.attributes) {
    lines.push(
      row([
        code(attribute.name),
        code(attribute.fieldName),
        code(attribute.type.text),
        'default' in attribute ? code(String(attribute.default)) : '',
        attribute.description,
      ]),
    );
  }
  lines.push('');
  if (properties.length > 0) {
    lines.push('### Properties', '', '| property | type | description |', '| --- | --- | --- |');
    for (const property of properties) {
      lines.push(row([code(property.name), code(property.type.text), property.description]));
    }
    lines.push('');
  }
  if (declaration.events.length > 0) {
    lines.push('### Events', '', '| event | type | description |', '| --- | --- | --- |');
    for (const event of declaration.events) {
      lines.push(row([code(event.name), code(event.type.text), event.description]));
    }
    lines.push('');
  }
  lines.push('### CSS parts', '', '| part | what it styles |', '| --- | --- |');
  for (const part of declaration.cssParts) lines.push(row([code(part.name), part.description]));
  lines.push('', '### CSS custom properties', '');
  if (sameTokens(declaration.cssProperties, sharedTokens)) {
    lines.push('All the [theme tokens](#theme-tokens).');
  } else {
    lines.push(...tokenTable(declaration.cssProperties));
  }
  lines.push('', '### Example', '');
  if (isAppOnly(declaration.tagName)) {
    lines.push(...consoleExample(declaration.tagName, example));
  } else {
    lines.push('```html', ...examplePage(declaration.tagName, example), '```', '');
  }
  return lines.join('\n');
}

/**
 * The owners' console's elements are not in the CDN script: they call the console's API with the
 * owner's cookie, which only the product's own /console pages carry. Their example is the page's.
 */
function consoleExample(tag: string, example: string): string[] {
  return [
    `Used by the dashboard app's \`/console\` pages, which import it themselves (not in the CDN script):`,
    '',
    '```tsx',
    `import '../../../elements/components/${tag}/${tag}';`,
    '',
    ...dedent(example),
    '```',
    '',
  ];
}

function examplePage(tag: string, example: string): string[] {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="utf-8" />',
    `    <title>${tag}</title>`,
    `    ${EXAMPLE_SCRIPT_TAG}`,
    '  </head>',
    '  <body>',
    ...dedent(example).map((line) => (line === '' ? line : `    ${line}`)),
    '  </body>',
    '</html>',
  ];
}

/** The example's lines without the indentation they share (the metas indent them as code). */
function dedent(text: string): string[] {
  const lines = text.replace(/^\n+|\s+$/g, '').split('\n');
  const indents = lines.filter((line) => line.trim() !== '').map((line) => line.length - line.trimStart().length);
  const common = Math.min(...indents);
  return lines.map((line) => line.slice(common));
}

function tokenTable(tokens: readonly CssProperty[]): string[] {
  return [
    '| custom property | default | description |',
    '| --- | --- | --- |',
    ...tokens.map((token) => row([code(token.name), code(token.default), token.description])),
  ];
}

function sameTokens(tokens: readonly CssProperty[], shared: readonly CssProperty[]): boolean {
  return JSON.stringify(tokens) === JSON.stringify(shared);
}

function row(cells: readonly string[]): string {
  return `| ${cells.map((cell) => cell.replaceAll('|', '\\|').replaceAll('\n', ' ')).join(' | ')} |`;
}

/** Inline code; a value holding backticks is fenced with two, as Markdown asks. */
function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}
