import type { DetailOf, EventMeta, PropsOf } from '../kit/element-meta';
import type { ModalResult } from '../kit/membership/modal-result';
import type { Theme } from '../kit/theme-tokens';
import type { siteElementMetas } from './site-metas';

/**
 * The npm package's element types, derived from the metas of the elements it carries, as
 * elements/element-types.ts derives the dashboard's (which also knows the console's elements).
 * They reach only the metas' own modules, so the declarations the package ships stay free of
 * any element's code.
 */
type Metas = typeof siteElementMetas;

export type { Theme };
/** How a membership modal ended: the detail of its `ms-modal-result` event. */
export type { ModalResult };

/** Every tag the package defines. */
export type ElementTag = keyof Metas;

/** What an element takes, by property name (attributes as their camel-case properties). */
export type ElementProps<Tag extends ElementTag> = PropsOf<Metas[Tag]> & {
  /** Colour scheme: `dark` (the default) or `light`. */
  theme: Theme;
};

/** The element of a tag: an HTMLElement with the element's props as properties. */
export type ChainforgeElement<Tag extends ElementTag> = HTMLElement & ElementProps<Tag>;

/** The events an element emits, by name, each a CustomEvent with its typed detail. */
export type ElementEvents<Tag extends ElementTag> = {
  [Name in keyof Metas[Tag]['events'] & string]: Metas[Tag]['events'][Name] extends EventMeta
    ? CustomEvent<DetailOf<Metas[Tag]['events'][Name]['detail']>>
    : never;
};

/** `document.querySelector('balance-card')` and the like: each element entry adds its tag to the DOM's map. */
export type ElementTagMap = { [Tag in ElementTag]: ChainforgeElement<Tag> };
