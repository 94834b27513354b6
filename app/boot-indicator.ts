/**
 * The app's HTML page shows a loading indicator from its first paint (tools/build/boot-indicator.ts),
 * and React replaces it with the app's first render. The page the app opens on may carry that
 * indicator on: the dashboard's second of loading counts from when it went on screen, so a member
 * sees one indicator for one second, not an empty page and then an indicator.
 */

/** Taken as the app's code is evaluated: React's first commit takes the indicator out of the page. */
const indicator = document.getElementById('boot-indicator');
let replaced = false;

/**
 * When the page's indicator went on screen, in `performance.now()` time, while the app's first
 * render is replacing it; null once that render is done, or when no frame had been painted yet
 * (nobody saw the indicator).
 */
export function bootIndicatorShownAt(): number | null {
  const shownAt = indicator?.dataset.shownAt;
  return replaced || shownAt === undefined ? null : Number(shownAt);
}

/** The app's first render is on screen: from now on every page's indicator starts when it mounts. */
export function bootIndicatorReplaced(): void {
  replaced = true;
}
