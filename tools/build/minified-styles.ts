import { parseSync, type Plugin } from 'vite';
import { isSyntaxNode as isNode, type SyntaxNode as Node, withEdits } from './syntax-node.ts';

/** Our own sources: the elements and the dashboard (node_modules ship their own builds). */
const SOURCE_FILE = /[\\/](elements|app)[\\/].+\.tsx?$/;
/** The styled-components tags whose templates are CSS. */
const CSS_TAGS = new Set(['css', 'keyframes', 'createGlobalStyle']);

/** The identifier a tag starts from: `styled` in `styled.div`, `styled(Link).attrs(...)`. */
function rootName(tag: Node): string | undefined {
  let node: Node | undefined = tag;
  while (node && node.type !== 'Identifier') {
    node = (
      node.type === 'MemberExpression' ? node.object : node.type === 'CallExpression' ? node.callee : undefined
    ) as Node | undefined;
  }
  return node?.name as string | undefined;
}

function cssTemplates(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const child of node) cssTemplates(child, found);
    return found;
  }
  if (!isNode(node)) return found;
  if (node.type === 'TaggedTemplateExpression') {
    const name = rootName(node.tag as Node);
    if (name === 'styled' || (name && CSS_TAGS.has(name) && (node.tag as Node).type === 'Identifier')) {
      found.push(node.quasi as Node);
    }
  }
  for (const [key, value] of Object.entries(node)) if (key !== 'type') cssTemplates(value, found);
  return found;
}

/**
 * One piece of a CSS template with its comments gone and its white space at its least: runs of it
 * become one space, none beside `{`, `}`, `;` or after a declaration's colon. Quoted strings stay
 * as written; a space that ends a piece before an interpolation stays (`margin: 0 ${gap}`).
 */
export function minifiedCss(raw: string): string {
  // A `//` comment runs to the end of its line: with the lines joined it would swallow what follows.
  if (/(^|[^:])\/\//.test(raw.replace(/url\([^)]*\)/g, ''))) return raw;
  return raw
    .split(/('(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*")/)
    .map((part, index) =>
      index % 2
        ? part
        : part
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/\s+/g, ' ')
            .replace(/ ?([{};]) ?/g, '$1')
            .replace(/: (?=[^\s])/g, ':'),
    )
    .join('');
}

/**
 * The CSS in styled-components' templates as the browser needs it: what babel-plugin-styled-components'
 * minify does, without Babel. The source keeps its layout and comments for people.
 */
export function withMinifiedStyles(code: string, fileName: string): string {
  if (!/styled|css`|keyframes|createGlobalStyle/.test(code)) return code;
  const edits: [number, number, string][] = [];
  for (const template of cssTemplates(parseSync(fileName, code).program)) {
    const quasis = template.quasis as Node[];
    quasis.forEach((quasi, index) => {
      const raw = (quasi.value as { raw: string }).raw;
      const start = quasi.start + 1;
      let text = minifiedCss(raw);
      if (index === 0) text = text.trimStart();
      if (index === quasis.length - 1) text = text.trimEnd();
      if (text !== raw) edits.push([start, start + raw.length, text]);
    });
  }
  return withEdits(code, edits);
}

export function minifiedStyles(): Plugin {
  return {
    name: 'chainforge-minified-styles',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return SOURCE_FILE.test(id) && !id.includes('node_modules')
        ? { code: withMinifiedStyles(code, id), map: null }
        : null;
    },
  };
}
