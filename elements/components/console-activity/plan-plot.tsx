import type { PlanHolders } from '../../../contract/console-activity-answers';
import { formatCount } from '../../core/format';
import { seriesColor } from '../../kit/chart/palette';
import { linearScale, position } from '../../kit/chart/scale';
import { useElementWidth } from '../../kit/chart/use-element-width';

const ROW = 30;
const BAR = 16;
const MARGIN = { top: 4, right: 56, bottom: 4 };

export const FREE_COLOR = seriesColor(1);
export const PAID_COLOR = seriesColor(0);

/**
 * Members by plan as horizontal bars, most held first, a free plan's bar in the paler tone: the
 * plan's name over its bar on a phone, beside it on a wider screen.
 */
export function PlanPlot({ plans }: { plans: readonly PlanHolders[] }) {
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  const narrow = width < 480;
  const labelWidth = narrow ? 0 : Math.min(200, width * 0.3);
  const rowHeight = narrow ? ROW + 16 : ROW;
  const sorted = [...plans].sort((a, b) => b.members - a.members);
  const height = MARGIN.top + MARGIN.bottom + sorted.length * rowHeight;
  const scale = linearScale(Math.max(0, ...sorted.map((plan) => plan.members)), 4);
  const barSpace = Math.max(1, width - labelWidth - MARGIN.right - 8);
  return (
    <div ref={ref}>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" height={height} role="presentation" part="plot">
        {sorted.map((plan, index) => {
          const top = MARGIN.top + index * rowHeight;
          const barTop = top + rowHeight - BAR - (ROW - BAR) / 2;
          const length = Math.max(plan.members > 0 ? 2 : 0, position(plan.members, scale, barSpace));
          const x = labelWidth + (narrow ? 0 : 8);
          const bar = (width: number, fill: string) => (
            <rect x={x} y={barTop} width={width} height={BAR} rx={4} style={{ fill }} />
          );
          return (
            <g key={plan.planId} style={{ fontSize: 12 }}>
              <text
                x={narrow ? 0 : labelWidth}
                y={narrow ? top + 12 : barTop + BAR / 2}
                dy={narrow ? undefined : '0.32em'}
                textAnchor={narrow ? 'start' : 'end'}
                style={{ fill: 'var(--cf-color-text)' }}
              >
                {plan.name.length > 28 ? `${plan.name.slice(0, 27)}…` : plan.name}
              </text>
              {/* The whole scale as a track, the plan's members over it. */}
              {bar(barSpace, 'var(--cf-color-surface-raised)')}
              {bar(length, plan.free ? FREE_COLOR : PAID_COLOR)}
              <text
                x={x + barSpace + 6}
                y={barTop + BAR / 2}
                dy="0.32em"
                style={{ fill: 'var(--cf-color-text-muted)', fontVariantNumeric: 'tabular-nums' }}
              >
                {formatCount(plan.members)}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
