/**
 * The app's HTML page shows a loading indicator from its first paint (tools/build/boot-indicator.ts),
 * and React replaces it with the app's first render. The page the app opens on may carry that
 * indicator on: the dashboard's second of loading counts from the first paint, so a member sees
 * one indicator for one second, not an empty page and then an indicator.
 */
let replaced = false;

/**
 * When the page's indicator was first painted, in `performance.now()` time, while the app's first
 * render is replacing it; null once that render is done, or when nothing had been painted yet (the
 * indicator was then never seen).
 */
export function bootIndicatorPaintedAt(): number | null {
  if (replaced) return null;
  return performance.getEntriesByName('first-paint')[0]?.startTime ?? null;
}

/** The app's first render is on screen: from now on every page's indicator starts when it mounts. */
export function bootIndicatorReplaced(): void {
  replaced = true;
}
