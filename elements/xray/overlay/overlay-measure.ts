/** Where an outlined element is on screen, and what it moves with when the page scrolls. */
export type Anchor = 'page' | 'fixed' | 'sticky';

interface Measured {
  rect: DOMRect;
  anchor: Anchor;
  zIndex: string;
}

/** Null for an element that shows nothing: removed, `display: none`, `visibility: hidden`, no box. */
export function measure(element: Element, anchors: Map<Element, Anchor>): Measured | null {
  if (!element.isConnected) return null;
  if (typeof element.checkVisibility === 'function') {
    if (!element.checkVisibility({ visibilityProperty: true })) return null;
  } else if (element.getClientRects().length === 0) return null;
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return null;
  return { rect, anchor: anchorOf(element, anchors), zIndex: getComputedStyle(element).zIndex };
}

/**
 * Whether an element scrolls with the page, stays put (inside `position: fixed`) or moves against
 * the page (inside `position: sticky`); each ancestor is asked once per frame.
 */
function anchorOf(start: Element, known: Map<Element, Anchor>): Anchor {
  const path: Element[] = [];
  let anchor: Anchor = 'page';
  let node: Element | null = start;
  while (node) {
    const cached = known.get(node);
    if (cached) {
      anchor = cached;
      break;
    }
    path.push(node);
    const position = getComputedStyle(node).position;
    if (position === 'fixed' || position === 'sticky') {
      anchor = position;
      break;
    }
    node = node.parentElement ?? ((node.parentNode as ShadowRoot | null)?.host as Element | undefined) ?? null;
  }
  for (const visited of path) known.set(visited, anchor);
  return anchor;
}
