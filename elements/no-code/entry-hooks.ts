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
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** The attributes the runtime acts on; a page with none of them never loads it. */
export const RUNTIME_ATTRIBUTES =
  'form content member modal action auth-provider plan:add plan:update plan:remove price:add price:update price:remove'
    .split(' ')
    .map((name) => `data-ms-${name}`);

/** `[data-ms-form],[data-ms-plan\:add],...`: the colon escaped for CSS. */
export const RUNTIME_SELECTOR = RUNTIME_ATTRIBUTES.map((name) => `[${name.replace(':', '\\:')}]`).join();

/**
 * Calls `start` once, as soon as the page has any runtime attribute: now, or when an element
 * carrying one is added or an attribute is set later. The observer looks only at what was added
 * (never the whole page again) and disconnects once it has fired. A `data-ms-form` submitted
 * before the runtime is ready is held (never sent the browser's way, which would put a password in
 * the URL) and submitted again once it is.
 */
export function whenRuntimeMarkup(start: () => Promise<unknown>): void {
  let held: HTMLFormElement | null = null;
  const hold = (event: Event) => {
    if (!(event.target as Element).matches('form[data-ms-form]')) return;
    event.preventDefault();
    held = event.target as HTMLFormElement;
  };
  document.addEventListener('submit', hold, true);
  const run = () =>
    start().then(() => {
      document.removeEventListener('submit', hold, true);
      held?.requestSubmit();
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
