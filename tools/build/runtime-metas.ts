import { parseSync, type Plugin } from 'vite';
import { isSyntaxNode as isNode, type SyntaxNode as Node, withEdits } from './syntax-node.ts';

/** An element's meta file: `elements/components/<tag>/<tag>.meta.ts`. */
const META_FILE = /[\\/]elements[\\/]components[\\/][^\\/]+[\\/][^\\/]+\.meta\.ts$/;

/** Whole fields of a meta that only document the element. */
const DOCUMENTATION = new Set(['summary', 'events', 'parts', 'example']);
/** What defineElement reads of an attribute; of a property it reads only the name. */
const ATTRIBUTE_FIELDS = new Set(['type', 'default']);

function keyName(property: Node): string | undefined {
  const key = property.key as Node | undefined;
  if (key?.type === 'Identifier') return key.name as string;
  return key?.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined;
}

const propertiesOf = (object: Node): Node[] => (object.properties as Node[]).filter((node) => node.type === 'Property');

/** The object of each `elementMeta<Props>()({ ... })` in the file. */
function metaObjects(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const child of node) metaObjects(child, found);
    return found;
  }
  if (!isNode(node)) return found;
  const callee = node.callee as Node | undefined;
  const declared = callee?.type === 'CallExpression' && (callee.callee as Node).type === 'Identifier';
  const argument = (node.arguments as Node[] | undefined)?.[0];
  if (declared && (callee.callee as Node).name === 'elementMeta' && argument?.type === 'ObjectExpression') {
    found.push(argument);
  }
  for (const [key, value] of Object.entries(node)) if (key !== 'type') metaObjects(value, found);
  return found;
}

/** The source ranges to cut: whole fields, each up to the next field (or its object's closing brace). */
function documentationRanges(meta: Node): [number, number][] {
  const ranges: [number, number][] = [];
  const cut = (object: Node, drop: (field: Node) => boolean) => {
    const fields = propertiesOf(object);
    fields.forEach((field, index) => {
      if (drop(field)) ranges.push([field.start, fields[index + 1]?.start ?? object.end - 1]);
    });
  };
  const fields = propertiesOf(meta);
  cut(meta, (field) => DOCUMENTATION.has(keyName(field) ?? ''));
  for (const field of fields) {
    const name = keyName(field);
    const value = field.value as Node;
    if ((name !== 'attributes' && name !== 'properties') || value.type !== 'ObjectExpression') continue;
    for (const entry of propertiesOf(value)) {
      const described = entry.value as Node;
      if (described.type !== 'ObjectExpression') continue;
      cut(described, (part) => name === 'properties' || !ATTRIBUTE_FIELDS.has(keyName(part) ?? ''));
    }
  }
  return ranges;
}

/**
 * A meta as the built element needs it: its tag, each attribute's type and default, its property
 * names. Its summary, descriptions, events, parts and example are for custom-elements.json and
 * the reference, which are written from the source, never from a build; in a build they were a
 * kilobyte or two of every element's code.
 */
export function withoutDocumentation(code: string, fileName: string): string {
  const ranges = metaObjects(parseSync(fileName, code).program).flatMap(documentationRanges);
  return withEdits(
    code,
    ranges.map(([start, end]) => [start, end, '']),
  );
}

/** Builds carry each element's meta without its documentation (withoutDocumentation). */
export function runtimeMetas(): Plugin {
  return {
    name: 'chainforge-runtime-metas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return META_FILE.test(id) ? { code: withoutDocumentation(code, id), map: null } : null;
    },
  };
}
