import type { AttributeMeta } from './element-meta';

/** The attribute every element takes. */
export const themeAttribute: AttributeMeta = {
  type: 'string',
  description: 'Colour scheme: `dark` (the default) or `light`.',
  default: 'dark',
};
