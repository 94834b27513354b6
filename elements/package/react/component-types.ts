import type { AriaAttributes, CSSProperties, ReactElement, Ref } from 'react';
import type { ChainforgeElement, ElementEvents, ElementProps, ElementTag } from '../element-types';

/** `balance-card-error` as a callback's name: `onBalanceCardError`. */
type Pascal<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${Pascal<Tail>}`
  : Capitalize<Name>;

export type CallbackName<Event extends string> = `on${Pascal<Event>}`;

/** Every event of the element as a typed callback: `ms-modal-result` is `onMsModalResult`. */
export type ElementCallbacks<Tag extends ElementTag> = {
  [Event in keyof ElementEvents<Tag> & string as CallbackName<Event>]?: (event: ElementEvents<Tag>[Event]) => void;
};

/** The membership modals also say when the visitor closed them (an `ms-modal-result` of type `CLOSED`). */
type ModalCallbacks<Tag extends ElementTag> = 'ms-modal-result' extends keyof ElementEvents<Tag>
  ? { onClose?: () => void }
  : unknown;

/** What a component passes to its element as it is: where it sits and how it is named. */
export interface HostProps extends AriaAttributes {
  id?: string;
  className?: string;
  style?: CSSProperties;
  slot?: string;
  hidden?: boolean;
  title?: string;
  lang?: string;
  dir?: string;
  role?: string;
  tabIndex?: number;
  [data: `data-${string}`]: string | number | boolean | undefined;
}

/** A component's props: the element's own (set as properties), its events as callbacks, a ref to the element. */
export type ElementComponentProps<Tag extends ElementTag> = Partial<ElementProps<Tag>> &
  ElementCallbacks<Tag> &
  ModalCallbacks<Tag> &
  HostProps & { ref?: Ref<ChainforgeElement<Tag>> };

export type ElementComponent<Tag extends ElementTag> = ((props: ElementComponentProps<Tag>) => ReactElement) & {
  displayName: string;
};
