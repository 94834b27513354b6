/**
 * The two pieces of the no-code runtime that ride in the CDN entry itself, every byte of them paid
 * by every page: the gating stylesheet, and the check that imports the runtime only on a page that
 * uses the vocabulary. Everything else is in runtime.ts, a chunk of its own.
 */

/**
 * Runtime-owned visibility, before the runtime has even loaded: gated content, form messages and
 * login-redirect buttons stay hidden until the runtime marks them `data-ms-shown` (or removes
 * them). `!important`, so a builder's own `display: flex` cannot show them early.
 */
export const GATE_CSS =
  ':is([data-ms-content],[data-ms-message],[data-ms-action=login-redirect]):not([data-ms-shown]){display:none!important}';

/**
 * Adds the gating rule to the document as a constructable stylesheet: the page's head gains no
 * style element. (A second copy of the bundle from another URL adds the same rule again, which
 * changes nothing.)
 */
export function installGateStyle(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(GATE_CSS);
  document.adoptedStyleSheets.push(sheet);
}

/** The attributes the runtime acts on; a page with none of them never loads it. */
export const RUNTIME_ATTRIBUTES =
  'form content member channel modal action auth-provider plan:add plan:update plan:remove price:add price:update price:remove'
    .split(' ')
    .map((name) => `data-ms-${name}`);

/** `[data-ms-form],[data-ms-plan\:add],...`: the colon escaped for CSS. */
export const RUNTIME_SELECTOR = RUNTIME_ATTRIBUTES.map((name) => `[${name.replace(':', '\\:')}]`).join();

/** What a click can act on: the attributes after form, content, member and channel. */
const CLICKABLE = RUNTIME_SELECTOR.split(',').slice(4).join();

/**
 * Calls `start` once, as soon as the page has any runtime attribute: now, or when an element
 * carrying one is added or an attribute is set later. The observer looks only at what was added
 * (never the whole page again) and disconnects once it has fired. Until `start`'s promise resolves
 * (the runtime ready), a `data-ms-form` submitted or a runtime button clicked is held and done again
 * then: a form is never sent the browser's way (a password in the URL), a click never lost.
 */
export function whenRuntimeMarkup(start: () => Promise<unknown>): void {
  let held: Element | null = null;
  const hold = (event: Event) => {
    const target = event.target as Element;
    const element = event.type === 'submit' ? target.closest('form[data-ms-form]') : target.closest?.(CLICKABLE);
    // A signup form's own data-ms-plan:add is no button.
    if (!element || (event.type === 'click' && element.localName === 'form')) return;
    event.preventDefault();
    held = element;
  };
  for (const type of ['submit', 'click']) document.addEventListener(type, hold, true);
  const run = () =>
    start().then(() => {
      for (const type of ['submit', 'click']) document.removeEventListener(type, hold, true);
      if (held instanceof HTMLFormElement) held.requestSubmit();
      else (held as HTMLElement | null)?.click();
    });
  const observer = new MutationObserver((records) => {
    const found = records.some(
      (record) =>
        record.type === 'attributes' ||
        [...record.addedNodes].some(
          (node) =>
            node instanceof Element && (node.matches(RUNTIME_SELECTOR) || !!node.querySelector(RUNTIME_SELECTOR)),
        ),
    );
    if (found) {
      observer.disconnect();
      run();
    }
  });
  if (document.querySelector(RUNTIME_SELECTOR)) run();
  else
    observer.observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: RUNTIME_ATTRIBUTES,
    });
}
