/** The marker the gating stylesheet waits for (entry-hooks.ts): the runtime shows what it marks. */
export const SHOWN = 'data-ms-shown';

/** Elements whose builder's own CSS hid them and that the runtime had to show with an inline style. */
const forcedDisplay = new WeakSet<HTMLElement>();

/**
 * Shows a runtime-hidden element (a message, gated content, a code step). Builders often hide such
 * elements in their own CSS for the runtime to show (Memberstack's instructions for a passwordless
 * code step say so); when the element is still not displayed, an inline `display` does it.
 */
export function reveal(element: Element): void {
  element.setAttribute(SHOWN, '');
  if (element instanceof HTMLElement) {
    element.hidden = false;
    if (getComputedStyle(element).display === 'none') {
      element.style.display = 'block';
      forcedDisplay.add(element);
    }
  }
}

/** Hides again what `reveal` showed. */
export function conceal(element: Element): void {
  element.removeAttribute(SHOWN);
  if (element instanceof HTMLElement && forcedDisplay.has(element)) {
    element.style.removeProperty('display');
    forcedDisplay.delete(element);
  }
}

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** An attribute's value, trimmed; null when the element has none. */
export const attribute = (element: Element, name: string): string | null => element.getAttribute(name)?.trim() ?? null;

/** `root` itself when it matches, then what matches below it, in document order. */
export function within<T extends Element = Element>(root: ParentNode, selector: string): T[] {
  const found = [...root.querySelectorAll<T>(selector)];
  return root instanceof Element && root.matches(selector) ? [root as T, ...found] : found;
}

/** Adds what the runtime generates for a form (a code input, a captcha) just before its submit button. */
export function insertBeforeSubmit(form: HTMLFormElement, node: Element): void {
  node.setAttribute('data-ms-generated', '');
  const submit = form.querySelector('button:not([type]),button[type="submit"],input[type="submit"]');
  if (submit?.parentElement) submit.parentElement.insertBefore(node, submit);
  else form.append(node);
}
