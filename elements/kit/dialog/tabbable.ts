/**
 * The elements Tab visits inside `container`, in the order the page shows them: the flat tree,
 * which enters open shadow roots and places a host's light children where its slots put them
 * (or shows a slot's fallback content). Inert, hidden and disabled parts are left out, and a
 * radio group is one stop. Positive tabindex values count as 0: they reorder the whole page, which
 * an embedded element must not rely on.
 */
export function tabbableElements(container: Element): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (element: Element) => {
    if (element instanceof HTMLElement && element.inert) return;
    if (isTabbable(element)) found.push(element);
    for (const child of composedChildren(element)) visit(child);
  };
  for (const child of composedChildren(container)) visit(child);
  return oneStopPerRadioGroup(found);
}

function composedChildren(element: Element): Element[] {
  if (element.shadowRoot) return [...element.shadowRoot.children];
  if (element instanceof HTMLSlotElement && element.getRootNode() instanceof ShadowRoot) {
    return element.assignedElements({ flatten: true });
  }
  return [...element.children];
}

function isTabbable(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || element.tabIndex < 0) return false;
  // Focusing such a host focuses the first focusable element of its shadow root, which we visit.
  if (element.shadowRoot?.delegatesFocus) return false;
  // Chromium reports tabIndex 0 for every link, but only a link with an href takes focus.
  if (element instanceof HTMLAnchorElement && !element.hasAttribute('href') && !element.hasAttribute('tabindex'))
    return false;
  if (element.matches(':disabled')) return false;
  return element.checkVisibility({ visibilityProperty: true });
}

/** Tab stops once in a group of radios: at its checked one, else at its first. */
function oneStopPerRadioGroup(elements: HTMLElement[]): HTMLElement[] {
  const stops = new Map<Node, Map<string, HTMLInputElement>>();
  const groupOf = (radio: HTMLInputElement) => {
    const owner = radio.form ?? radio.getRootNode();
    if (!stops.has(owner)) stops.set(owner, new Map());
    return stops.get(owner)!;
  };
  const isGroupedRadio = (element: HTMLElement): element is HTMLInputElement =>
    element instanceof HTMLInputElement && element.type === 'radio' && element.name !== '';

  for (const radio of elements.filter(isGroupedRadio)) {
    const group = groupOf(radio);
    const stop = group.get(radio.name);
    if (!stop || (radio.checked && !stop.checked)) group.set(radio.name, radio);
  }
  return elements.filter((element) => !isGroupedRadio(element) || groupOf(element).get(element.name) === element);
}
