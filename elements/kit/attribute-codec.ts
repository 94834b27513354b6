import type { AttributeType } from './element-meta';

/**
 * How an attribute's text becomes a prop, the way native elements read theirs: a boolean is true
 * when present (`<x open>`), a removed attribute returns to the default.
 */
export function parseAttribute(type: AttributeType, text: string | null, fallback: unknown): unknown {
  if (text === null) return fallback;
  switch (type) {
    case 'boolean':
      return text !== 'false';
    case 'number': {
      const value = Number.parseFloat(text);
      return Number.isFinite(value) ? value : fallback;
    }
    case 'string':
      return text;
  }
}

/**
 * The attribute text a property value reflects to; null removes the attribute. A boolean that
 * defaults to true cannot be turned off by removing it, so false is written out as "false".
 */
export function formatAttribute(type: AttributeType, value: unknown, fallback?: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'boolean') return value ? '' : fallback === true ? 'false' : null;
  return String(value);
}
