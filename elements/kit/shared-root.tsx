import type { R2WCRenderer } from '@r2wc/core';
import { Component, type ComponentType, createElement, type ReactNode, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { SharedStyleSheet } from './shared-style-sheet';

/**
 * Why the elements of a page share one React root: a root of its own for each element made 300
 * balance-cards mount at 1.88x the cost of the same cards as children of one root (each root its
 * own scheduling, commit and styled-components context). Each element's content is a portal into
 * its own shadow root, so the element boundary stays what it was: its shadow DOM, the styles it
 * adopts, its attributes and events. A failing element empties only itself, as its own root did.
 */

/** What one element shows, as a child of the shared root. */
const shown = new Map<ShadowRoot, ReactNode>();
/** Each element's name among the root's children, for as long as it lives. */
const keys = new WeakMap<ShadowRoot, string>();
let named = 0;
let children: ReactNode[] = [];
let changed = false;
const listeners = new Set<() => void>();
let started = false;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

function snapshot(): ReactNode[] {
  if (changed) {
    changed = false;
    children = [...shown.values()];
  }
  return children;
}

function notify(): void {
  changed = true;
  for (const listener of listeners) listener();
}

/**
 * Not useSyncExternalStore: its updates render at once, in the task that added the elements, so a
 * page rendering them (the dashboard) would wait for all of their content before its own first
 * paint and effects. A plain update renders them in a task of their own, as their own roots did.
 */
function MountedElements() {
  const [elements, setElements] = useState(snapshot);
  useLayoutEffect(() => {
    const update = () => setElements(snapshot());
    // Whatever changed between the first render and this subscription.
    update();
    return subscribe(update);
  }, []);
  return <SharedStyleSheet>{elements}</SharedStyleSheet>;
}

interface ElementPortalProps {
  shadowRoot: ShadowRoot;
  children: ReactNode;
}

/** One element's content in its shadow root; what fails to render empties that element alone. */
class ElementPortal extends Component<ElementPortalProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(error);
  }

  override render() {
    return this.state.failed ? null : createPortal(this.props.children, this.props.shadowRoot);
  }
}

/**
 * Shows `content` in `shadowRoot` until `unmountFromSharedRoot`. Taken out and put back before
 * the root renders again, the content keeps its state: the root sees the same child.
 */
function mountInSharedRoot(shadowRoot: ShadowRoot, content: ReactNode): void {
  if (!started) {
    started = true;
    // The root's own container is never on the page: everything it renders is in the portals.
    // A failure is reported once, by its element's boundary, as the page's uncaught error.
    createRoot(document.createElement('div'), { onCaughtError: () => {} }).render(<MountedElements />);
  }
  let key = keys.get(shadowRoot);
  if (key === undefined) {
    key = String(++named);
    keys.set(shadowRoot, key);
  }
  shown.set(
    shadowRoot,
    <ElementPortal key={key} shadowRoot={shadowRoot}>
      {content}
    </ElementPortal>,
  );
  notify();
}

function unmountFromSharedRoot(shadowRoot: ShadowRoot): void {
  if (shown.delete(shadowRoot)) notify();
}

/**
 * How r2wc renders our elements: each mount, update and unmount is a change of the shared root's
 * children, where r2wc's own React renderer would make and unmount a root per element.
 */
export const sharedRootRenderer: R2WCRenderer<object, { shadowRoot: ShadowRoot; component: ComponentType<object> }> = {
  mount(container, component, props) {
    const shadowRoot = container as unknown as ShadowRoot;
    mountInSharedRoot(shadowRoot, createElement(component, props));
    return { shadowRoot, component };
  },
  update({ shadowRoot, component }, props) {
    mountInSharedRoot(shadowRoot, createElement(component, props));
  },
  unmount({ shadowRoot }) {
    unmountFromSharedRoot(shadowRoot);
  },
};
