import { type ReactNode, useRef } from 'react';
import { useScrollEdges } from '../../kit/ui/use-scroll-edges';

/**
 * The box of a table in an answer. A table wider than the conversation scrolls sideways in it, and
 * shows that it does: a visible scrollbar, and a shadow along each edge that hides more of it (the
 * dashboard tables' cue). In a narrow conversation its rows stack instead (see the answer's styles).
 *
 * A figure, not a region: an answer may hold several tables, and landmarks must differ. It takes
 * the keyboard, to be scrolled without a mouse.
 */
export function ChatTable({ label, children }: { label: string; children: ReactNode }) {
  const scroller = useRef<HTMLElement>(null);
  const edges = useScrollEdges(scroller);
  return (
    <div className="table-frame" data-more-start={edges.start || undefined} data-more-end={edges.end || undefined}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard. */}
      <figure ref={scroller} className="table-scroll" aria-label={label} tabIndex={0}>
        {children}
      </figure>
    </div>
  );
}
