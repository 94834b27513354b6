import type { Member } from '../core/membership/types';
import { attribute, type Control, isControl, within } from './dom';
import { displayValue, prefillValue } from './member-fields';

/** What the builder put there before a member's value replaced it: shown again after a sign-out. */
const originals = new WeakMap<Element, string | null>();
/** What the runtime last put in a form control, to tell a value it filled from one a person typed. */
const filled = new WeakMap<Control, string>();

/**
 * `data-ms-member` on elements that are not form controls: the signed-in member's value, as text
 * (never HTML) or as an image's `src`; the builder's own content again for a visitor.
 */
export function showMemberData(root: ParentNode, member: Member | null): void {
  for (const element of within(root, '[data-ms-member]')) {
    if (isControl(element)) continue;
    const key = attribute(element, 'data-ms-member') ?? '';
    const value = member ? displayValue(member, key) : undefined;
    if (member && value === undefined) continue; // password, token...: inputs only
    const image = key === 'profile-image' && element instanceof HTMLImageElement;
    if (!originals.has(element)) originals.set(element, image ? element.getAttribute('src') : element.textContent);
    const shown = value ?? originals.get(element) ?? null;
    if (image) {
      const src = shown || originals.get(element);
      if (src) {
        if (element.getAttribute('src') !== src) element.src = src;
      } else element.removeAttribute('src');
    } else if (key !== 'profile-image' && element.textContent !== (shown ?? '')) {
      element.textContent = shown ?? '';
    }
  }
}

function setControl(control: Control, value: string): void {
  if (control instanceof HTMLInputElement && control.type === 'checkbox') control.checked = value === 'true';
  else if (control instanceof HTMLInputElement && control.type === 'radio') control.checked = control.value === value;
  else control.value = value;
}

function controlValue(control: Control): string {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
    return String(control.checked);
  return control.value;
}

/**
 * Profile and email forms start with the member's values. A control is filled while it still holds
 * what it was given (the page's default, or what the runtime filled last): what a person typed
 * is never overwritten by a fresher member record.
 */
export function prefillForms(root: ParentNode, member: Member | null): void {
  for (const form of within(root, 'form[data-ms-form="profile"],form[data-ms-form="email"]')) {
    for (const control of within<Element>(form, '[data-ms-member]')) {
      if (!isControl(control)) continue;
      const key = attribute(control, 'data-ms-member') ?? '';
      const value = member ? prefillValue(member, key) : '';
      if (value === undefined) continue;
      const last = filled.get(control);
      const untouched =
        last === undefined
          ? control.value === '' || (control instanceof HTMLInputElement && control.value === control.defaultValue)
          : controlValue(control) === last;
      if (!untouched) continue;
      setControl(control, value);
      filled.set(control, controlValue(control));
    }
  }
}
