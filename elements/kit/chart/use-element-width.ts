import { type RefCallback, useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

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
    // The observer first reports after the browser's own layout and before it paints: the chart is
    // redrawn at its width then, synchronously, so the fallback width is never painted. Reading the
    // width here instead would force a layout of the page in the middle of mounting it.
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) flushSync(() => measure(entry.contentRect.width));
    });
    observer.current.observe(node);
  }, []);
  return [ref, width];
}
