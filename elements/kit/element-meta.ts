/**
 * The DOM-free description of an element: what it accepts and what it emits. The kit defines
 * elements from it and the manifest generator writes custom-elements.json from it, so the two
 * can never disagree.
 */
export type AttributeType = 'string' | 'number' | 'boolean';

export interface AttributeMeta {
  type: AttributeType;
  description: string;
  default?: string | number | boolean;
}

export interface PropertyMeta {
  /** The TypeScript type as users see it, e.g. `Transaction[]`. */
  type: string;
  description: string;
}

/**
 * The types an event detail's fields may have, by the name the manifest prints. An element whose
 * events carry another type adds it here by declaration merging.
 */
export interface DetailFieldTypes {
  string: string;
  number: number;
  boolean: boolean;
}

/** An event detail's fields and their type names: both its TypeScript type and its documentation. */
export type DetailSchema = Readonly<Record<string, keyof DetailFieldTypes>>;

export type DetailOf<Schema extends DetailSchema> = {
  -readonly [Field in keyof Schema]: DetailFieldTypes[Schema[Field]];
};

export interface EventMeta {
  detail: DetailSchema;
  description: string;
}

export interface ElementMeta<Props extends object = Record<string, unknown>> {
  tag: string;
  summary: string;
  /** Props that users set as attributes (reflected from properties too). */
  attributes: { [K in keyof Props & string]?: AttributeMeta };
  /** Props that users set only as JavaScript properties: objects and arrays, kept by identity. */
  properties: { [K in keyof Props & string]?: PropertyMeta };
  events: Readonly<Record<string, EventMeta>>;
  /** `::part` names and what each styles. */
  parts: Readonly<Record<string, string>>;
  /**
   * An HTML snippet that works on any page after the CDN script tag, printed in the elements
   * reference. Data is set by property where the element would otherwise need a signed-in API token,
   * so the example renders for a reader who has none. Every element in components/ has one (the
   * reference generator refuses a meta without); test probes leave it out.
   */
  example?: string;
}

/** Carries the element's props type with its meta, for the types derived from it; never set. */
declare const PROPS: unique symbol;
export type TypedMeta<Props extends object, Meta> = Meta & { readonly [PROPS]?: Props };

/**
 * Declares an element's meta, keeping its literal event names and detail schemas so that the tag
 * map, JSX typings and event types (elements/element-types.ts) are derived from it:
 * `export const fooMeta = elementMeta<FooProps>()({ tag: 'foo-bar', ... })`.
 */
export function elementMeta<Props extends object>() {
  return <const Meta extends ElementMeta<Props>>(meta: Meta): TypedMeta<Props, Meta> => meta;
}

export type PropsOf<Meta> = Meta extends { readonly [PROPS]?: infer Props } ? Props : never;

/** `{ message: string; reason: string }`: a detail schema as TypeScript text, for the manifest. */
export function detailTypeText(schema: DetailSchema): string {
  const fields = Object.entries(schema).map(([field, type]) => `${field}: ${type}`);
  return fields.length === 0 ? 'null' : `{ ${fields.join('; ')} }`;
}

export function dashed(camel: string): string {
  return camel.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
