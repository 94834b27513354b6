import { deepActiveElement } from './deep-active-element';
import { tabbableElements } from './tabbable';

/**
 * Where focus goes among a container's tabbable elements: one selector, or several tried in turn
 * (the first field, else the first control that is not Back).
 */
export type FocusPreference = string | readonly string[];

/**
 * Focuses the first of the container's tabbable elements that `preference` names (its selectors
 * tried in order), else the first of them, else the container itself (which then needs tabindex="-1").
 */
export function focusFirst(container: HTMLElement, preference?: FocusPreference): void {
  const tabbables = tabbableElements(container);
  const selectors = preference === undefined ? [] : typeof preference === 'string' ? [preference] : preference;
  let named: HTMLElement | undefined;
  for (const selector of selectors) {
    named = tabbables.find((element) => element.matches(selector));
    if (named) break;
  }
  (named ?? tabbables[0] ?? container).focus();
}

/**
 * What Tab (or Shift+Tab) does inside a modal: the next (previous) tabbable element of the
 * container, wrapping at the ends. From anywhere else, such as the body after the focused
 * button was disabled, it starts at the first (last).
 */
export function focusNextInCycle(container: HTMLElement, backwards: boolean): void {
  const tabbables = tabbableElements(container);
  if (tabbables.length === 0) {
    container.focus();
    return;
  }
  const index = tabbables.indexOf(deepActiveElement() as HTMLElement);
  const step = backwards ? -1 : 1;
  const next =
    index === -1 ? (backwards ? tabbables.length - 1 : 0) : (index + step + tabbables.length) % tabbables.length;
  tabbables[next]!.focus();
}
