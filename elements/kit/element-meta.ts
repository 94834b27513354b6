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

export interface EventMeta {
  /** The TypeScript type of `event.detail`. */
  detail: string;
  description: string;
}

export interface ElementMeta<Props extends object = Record<string, unknown>> {
  tag: string;
  summary: string;
  /** Props that users set as attributes (reflected from properties too). */
  attributes: { [K in keyof Props & string]?: AttributeMeta };
  /** Props that users set only as JavaScript properties: objects and arrays, kept by identity. */
  properties: { [K in keyof Props & string]?: PropertyMeta };
  events: Record<string, EventMeta>;
  /** `::part` names and what each styles. */
  parts: Record<string, string>;
}

export function dashed(camel: string): string {
  return camel.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
