/** Where a chart's plot area starts and ends across, in the SVG's units. */
interface PlotEdges {
  left: number;
  right: number;
}

interface ValueGridProps extends PlotEdges {
  ticks: readonly number[];
  /** The vertical position of a value. */
  y: (value: number) => number;
  /** A tick's label: short, as a reader takes it in at a glance. */
  format: (value: number) => string;
}

/**
 * A chart's horizontal value lines with their labels left of the plot: the zero line solid, the
 * others dashed so that they stay behind the data.
 */
export function ValueGrid({ ticks, y, left, right, format }: ValueGridProps) {
  return ticks.map((tick) => (
    <g key={tick}>
      <line
        x1={left}
        x2={right}
        y1={y(tick)}
        y2={y(tick)}
        style={{ stroke: 'var(--cf-color-border)' }}
        strokeDasharray={tick === 0 ? undefined : '2 3'}
      />
      <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
        {format(tick)}
      </text>
    </g>
  ));
}
