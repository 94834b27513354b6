import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { Theme } from './theme-tokens';

/**
 * The JSX props of one of our elements for React users: its own props (set as properties by
 * React 19), the common HTML attributes, and `on<event-name>` listeners for its events.
 */
export type ElementJsxProps<Element extends HTMLElement, Props, Events extends string = never> = Partial<Props> &
  DetailedHTMLProps<HTMLAttributes<Element>, Element> & {
    theme?: Theme;
    class?: string;
  } & { [Name in Events as `on${Name}`]?: (event: CustomEvent) => void };
