import type { everyElementLoader } from './console-element-loaders';
import type { DetailOf, EventMeta, PropsOf } from './kit/element-meta';
import type { ElementJsxProps } from './kit/jsx-types';

/**
 * Every element's TypeScript types, derived from its meta through the one list of elements, so
 * that nothing is declared twice: the tag map (`document.querySelector('balance-card')`), React's
 * JSX typings and the typed events of `emit` and `addEventListener`.
 */
type ElementModules = {
  [Tag in keyof typeof everyElementLoader]: Awaited<ReturnType<(typeof everyElementLoader)[Tag]>>;
};
type MetaOf<Tag extends ElementTag> = ElementModules[Tag]['meta'];

export type ElementTag = keyof ElementModules;

/** The element of a tag: an HTMLElement with the element's props as properties. */
export type ChainforgeElement<Tag extends ElementTag> = HTMLElement & PropsOf<MetaOf<Tag>>;

type EventsOf<Tag extends ElementTag> = {
  [Name in keyof MetaOf<Tag>['events'] & string]: MetaOf<Tag>['events'][Name] extends EventMeta
    ? CustomEvent<DetailOf<MetaOf<Tag>['events'][Name]['detail']>>
    : never;
};

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

export type ElementTagMap = { [Tag in ElementTag]: ChainforgeElement<Tag> };
export type ElementEventMap = UnionToIntersection<{ [Tag in ElementTag]: EventsOf<Tag> }[ElementTag]>;
type ElementJsxMap = {
  [Tag in ElementTag]: ElementJsxProps<ChainforgeElement<Tag>, PropsOf<MetaOf<Tag>>, keyof EventsOf<Tag>>;
};

declare global {
  interface HTMLElementTagNameMap extends ElementTagMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends ElementJsxMap {}
  }
}

declare module './kit/events' {
  interface ChainforgeEventMap extends ElementEventMap {}
}
