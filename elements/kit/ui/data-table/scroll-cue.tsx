import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { scrollEdgeShades } from '../scroll-edge-shades';
import { useScrollEdges } from '../use-scroll-edges';

/** The scroll cue: a shadow along an edge that hides more of the table. */
const ScrollArea = styled.div`
  --cf-table-edge-shadow: rgb(0 0 0 / 0.55);
  position: relative;

  :host([theme='light']) & { --cf-table-edge-shadow: rgb(16 24 40 / 0.16); }

  ${scrollEdgeShades('var(--cf-table-edge-shadow)')}

  @media print {
    &::before,
    &::after {
      display: none;
    }
  }
`;

const Scroller = styled.div`
  overflow-x: auto;
  overscroll-behavior-x: contain;

  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: -2px; }

  @media print { overflow: visible; }
`;

/** A box that scrolls a table wider than itself sideways, with a shadow on each edge that hides some of it. */
export function ScrollCue({ label, children }: { label: string; children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(scroller);
  return (
    <ScrollArea data-more-start={edges.start || undefined} data-more-end={edges.end || undefined}>
      {/* Focusable so keyboard users can scroll a table wider than its box. */}
      <Scroller ref={scroller} role="region" aria-label={`${label}, scrollable`} tabIndex={0}>
        {children}
      </Scroller>
    </ScrollArea>
  );
}
