import { reportLoadFailure } from './report-load-failure';

/** Imports one element's code; the module defines its tag when it runs. */
export type ElementLoader = () => Promise<unknown>;

export type ElementLoaders = Readonly<Record<string, ElementLoader>>;

export interface ElementRegistry {
  /**
   * The tag's constructor, importing its code the first time it is asked for. A tag already
   * defined (by this or another copy of the bundle) is not imported again; a failed import is
   * tried again on the next call.
   */
  loadElement(tag: string): Promise<CustomElementConstructor>;
  /**
   * Loads every known tag that is in `root` now or is added later, like a native element that
   * is simply there. Open shadow roots inside are watched too when their host has one on arrival
   * or attaches one when its own definition arrives.
   */
  autoload(root: Document | ShadowRoot): void;
}

/** Lazy definitions, after Shoelace's autoloader and Catalyst's lazyDefine. */
export function createElementRegistry(loaders: ElementLoaders): ElementRegistry {
  const loading = new Map<string, Promise<CustomElementConstructor>>();
  const watched = new WeakSet<Document | ShadowRoot>();
  const isKnown = (tag: string) => Object.hasOwn(loaders, tag);

  function loadElement(tag: string): Promise<CustomElementConstructor> {
    const name = tag.toLowerCase();
    const defined = customElements.get(name);
    if (defined) return Promise.resolve(defined);
    const started = loading.get(name);
    if (started) return started;
    const loader = isKnown(name) && loaders[name];
    if (!loader) return Promise.reject(new Error(`Chain Forge Elements has no <${name}> element.`));
    const load = loader().then(
      () => customElements.get(name) ?? Promise.reject(new Error(`Loading <${name}> did not define it.`)),
    );
    loading.set(name, load);
    load.catch(() => loading.delete(name));
    return load;
  }

  function discover(element: Element): void {
    const tag = element.localName;
    if (isKnown(tag)) loadElement(tag).catch(reportLoadFailure(`<${tag}>`));
    if (element.shadowRoot) autoload(element.shadowRoot);
    // Custom elements usually attach their shadow root when they are defined (upgraded), which
    // may be after they were added to the page.
    else if (tag.includes('-'))
      customElements.whenDefined(tag).then(
        () => element.shadowRoot && autoload(element.shadowRoot),
        () => {}, // a reserved name such as font-face is never defined
      );
  }

  const discoverInside = (root: ParentNode) => root.querySelectorAll('*').forEach(discover);

  function autoload(root: Document | ShadowRoot): void {
    if (watched.has(root)) return;
    watched.add(root);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element) {
            discover(node);
            discoverInside(node);
          }
        }
      }
    }).observe(root, { childList: true, subtree: true });
    discoverInside(root);
  }

  return { loadElement, autoload };
}
