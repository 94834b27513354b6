import { createElement, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { reportLoadFailure } from '../../kit/report-load-failure';
import type { ChainforgeElement, ElementTag } from '../element-types';
import type { ElementComponent, ElementComponentProps } from './component-types';

/** What the element gets as it is (HostProps): where it sits and how it is named. */
const HOST_PROPS = new Set([
  'children',
  'id',
  'className',
  'style',
  'slot',
  'hidden',
  'title',
  'lang',
  'dir',
  'role',
  'tabIndex',
]);
const isHostProp = (name: string) => HOST_PROPS.has(name) || name.startsWith('aria-') || name.startsWith('data-');

/** `onBalanceCardError` listens for `balance-card-error`: every event name is lower case with dashes. */
const isCallback = (name: string) => /^on[A-Z]/.test(name);
const eventOf = (callback: string) =>
  callback
    .slice(2)
    .replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
    .slice(1);

/** `balance-card` as `BalanceCard`. */
const pascal = (tag: string) => tag.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

/**
 * A React component for an element. Its element props are set as properties, never attributes:
 * React 19 writes a prop it cannot find on an element not yet defined as an attribute, and an
 * object would arrive as "[object Object]"; a property set before the definition is kept by the
 * kit. Each `on...` callback hears its event (the latest callback, without listening again);
 * `onClose` hears a modal's `ms-modal-result` of type `CLOSED`. Nothing of the element's code is
 * imported, nor any DOM touched, until the component mounts in a browser, so a server render
 * imports it and renders an empty tag. The component knows its tag alone: the props' names and
 * types are the element meta's, checked by TypeScript (component-types.ts), and no meta is carried.
 */
export function elementComponent<Tag extends ElementTag>(
  tag: Tag,
  load: () => Promise<unknown>,
): ElementComponent<Tag> {
  function Component({ ref, ...givenProps }: ElementComponentProps<Tag>) {
    const props = givenProps as Record<string, unknown>;
    const host = useRef<HTMLElement | null>(null);
    const latestProps = useRef(props);
    // What was last set on the element: a prop never given leaves the element's default alone.
    const applied = useRef(new Map<string, unknown>());
    const names = Object.keys(props);
    const callbacks = names.filter(isCallback).sort().join(' ');

    useLayoutEffect(() => {
      latestProps.current = props;
      const element = host.current as unknown as Record<string, unknown>;
      const elementProps = new Set([...names, ...applied.current.keys()]);
      for (const name of elementProps) {
        if (isHostProp(name) || isCallback(name)) continue;
        const value = props[name];
        if (applied.current.has(name) ? applied.current.get(name) === value : value === undefined) continue;
        element[name] = value;
        applied.current.set(name, value);
      }
    });

    useEffect(() => {
      load().catch(reportLoadFailure(`<${tag}>`));
    }, []);

    useEffect(() => {
      const element = host.current as HTMLElement;
      const call = (callback: string, event: Event) =>
        (latestProps.current[callback] as ((event: Event) => void) | undefined)?.(event);
      const listeners = callbacks
        .split(' ')
        .filter(Boolean)
        .map((callback): [string, (event: Event) => void] =>
          callback === 'onClose'
            ? [
                'ms-modal-result',
                (event) => (event as CustomEvent<{ type?: string }>).detail?.type === 'CLOSED' && call(callback, event),
              ]
            : [eventOf(callback), (event) => call(callback, event)],
        );
      for (const [event, listener] of listeners) element.addEventListener(event, listener);
      return () => {
        for (const [event, listener] of listeners) element.removeEventListener(event, listener);
      };
    }, [callbacks]);

    const setHost = useCallback(
      (element: HTMLElement | null) => {
        host.current = element;
        if (typeof ref === 'function') ref(element as ChainforgeElement<Tag> | null);
        else if (ref) (ref as { current: unknown }).current = element;
      },
      [ref],
    );

    const hostProps = Object.fromEntries(Object.entries(props).filter(([name]) => isHostProp(name)));
    return createElement(tag, { ...hostProps, ref: setHost });
  }

  Component.displayName = pascal(tag);
  return Component;
}
