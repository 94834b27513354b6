import { createElement, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { ElementMeta } from '../../kit/element-meta';
import { reportLoadFailure } from '../../kit/report-load-failure';
import type { ChainforgeElement, ElementTag } from '../element-types';
import type { ElementComponent, ElementComponentProps } from './component-types';

/** `balance-card` as `BalanceCard`, `ms-modal-result` as `MsModalResult`. */
const pascal = (dashed: string) => dashed.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

/**
 * A React component for an element. Its element props are set as properties, never attributes:
 * React 19 writes a prop it cannot find on an element not yet defined as an attribute, and an
 * object would arrive as "[object Object]"; a property set before the definition is kept by the
 * kit. Events reach the `on...` callbacks (the latest ones, without listening again). Nothing of
 * the element's code is imported, nor any DOM touched, until the component mounts in a browser,
 * so a server render imports and renders it as an empty tag.
 */
export function elementComponent<Tag extends ElementTag>(
  meta: ElementMeta<object> & { tag: Tag },
  load: () => Promise<unknown>,
): ElementComponent<Tag> {
  const elementProps = ['theme', ...Object.keys(meta.attributes), ...Object.keys(meta.properties)];
  const callbacks = Object.keys(meta.events).map((event) => ({ event, callback: `on${pascal(event)}` }));
  const closes = Object.hasOwn(meta.events, 'ms-modal-result');
  const ownProps = new Set([...elementProps, ...callbacks.map(({ callback }) => callback), 'onClose']);

  function Component({ ref, ...givenProps }: ElementComponentProps<Tag>) {
    const props = givenProps as Record<string, unknown>;
    const host = useRef<HTMLElement | null>(null);
    const latestProps = useRef(props);
    // What was last set on the element: an element prop never given is left at its default.
    const applied = useRef(new Map<string, unknown>());

    useLayoutEffect(() => {
      latestProps.current = props;
      const element = host.current as unknown as Record<string, unknown>;
      for (const name of elementProps) {
        const value = props[name];
        if (applied.current.has(name) ? applied.current.get(name) === value : value === undefined) continue;
        element[name] = value;
        applied.current.set(name, value);
      }
    });

    useEffect(() => {
      const element = host.current as HTMLElement;
      load().catch(reportLoadFailure(`<${meta.tag}>`));
      const call = (name: string, ...args: unknown[]) =>
        (latestProps.current[name] as ((...args: unknown[]) => void) | undefined)?.(...args);
      const listeners: [string, (event: Event) => void][] = callbacks.map(({ event, callback }) => [
        event,
        (fired: Event) => call(callback, fired),
      ]);
      if (closes)
        listeners.push([
          'ms-modal-result',
          (fired) => (fired as CustomEvent<{ type?: string }>).detail?.type === 'CLOSED' && call('onClose'),
        ]);
      for (const [event, listener] of listeners) element.addEventListener(event, listener);
      return () => {
        for (const [event, listener] of listeners) element.removeEventListener(event, listener);
      };
    }, []);

    const setHost = useCallback(
      (element: HTMLElement | null) => {
        host.current = element;
        if (typeof ref === 'function') ref(element as ChainforgeElement<Tag> | null);
        else if (ref) (ref as { current: unknown }).current = element;
      },
      [ref],
    );

    const hostProps = Object.fromEntries(Object.entries(props).filter(([name]) => !ownProps.has(name)));
    return createElement(meta.tag, { ...hostProps, ref: setHost });
  }

  Component.displayName = pascal(meta.tag);
  return Component;
}
