import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Content is hidden beyond the start (left) edge. */
  start: boolean;
  /** Content is hidden beyond the end (right) edge. */
  end: boolean;
}

const NONE: ScrollEdges = { start: false, end: false };

/**
 * Which edges of a horizontally scrolling box hide content, kept current as it scrolls, as it or
 * its content resizes (a rotated phone, a filter that shortens the rows): a table shows a shadow
 * there, the cue that there is more to scroll to.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState(NONE);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      // A pixel of slack: zoomed pages report fractional widths.
      const start = box.scrollLeft > 1;
      const end = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
    };
    // First read when the observer first reports, after the browser's own layout: reading here
    // would force a layout of the page in the middle of mounting it.
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', update);
    };
  }, [ref]);
  return edges;
}
