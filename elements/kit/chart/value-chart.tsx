import type { ReactNode } from 'react';
import { type LinearScale, position } from './scale';
import { useElementWidth } from './use-element-width';
import { ValueGrid } from './value-grid';

/** The room around a chart's plot for its axis labels, in the SVG's units. */
export interface ChartMargin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * A value chart's measured frame: the SVG is as wide as its box (so axis text keeps its size at
 * any width), `fallbackWidth` until the box is measured.
 */
export function useChartFrame(fallbackWidth: number, height: number, margin: ChartMargin) {
  const [ref, width] = useElementWidth<HTMLDivElement>(fallbackWidth);
  const plotWidth = Math.max(1, width - margin.left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  /** The vertical position of a value on `scale`, zero at the plot's foot. */
  const yOn = (scale: LinearScale) => (value: number) => margin.top + plotHeight - position(value, scale, plotHeight);
  return { ref, width, height, margin, plotWidth, plotHeight, yOn };
}

export type ChartFrame = ReturnType<typeof useChartFrame>;

interface ValueChartProps {
  frame: ChartFrame;
  scale: LinearScale;
  /** A value line's label. */
  format: (value: number) => string;
  /** The labels along the foot, drawn in the axis text's style. */
  axis: ReactNode;
  /** The data, drawn over the value lines. */
  children: ReactNode;
}

/** A chart with value lines left of its plot and labels along its foot: the frame every value chart shares. */
export function ValueChart({ frame, scale, format, axis, children }: ValueChartProps) {
  const { ref, width, height, margin } = frame;
  return (
    <div ref={ref}>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" height={height} role="presentation" part="plot">
        <g style={{ fontSize: 11, fill: 'var(--cf-color-text-muted)' }}>
          <ValueGrid
            ticks={scale.ticks}
            y={frame.yOn(scale)}
            left={margin.left}
            right={width - margin.right}
            format={format}
          />
          {axis}
        </g>
        {children}
      </svg>
    </div>
  );
}
