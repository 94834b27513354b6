import { conceal, reveal, within } from './dom';

/** What a builder can style: `form[data-ms-state="submitting"]` and so on. */
export type FormState = 'submitting' | 'error' | 'success';
type MessageKind = 'error' | 'success';

const SUBMITTERS = 'button:not([type]),button[type="submit"],input[type="submit"],input[type="image"]';

/** Whether each submit control was disabled before the runtime disabled it. */
const disabledBefore = new WeakMap<HTMLButtonElement | HTMLInputElement, boolean>();

function submitters(form: HTMLFormElement): (HTMLButtonElement | HTMLInputElement)[] {
  // form.elements also holds the controls outside the form that name it with form="...".
  return [...form.elements].filter(
    (control): control is HTMLButtonElement | HTMLInputElement =>
      (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.matches(SUBMITTERS),
  );
}

export const formState = (form: HTMLFormElement): string | null => form.getAttribute('data-ms-state');

/**
 * Sets the form's state. While submitting, the form is `aria-busy` and its submit controls are
 * disabled and `aria-busy`; after, they are as the page had them, and the focus a disabled
 * button lost goes back to it.
 */
export function setFormState(form: HTMLFormElement, state: FormState): void {
  const busy = state === 'submitting';
  const wasBusy = formState(form) === 'submitting';
  form.setAttribute('data-ms-state', state);
  if (busy === wasBusy) return;
  const focused = document.activeElement;
  if (busy) form.setAttribute('aria-busy', 'true');
  else form.removeAttribute('aria-busy');
  for (const control of submitters(form)) {
    if (busy) {
      if (control === focused) focusedBefore.set(form, control);
      disabledBefore.set(control, control.disabled);
      control.disabled = true;
      control.setAttribute('aria-busy', 'true');
    } else {
      control.disabled = disabledBefore.get(control) ?? false;
      control.removeAttribute('aria-busy');
    }
  }
  const refocus = busy ? undefined : focusedBefore.get(form);
  if (refocus) {
    focusedBefore.delete(form);
    // Disabling the button dropped the focus to the page: give it back, unless it went elsewhere.
    if (refocus.isConnected && (focused === null || focused === document.body)) refocus.focus();
  }
}

/** The submit control that had the focus when the form was sent. */
const focusedBefore = new WeakMap<HTMLFormElement, HTMLElement>();

const messagesOf = (form: HTMLFormElement, kind: MessageKind) => within(form, `[data-ms-message="${kind}"]`);

/**
 * Makes the form's message elements live regions before anything is written in them, so that
 * screen readers announce it: errors at once (`alert`), successes politely (`status`).
 */
export function prepareMessages(root: ParentNode): void {
  for (const form of within<HTMLFormElement>(root, 'form[data-ms-form]')) {
    for (const kind of ['error', 'success'] as const) {
      for (const element of messagesOf(form, kind)) {
        if (!element.hasAttribute('role')) element.setAttribute('role', kind === 'error' ? 'alert' : 'status');
      }
    }
  }
}

/**
 * Where a message's text goes: a `data-ms-message-text` element inside, else the element itself,
 * else (the builder's box with an icon and a text, say) the innermost element with the most text.
 */
function textTarget(element: Element): Element {
  const marked = element.querySelector('[data-ms-message-text]');
  if (marked) return marked;
  let target = element;
  let longest = -1;
  for (const leaf of element.querySelectorAll('*')) {
    const length = leaf.childElementCount === 0 ? (leaf.textContent?.trim().length ?? 0) : -1;
    if (length > longest) [target, longest] = [leaf, length];
  }
  return target;
}

/**
 * Shows the form's `data-ms-message="error"` or `"success"` element (hidden until now) with `text`:
 * an error always says what went wrong; a success keeps the builder's own words when it has some.
 * Answers false when the form has no such element (the caller shows a toast instead).
 */
export function showMessage(form: HTMLFormElement, kind: MessageKind, text: string | null): boolean {
  const elements = messagesOf(form, kind);
  for (const element of elements) {
    if (text && (kind === 'error' || !element.textContent?.trim())) textTarget(element).textContent = text;
    reveal(element);
  }
  return elements.length > 0;
}

export function hideMessages(form: HTMLFormElement): void {
  for (const element of [...messagesOf(form, 'error'), ...messagesOf(form, 'success')]) conceal(element);
}
