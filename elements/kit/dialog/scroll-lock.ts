type SavedProperty = readonly [name: string, value: string, priority: string];

let holders = 0;
let unlock: (() => void) | undefined;

/**
 * Stops the page behind a modal from scrolling until every holder has released it; the page's
 * own inline styles come back exactly as they were. Where the page had a scrollbar, its gutter
 * stays, so nothing shifts sideways.
 */
export function lockPageScroll(): () => void {
  if (holders++ === 0) unlock = lock(document.documentElement);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders === 0) {
      unlock?.();
      unlock = undefined;
    }
  };
}

function lock(root: HTMLElement): () => void {
  const hadScrollbar = window.innerWidth > root.clientWidth;
  const hadStyleAttribute = root.hasAttribute('style');
  // Longhands, so that a page's inline `overflow-y: scroll` alone survives the round trip.
  const saved: SavedProperty[] = ['overflow-x', 'overflow-y', 'scrollbar-gutter'].map((name) => [
    name,
    root.style.getPropertyValue(name),
    root.style.getPropertyPriority(name),
  ]);
  // Important, so a page stylesheet's `html { overflow: auto !important }` cannot undo it.
  root.style.setProperty('overflow-x', 'hidden', 'important');
  root.style.setProperty('overflow-y', 'hidden', 'important');
  if (hadScrollbar) root.style.setProperty('scrollbar-gutter', 'stable', 'important');
  return () => {
    for (const [name, value, priority] of saved) {
      if (value) root.style.setProperty(name, value, priority);
      else root.style.removeProperty(name);
    }
    if (!hadStyleAttribute && root.getAttribute('style') === '') root.removeAttribute('style');
  };
}
