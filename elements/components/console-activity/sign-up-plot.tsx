import type { SignUpDay } from '../../../contract/console-activity-answers';
import { formatCount } from '../../core/format';
import { seriesColor } from '../../kit/chart/palette';
import { linearScale, position } from '../../kit/chart/scale';
import { useElementWidth } from '../../kit/chart/use-element-width';
import { ValueGrid } from '../../kit/chart/value-grid';

const HEIGHT = 200;
const MARGIN = { top: 12, right: 24, bottom: 24, left: 40 };
/** Narrower than this per day, only every few days are named on the axis. */
const LABEL_ROOM = 56;

export const SIGN_UP_COLOR = seriesColor(0);

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00.000Z`));

/** Sign-ups per day as bars, oldest at the left, with a few days named along the bottom. */
export function SignUpPlot({ days }: { days: readonly SignUpDay[] }) {
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  const scale = linearScale(Math.max(0, ...days.map((day) => day.count)), 4);
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(1, Math.min(24, slot * 0.72));
  const y = (value: number) => MARGIN.top + plotHeight - position(value, scale, plotHeight);
  const labelEvery = Math.max(1, Math.ceil(LABEL_ROOM / slot));
  return (
    <div ref={ref}>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} width="100%" height={HEIGHT} role="presentation" part="plot">
        <g style={{ fontSize: 11, fill: 'var(--cf-color-text-muted)' }}>
          <ValueGrid
            ticks={scale.ticks.filter((tick) => Number.isInteger(tick))}
            y={y}
            left={MARGIN.left}
            right={width - MARGIN.right}
            format={formatCount}
          />
          {days.map((day, index) =>
            (days.length - 1 - index) % labelEvery === 0 ? (
              <text key={day.day} x={MARGIN.left + slot * (index + 0.5)} y={HEIGHT - 6} textAnchor="middle">
                {dayLabel(day.day)}
              </text>
            ) : null,
          )}
        </g>
        {days.map((day, index) =>
          day.count > 0 ? (
            <rect
              key={day.day}
              x={MARGIN.left + slot * (index + 0.5) - barWidth / 2}
              y={y(day.count)}
              width={barWidth}
              height={Math.max(1, y(0) - y(day.count))}
              rx={Math.min(3, barWidth / 3)}
              style={{ fill: SIGN_UP_COLOR }}
            />
          ) : null,
        )}
      </svg>
    </div>
  );
}
