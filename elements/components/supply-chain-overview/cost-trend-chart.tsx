import { formatMoney } from '../../core/format';
import { LegendItem } from '../../kit/chart/chart-figure';
import { seriesColor } from '../../kit/chart/palette';
import { linearScale, position } from '../../kit/chart/scale';
import { useElementWidth } from '../../kit/chart/use-element-width';
import { ValueGrid } from '../../kit/chart/value-grid';
import { formatMonth, formatMonthAbbreviation } from '../../core/calendar-format';
import { COST_SERIES, formatMoneyCompact, type MonthCost } from './supply-chain-figures';

const HEIGHT = 220;
const MARGIN = { top: 10, right: 4, bottom: 26, left: 52 };
/** Narrower than this per month, only every second (or third) month is named on the axis. */
const LABEL_ROOM = 36;

/**
 * Monthly warehouse costs as stacked columns (storage, labor, shipping), oldest month on the left.
 * The viewBox is the measured width, so the axis text keeps its size at any width; a column's
 * native tooltip gives its month's figures.
 */
export function CostTrendChart({ trend }: { trend: readonly MonthCost[] }) {
  const [ref, width] = useElementWidth<HTMLDivElement>(560);
  const scale = linearScale(Math.max(0, ...trend.map((month) => month.total)), 5);
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = plotWidth / Math.max(1, trend.length);
  const barWidth = Math.min(40, band * 0.64);
  const labelEvery = Math.ceil(LABEL_ROOM / band);
  const y = (value: number) => MARGIN.top + plotHeight - position(value, scale, plotHeight);
  return (
    <div ref={ref}>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} width="100%" height={HEIGHT} role="presentation" part="plot">
        <g style={{ fontSize: 11, fill: 'var(--cf-color-text-muted)' }}>
          <ValueGrid
            ticks={scale.ticks}
            y={y}
            left={MARGIN.left}
            right={width - MARGIN.right}
            format={formatMoneyCompact}
          />
          {trend.map((month, index) => {
            const center = MARGIN.left + band * (index + 0.5);
            // Label from the newest month backwards, so the latest month is always named.
            const labelled = (trend.length - 1 - index) % labelEvery === 0;
            let stacked = 0;
            return (
              <g key={month.month}>
                <title>
                  {`${formatMonth(month.month)}: ${formatMoney(month.total)} (${COST_SERIES.map(
                    (series) => `${series.label.toLowerCase()} ${formatMoney(month[series.key])}`,
                  ).join(', ')})`}
                </title>
                {COST_SERIES.map((series, seriesIndex) => {
                  const value = Math.max(0, month[series.key]);
                  const top = y(stacked + value);
                  const bottom = y(stacked);
                  stacked += value;
                  return (
                    <rect
                      key={series.key}
                      x={center - barWidth / 2}
                      y={top}
                      width={barWidth}
                      height={Math.max(0, bottom - top)}
                      rx={seriesIndex === COST_SERIES.length - 1 ? 2 : 0}
                      style={{ fill: seriesColor(seriesIndex), stroke: 'var(--cf-color-surface)' }}
                      strokeWidth={1}
                    />
                  );
                })}
                {labelled && (
                  <text x={center} y={HEIGHT - 8} textAnchor="middle">
                    {formatMonthAbbreviation(month.month)}
                  </text>
                )}
              </g>
            );
          })}
        </g>
      </svg>
    </div>
  );
}

export function CostLegend() {
  return (
    <>
      {COST_SERIES.map((series, index) => (
        <LegendItem key={series.key} color={seriesColor(index)} label={series.label} />
      ))}
    </>
  );
}
