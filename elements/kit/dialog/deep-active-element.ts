/**
 * The element that really has focus. `document.activeElement` stops at the outermost shadow host
 * around it; each shadow root knows its own focused element, so follow them down.
 */
export function deepActiveElement(root: DocumentOrShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
