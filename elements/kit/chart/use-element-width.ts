import { type RefCallback, useCallback, useRef, useState } from 'react';

/**
 * The rendered width of an element in CSS pixels, kept current as it resizes. Charts draw in a
 * viewBox of this width, so their text stays at its true size from a phone to a wide screen
 * instead of shrinking with the picture. `fallback` is used until the first measurement.
 */
export function useElementWidth<T extends Element>(fallback: number): [RefCallback<T>, number] {
  const [width, setWidth] = useState(fallback);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((node: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) return;
    const measure = (measured: number) => {
      // Sub-pixel jitter would redraw the chart for nothing.
      if (measured > 0) setWidth((current) => (Math.abs(current - measured) >= 1 ? Math.round(measured) : current));
    };
    // Measured here first, forcing a layout, rather than at the observer's first report: a chart
    // redrawn in that report can change the height the observer watches, which the browser raises
    // as an error on the page ('ResizeObserver loop completed with undelivered notifications').
    measure(node.getBoundingClientRect().width);
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.contentRect.width);
    });
    observer.current.observe(node);
  }, []);
  return [ref, width];
}
