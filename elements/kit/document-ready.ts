/**
 * Resolves once the page's own deferred and module scripts have run (DOMContentLoaded), so an
 * element can tell whether the page preloads its data before fetching any.
 */
export function afterPageScripts(): Promise<void> {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (document.readyState === 'complete' || (navigation && navigation.domContentLoadedEventStart > 0)) {
    return Promise.resolve();
  }
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}
