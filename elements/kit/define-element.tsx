import r2wc from '@r2wc/core';
import { useSyncExternalStore, type ComponentType } from 'react';
import { formatAttribute, parseAttribute } from './attribute-codec';
import { dashed, type AttributeMeta, type ElementMeta } from './element-meta';
import { ElementState } from './element-state';
import { themeAttribute } from './theme-attribute';
import { sharedRootRenderer } from './shared-root';
import { adoptSharedStyles } from './shared-styles';
import type { Theme } from './theme-tokens';
import { VERSION } from './version';
import { log } from '../core/log';

/** What the kit gives every element component besides its own props. */
export interface KitProps {
  /** The custom element itself: emit events from it. */
  host: HTMLElement;
  theme: Theme;
}

const STATE = Symbol('chainforge.state');
const VERSION_WARNED = Symbol.for('chainforge.elements.version-warned');

type R2wcBase = new () => HTMLElement;

/**
 * Defines a custom element from a React component and its meta, behaving like a native element:
 * an open shadow root styled by the shared theme, rendered by r2wc into the page's one shared
 * React root (shared-root.tsx), attributes parsed like native ones (a bare
 * boolean is true, a removed attribute returns to its default), properties set before the
 * definition kept, objects kept by identity, and never two definitions of one tag.
 */
export function defineElement<Props extends object>(
  meta: ElementMeta<Props>,
  Component: ComponentType<Props & KitProps>,
): CustomElementConstructor {
  const existing = customElements.get(meta.tag);
  if (existing) {
    warnOnceAboutOtherVersion(meta.tag, existing);
    return existing;
  }

  const attributes = new Map<string, { prop: string; meta: AttributeMeta }>();
  for (const [prop, attribute] of Object.entries<AttributeMeta | undefined>({
    ...meta.attributes,
    theme: themeAttribute,
  })) {
    if (attribute) attributes.set(dashed(prop), { prop, meta: attribute });
  }
  const propertyNames = Object.keys(meta.properties);
  const accessorNames = [...[...attributes.values()].map(({ prop }) => prop), ...propertyNames];
  const defaults = Object.fromEntries(
    [...attributes.values()].map(({ prop, meta: attribute }) => [prop, attribute.default]),
  );

  function Host({ container }: { container?: HTMLElement }) {
    const element = (container as unknown as ShadowRoot).host as KitElement;
    const state = element[STATE];
    const props = useSyncExternalStore(state.subscribe, state.snapshot) as Props & { theme: Theme };
    return <Component {...props} host={element} />;
  }

  const Base = r2wc(Host, { shadow: 'open' }, sharedRootRenderer) as unknown as R2wcBase;

  class KitElement extends Base {
    static readonly chainforgeVersion = VERSION;
    static get observedAttributes(): string[] {
      return [...attributes.keys()];
    }

    readonly [STATE] = new ElementState(defaults);

    constructor() {
      super();
      adoptSharedStyles(this.shadowRoot as ShadowRoot);
      // A page may set properties before our script defines the tag; those own properties would
      // shadow our accessors, so re-apply them through the accessors.
      const self = this as unknown as Record<string, unknown>;
      for (const name of accessorNames) {
        if (!Object.hasOwn(this, name)) continue;
        const value = self[name];
        delete self[name];
        self[name] = value;
      }
    }

    attributeChangedCallback(name: string, _previous: string | null, value: string | null): void {
      const attribute = attributes.get(name);
      if (!attribute) return;
      this[STATE].set(attribute.prop, parseAttribute(attribute.meta.type, value, attribute.meta.default));
    }
  }

  const defineAccessor = (prop: string, set: (element: KitElement, value: unknown) => void) =>
    Object.defineProperty(KitElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: KitElement) {
        return this[STATE].get(prop);
      },
      set(this: KitElement, value: unknown) {
        set(this, value);
      },
    });

  for (const [name, { prop, meta: attribute }] of attributes) {
    defineAccessor(prop, (element, value) => {
      const text = formatAttribute(attribute.type, value, attribute.default);
      // The state is written here too: during an upgrade attributeChangedCallback does not run.
      element[STATE].set(prop, parseAttribute(attribute.type, text, attribute.default));
      if (text === null) element.removeAttribute(name);
      else element.setAttribute(name, text);
    });
  }
  for (const prop of propertyNames) defineAccessor(prop, (element, value) => element[STATE].set(prop, value));

  customElements.define(meta.tag, KitElement);
  return KitElement;
}

function warnOnceAboutOtherVersion(tag: string, existing: CustomElementConstructor): void {
  const other = (existing as { chainforgeVersion?: string }).chainforgeVersion;
  if (other === VERSION) return;
  const flags = globalThis as unknown as Record<symbol, boolean>;
  if (flags[VERSION_WARNED]) return;
  flags[VERSION_WARNED] = true;
  log.warn(
    `Chain Forge Elements ${VERSION}: <${tag}> is already defined by ${other ? `Chain Forge Elements ${other}` : 'another script'}. ` +
      'The first definition stays; load one version of the bundle per page.',
  );
}
