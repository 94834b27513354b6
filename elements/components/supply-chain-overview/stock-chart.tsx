import { LegendItem } from '../../kit/chart/chart-figure';
import { seriesColor } from '../../kit/chart/palette';
import { linearScale, position } from '../../kit/chart/scale';
import { formatCount } from '../../core/format';
import { channelLabel, type StockByWarehouse } from './supply-chain-figures';
import { BarMeta, BarName, BarRow, BarRows, BarTop, BarValue, TickLabels } from './supply-chain-overview.styles';

const WIDTH = 1000;
const BAR_HEIGHT = 14;
const MARKER_COLOR = 'var(--cf-color-text)';

/**
 * Available stock per warehouse as horizontal bars on one scale, split by channel, each with a
 * dashed marker at its reorder points added up. Names and figures are HTML above each bar, so
 * they wrap and keep their size at any width; each bar is an SVG stretched to the row.
 */
export function StockChart({ stock }: { stock: StockByWarehouse }) {
  const scale = linearScale(
    Math.max(1, ...stock.warehouses.flatMap((entry) => [entry.available, entry.reorderPoint])),
    5,
  );
  const x = (value: number) => position(value, scale, WIDTH);
  return (
    <div>
      <BarRows>
        {stock.warehouses.map((entry) => {
          let offset = 0;
          return (
            <BarRow key={entry.warehouse}>
              <BarTop>
                <BarName>{entry.warehouse}</BarName>
                <BarValue>{formatCount(entry.available)} units</BarValue>
              </BarTop>
              <svg
                viewBox={`0 0 ${WIDTH} ${BAR_HEIGHT}`}
                preserveAspectRatio="none"
                width="100%"
                height={BAR_HEIGHT}
                role="presentation"
                part="plot"
              >
                <rect width={WIDTH} height={BAR_HEIGHT} rx={3} style={{ fill: 'var(--cf-color-surface-raised)' }} />
                {entry.byChannel.map((units, index) => {
                  const start = offset;
                  offset += Math.max(0, units);
                  const width = x(offset) - x(start);
                  return width > 0 ? (
                    <rect
                      key={stock.channels[index]}
                      x={x(start)}
                      y={0}
                      width={width}
                      height={BAR_HEIGHT}
                      style={{ fill: seriesColor(index), stroke: 'var(--cf-color-surface)' }}
                      strokeWidth={1.5}
                      vectorEffect="non-scaling-stroke"
                    />
                  ) : null;
                })}
                {entry.reorderPoint > 0 && (
                  // A halo in the card's colour keeps the marker visible on every bar colour.
                  <g>
                    <line
                      x1={x(entry.reorderPoint)}
                      x2={x(entry.reorderPoint)}
                      y1={-2}
                      y2={BAR_HEIGHT + 2}
                      style={{ stroke: 'var(--cf-color-surface)' }}
                      strokeWidth={4}
                      vectorEffect="non-scaling-stroke"
                    />
                    <line
                      x1={x(entry.reorderPoint)}
                      x2={x(entry.reorderPoint)}
                      y1={-2}
                      y2={BAR_HEIGHT + 2}
                      style={{ stroke: MARKER_COLOR }}
                      strokeWidth={2}
                      strokeDasharray="3 2"
                      vectorEffect="non-scaling-stroke"
                    />
                  </g>
                )}
              </svg>
              <BarMeta>
                Reorder points {formatCount(entry.reorderPoint)}
                {entry.positionsAtRisk > 0 && (
                  <strong>
                    {' · '}
                    {entry.positionsAtRisk} {entry.positionsAtRisk === 1 ? 'position' : 'positions'} at risk
                  </strong>
                )}
              </BarMeta>
            </BarRow>
          );
        })}
      </BarRows>
      <TickLabels>
        {scale.ticks.map((tick) => (
          <span key={tick} style={{ left: `${(x(tick) / WIDTH) * 100}%` }}>
            {formatCount(tick)}
          </span>
        ))}
      </TickLabels>
    </div>
  );
}

export function StockLegend({ stock }: { stock: StockByWarehouse }) {
  return (
    <>
      {stock.channels.map((channel, index) => (
        <LegendItem key={channel} color={seriesColor(index)} label={channelLabel(channel)} />
      ))}
      <LegendItem color={MARKER_COLOR} label="Reorder points" marker />
    </>
  );
}
