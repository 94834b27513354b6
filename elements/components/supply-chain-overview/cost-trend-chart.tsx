import { formatMoney } from '../../core/format';
import { LegendItem } from '../../kit/chart/chart-figure';
import { seriesColor } from '../../kit/chart/palette';
import { linearScale } from '../../kit/chart/scale';
import { useChartFrame, ValueChart } from '../../kit/chart/value-chart';
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
  const frame = useChartFrame(560, HEIGHT, MARGIN);
  const scale = linearScale(Math.max(0, ...trend.map((month) => month.total)), 5);
  const band = frame.plotWidth / Math.max(1, trend.length);
  const barWidth = Math.min(40, band * 0.64);
  const labelEvery = Math.ceil(LABEL_ROOM / band);
  const y = frame.yOn(scale);
  const center = (index: number) => MARGIN.left + band * (index + 0.5);
  // Label from the newest month backwards, so the latest month is always named.
  const labelled = (index: number) => (trend.length - 1 - index) % labelEvery === 0;
  return (
    <ValueChart
      frame={frame}
      scale={scale}
      format={formatMoneyCompact}
      axis={trend.map(
        (month, index) =>
          labelled(index) && (
            <text key={month.month} x={center(index)} y={HEIGHT - 8} textAnchor="middle">
              {formatMonthAbbreviation(month.month)}
            </text>
          ),
      )}
    >
      {trend.map((month, index) => {
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
                  x={center(index) - barWidth / 2}
                  y={top}
                  width={barWidth}
                  height={Math.max(0, bottom - top)}
                  rx={seriesIndex === COST_SERIES.length - 1 ? 2 : 0}
                  style={{ fill: seriesColor(seriesIndex), stroke: 'var(--cf-color-surface)' }}
                  strokeWidth={1}
                />
              );
            })}
          </g>
        );
      })}
    </ValueChart>
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
