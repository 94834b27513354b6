import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';

export interface ChartFigureProps {
  title: string;
  /** One line saying what the chart shows: read by screen readers, printed, shown under the title. */
  summary: string;
  /** The picture; hidden from assistive technology, which gets the summary and the table. */
  chart: ReactNode;
  legend?: ReactNode;
  /** The chart's figures as a table, behind a disclosure. */
  table: ReactNode;
}

const Figure = styled.section`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 15px;
  font-weight: 600;
`;

const Summary = styled.p`
  margin: -6px 0 0;
  color: var(--cf-color-text-muted);
  font-size: 13px;
`;

const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  font-size: 12px;
  color: var(--cf-color-text-muted);
`;

const Disclosure = styled.details`
  border-top: 1px solid var(--cf-color-border);
  padding-top: 6px;

  > summary {
    display: flex;
    align-items: center;
    gap: 6px;
    width: fit-content;
    margin: 0 0 0 -8px;
    padding: 6px 8px;
    border-radius: 6px;
    font-size: 13px;
    font-weight: 500;
    color: var(--cf-color-text-muted);
    cursor: pointer;
    list-style: none;
  }
  > summary::-webkit-details-marker { display: none; }
  > summary:hover { color: var(--cf-color-text); background: var(--cf-color-surface-raised); }
  > summary:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 0; }
  > summary svg { transition: transform 0.15s ease; }
  &[open] > summary svg { transform: rotate(90deg); }

  @media print {
    > summary { display: none; }
  }
`;

/**
 * A chart as a person and a screen reader both take it in: the title, a one-line summary, the
 * picture (aria-hidden), and its figures as a table behind a keyboard-reachable disclosure.
 */
export function ChartFigure({ title, summary, chart, legend, table }: ChartFigureProps) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Figure part="chart" aria-labelledby={titleId}>
      <Heading id={titleId} part="chart-title">
        {title}
      </Heading>
      <Summary part="summary">{summary}</Summary>
      {legend && (
        <Legend part="legend" aria-hidden="true">
          {legend}
        </Legend>
      )}
      <div aria-hidden="true">{chart}</div>
      <Disclosure part="figures" onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}>
        <summary>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M4 2.5 7.5 6 4 9.5" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
          </svg>
          {open ? 'Hide the figures' : 'Show the figures as a table'}
        </summary>
        {table}
      </Disclosure>
    </Figure>
  );
}

/** A legend entry: a swatch (a block, or a dashed line for a marker) and its label. */
export function LegendItem({ color, label, marker = false }: { color: string; label: string; marker?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
        {marker ? (
          <line x1="6" y1="0" x2="6" y2="12" style={{ stroke: color }} strokeWidth="2" strokeDasharray="3 2" />
        ) : (
          <rect width="12" height="12" rx="3" style={{ fill: color }} />
        )}
      </svg>
      {label}
    </span>
  );
}
