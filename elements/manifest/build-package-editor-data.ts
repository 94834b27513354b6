import { dashed, type AttributeMeta, type ElementMeta, type PropertyMeta } from '../kit/element-meta';
import { themeAttribute } from '../kit/theme-attribute';
import { isAppOnly } from './build-manifest';

/*
 * What the npm package gives editors and type checkers beside custom-elements.json, written from
 * the metas of the elements it carries (the console's are app-only): VS Code's HTML custom data,
 * React 19's JSX typings and Vue's GlobalComponents. The typings name each prop's type through the
 * package's own types (`ElementProps<'balance-card'>['balance']`), so they are exactly what the
 * element takes; the metas give the names, the order and the words.
 */

const GENERATED =
  '// Generated from the element metas by `npm run build` (elements/manifest/generate.ts): do not edit.';

/** The metas of the elements the package carries, in tag order. */
export const packageMetas = (metas: readonly ElementMeta<object>[]) => metas.filter((meta) => !isAppOnly(meta.tag));

interface Prop {
  name: string;
  description: string;
  attribute?: AttributeMeta;
}

/** An element's props as the manifest lists them: its attributes, the theme, then its properties. */
function propsOf(meta: ElementMeta<object>): Prop[] {
  const attributes = Object.entries<AttributeMeta | undefined>({ ...meta.attributes, theme: themeAttribute });
  const properties = Object.entries<PropertyMeta | undefined>(meta.properties);
  return [
    ...attributes.flatMap(([name, attribute]) =>
      attribute ? [{ name, description: attribute.description, attribute }] : [],
    ),
    ...properties.flatMap(([name, property]) => (property ? [{ name, description: property.description }] : [])),
  ];
}

/** `.vscode/settings.json`'s `"html.customData"` file: tags and attributes with their words and values. */
export function buildHtmlCustomData(metas: readonly ElementMeta<object>[]) {
  return {
    version: 1.1,
    tags: packageMetas(metas).map((meta) => ({
      name: meta.tag,
      description: meta.summary,
      attributes: propsOf(meta).flatMap(({ name, description, attribute }) => {
        if (!attribute) return [];
        const values = attribute === themeAttribute ? { values: [{ name: 'dark' }, { name: 'light' }] } : {};
        return [{ name: dashed(name), description, ...(attribute.type === 'boolean' ? { valueSet: 'v' } : values) }];
      }),
    })),
  };
}

const docComment = (text: string, indent: string) => `${indent}/** ${text.replace(/\*\//g, '*\\/')} */`;
const callbackName = (event: string) =>
  `on${event.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}`;

/** An element's props, each with its words, as both typings take them (element-props.d.ts). */
function propMembers(meta: ElementMeta<object>, indent: string): string[] {
  return propsOf(meta).flatMap(({ name, description }) => [
    docComment(description, indent),
    `${indent}${name}?: ElementProps<'${meta.tag}'>['${name}'];`,
  ]);
}

/** An element's events as callbacks named by `eventName`, each with its words. */
function eventMembers(meta: ElementMeta<object>, eventName: (event: string) => string, indent: string): string[] {
  return Object.entries(meta.events).flatMap(([event, { description }]) => [
    docComment(description, indent),
    `${indent}${eventName(event)}?: (event: ElementEvents<'${meta.tag}'>['${event}']) => void;`,
  ]);
}

/** `'<tag>': <props> & { <events> };`, or without the braces for an element with no events. */
function typingOf(meta: ElementMeta<object>, props: string, events: string[], indent: string, close = ';'): string[] {
  const declared = `${indent}'${meta.tag}': ${props}`;
  return [
    docComment(meta.summary, indent),
    ...(events.length === 0 ? [`${declared}${close}`] : [`${declared} & {`, ...events, `${indent}}${close}`]),
  ];
}

/**
 * The props of every element with their words, written once for the JSX and Vue typings, which
 * add the events under each framework's names.
 */
export function buildElementPropTypes(metas: readonly ElementMeta<object>[]): string {
  const elements = packageMetas(metas).flatMap((meta) => [`  '${meta.tag}': {`, ...propMembers(meta, '    '), '  };']);
  return `${[
    GENERATED,
    "// Each element's props, as the JSX (jsx.d.ts) and Vue (vue.d.ts) typings take them.",
    "import type { ElementProps } from './index.js';",
    '',
    'export interface DocumentedElementProps {',
    ...elements,
    '}',
  ].join('\n')}\n`;
}

/**
 * React 19's JSX for the tags (`<balance-card theme="light">`): props set as properties, events
 * as `on<event-name>` listeners, as React 19 does for custom elements.
 */
export function buildReactJsxTypes(metas: readonly ElementMeta<object>[]): string {
  const elements = packageMetas(metas).flatMap((meta) =>
    typingOf(
      meta,
      `JsxProps<'${meta.tag}'>`,
      eventMembers(meta, (event) => `'on${event}'`, '        '),
      '      ',
    ),
  );
  return `${[
    GENERATED,
    "// React 19's JSX for the package's tags: `import type {} from '@chainforge/elements/jsx';` once in the app.",
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    "import type { DocumentedElementProps } from './element-props.js';",
    "import type { ChainforgeElement, ElementEvents, ElementProps, ElementTag } from './index.js';",
    '',
    "/** An element's own props and the HTML attributes it does not redefine. */",
    'type JsxProps<Tag extends ElementTag> = Omit<',
    '  DetailedHTMLProps<HTMLAttributes<ChainforgeElement<Tag>>, ChainforgeElement<Tag>>,',
    '  keyof ElementProps<Tag>',
    '> &',
    '  DocumentedElementProps[Tag];',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...elements,
    '    }',
    '  }',
    '}',
  ].join('\n')}\n`;
}

/** Vue's GlobalComponents for the tags, so that vue-tsc checks `<balance-card :balance="...">` in templates. */
export function buildVueTypes(metas: readonly ElementMeta<object>[]): string {
  const elements = packageMetas(metas).flatMap((meta) =>
    typingOf(
      meta,
      `DefineComponent<DocumentedElementProps['${meta.tag}']`,
      eventMembers(meta, callbackName, '      '),
      '    ',
      '>;',
    ),
  );
  return `${[
    GENERATED,
    "// Vue's GlobalComponents for the package's tags: `import type {} from '@chainforge/elements/vue';` once in the app.",
    "import type { DefineComponent } from 'vue';",
    "import type { DocumentedElementProps } from './element-props.js';",
    "import type { ElementEvents } from './index.js';",
    '',
    "declare module 'vue' {",
    '  interface GlobalComponents {',
    ...elements,
    '  }',
    '}',
  ].join('\n')}\n`;
}
