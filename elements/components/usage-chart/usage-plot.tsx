import { seriesColor } from '../../kit/chart/palette';
import { linearScale } from '../../kit/chart/scale';
import { useChartFrame, ValueChart } from '../../kit/chart/value-chart';
import { formatTokensCompact, showsCeiling, type UsageFigures } from './usage-figures';

const HEIGHT = 240;
const MARGIN = { top: 14, right: 12, bottom: 26, left: 48 };
/** Narrower than this per day, only every few days are named on the axis. */
const LABEL_ROOM = 28;

export const CHAT_COLOR = seriesColor(0);
export const VOICE_COLOR = seriesColor(1);
export const PACE_COLOR = 'var(--cf-color-secondary)';
export const CEILING_COLOR = 'var(--cf-color-danger)';

/**
 * Tokens used this month, added up day by day (chat below, voice on top), the month's pace as a
 * dashed line to its last day, and, when the pace comes near it, the line where the purchased
 * tokens run out.
 */
export function UsagePlot({ figures }: { figures: UsageFigures }) {
  const frame = useChartFrame(640, HEIGHT, MARGIN);
  const { width, plotWidth, plotHeight } = frame;
  const ceiling = showsCeiling(figures);
  const scale = linearScale(
    Math.max(figures.projected, figures.used, ceiling ? figures.ceiling : 0),
    width < 420 ? 4 : 5,
  );
  const x = (day: number) => MARGIN.left + (day / figures.daysInMonth) * plotWidth;
  const y = frame.yOn(scale);
  const area = (
    value: (point: UsageFigures['points'][number]) => number,
    base: (point: UsageFigures['points'][number]) => number,
  ) => {
    const top = figures.points.map((point) => `${x(point.day)},${y(value(point))}`);
    const bottom = [...figures.points].reverse().map((point) => `${x(point.day)},${y(base(point))}`);
    return `M${x(0)},${y(0)} L${top.join(' L')} L${bottom.join(' L')} Z`;
  };
  const labelEvery = Math.max(1, Math.ceil(LABEL_ROOM / (plotWidth / figures.daysInMonth)));
  const labelledDays = Array.from({ length: figures.daysInMonth }, (_, index) => index + 1).filter(
    (day) => day === 1 || day % labelEvery === 0,
  );
  return (
    <ValueChart
      frame={frame}
      scale={scale}
      format={formatTokensCompact}
      axis={labelledDays.map((day) => (
        <text key={day} x={x(day)} y={HEIGHT - 8} textAnchor="middle">
          {day}
        </text>
      ))}
    >
      {figures.points.length > 0 && (
        <>
          <path
            d={area(
              (point) => point.cumulativeChat,
              () => 0,
            )}
            style={{ fill: CHAT_COLOR, opacity: 0.85 }}
          />
          <path
            d={area(
              (point) => point.cumulativeTotal,
              (point) => point.cumulativeChat,
            )}
            style={{ fill: VOICE_COLOR, opacity: 0.85 }}
          />
        </>
      )}
      <line
        x1={x(0)}
        y1={y(0)}
        x2={x(figures.daysInMonth)}
        y2={y(figures.projected)}
        style={{ stroke: PACE_COLOR }}
        strokeWidth={2}
        strokeDasharray="6 4"
      />
      <circle cx={x(figures.daysInMonth)} cy={y(figures.projected)} r={3.5} style={{ fill: PACE_COLOR }} />
      {ceiling && (
        <line
          x1={MARGIN.left}
          x2={width - MARGIN.right}
          y1={y(figures.ceiling)}
          y2={y(figures.ceiling)}
          style={{ stroke: CEILING_COLOR }}
          strokeWidth={1.5}
          strokeDasharray="2 3"
        />
      )}
      <line
        x1={x(figures.dayOfMonth)}
        x2={x(figures.dayOfMonth)}
        y1={MARGIN.top}
        y2={MARGIN.top + plotHeight}
        style={{ stroke: 'var(--cf-color-text-muted)' }}
        strokeWidth={1}
        opacity={0.5}
      />
    </ValueChart>
  );
}
