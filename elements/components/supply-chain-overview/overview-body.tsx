import { useMemo } from 'react';
import type { SupplyChainOverview as Overview } from '../../../contract/product-answers';
import { formatCount, formatMoney } from '../../core/format';
import { ChartFigure } from '../../kit/chart/chart-figure';
import { CostTable } from './cost-table';
import { CostLegend, CostTrendChart } from './cost-trend-chart';
import { InTransitPanel } from './in-transit-panel';
import { EmptyState } from './overview-states';
import { StockChart, StockLegend } from './stock-chart';
import { StockTable } from './stock-table';
import { StockoutRisksPanel } from './stockout-risks-panel';
import {
  costSummary,
  costTrend,
  headlineFigures,
  headlineNotes,
  isEmptyOverview,
  riskRows,
  stockByWarehouse,
  stockSummary,
  transitRows,
} from './supply-chain-figures';
import { Card, Charts, Headline, Tile, TileFigure, TileNote } from './supply-chain-overview.styles';

/** The loaded overview: the headline figures, the stock and cost charts, and the tables below them. */
export function OverviewBody({ overview }: { overview: Overview }) {
  const figures = useMemo(() => {
    const headline = headlineFigures(overview);
    const stock = stockByWarehouse(overview);
    const trend = costTrend(overview.warehouse_costs);
    return {
      headline,
      notes: headlineNotes(headline),
      stock,
      stockSummary: stockSummary(stock, headline.positionsAtRisk),
      trend,
      costSummary: costSummary(trend),
      transit: transitRows(overview),
      risks: riskRows(overview),
    };
  }, [overview]);
  if (isEmptyOverview(overview)) return <EmptyState channel={overview.channel} />;
  const { headline, notes, stock, trend } = figures;
  return (
    <>
      <Headline part="headline">
        <HeadlineFigure label="Stock available" value={formatCount(headline.stockAvailable)} note={notes.stock} />
        <HeadlineFigure label="Units in transit" value={formatCount(headline.unitsInTransit)} note={notes.transit} />
        <HeadlineFigure
          label="Positions at risk"
          value={formatCount(headline.positionsAtRisk)}
          note={notes.risk}
          tone={headline.positionsAtRisk > 0 ? 'danger' : undefined}
        />
        <HeadlineFigure
          label="Warehouse cost this month"
          value={formatMoney(headline.costThisMonth)}
          note={notes.cost}
        />
      </Headline>
      <Charts>
        <Card>
          <ChartFigure
            title="Stock by warehouse"
            summary={figures.stockSummary}
            legend={stock.warehouses.length > 0 && <StockLegend stock={stock} />}
            chart={stock.warehouses.length > 0 ? <StockChart stock={stock} /> : null}
            table={<StockTable stock={stock} />}
          />
        </Card>
        <Card>
          <ChartFigure
            title="Warehouse costs, last 12 months"
            summary={figures.costSummary}
            legend={trend.length > 0 && <CostLegend />}
            chart={trend.length > 0 ? <CostTrendChart trend={trend} /> : null}
            table={<CostTable trend={trend} />}
          />
        </Card>
      </Charts>
      <InTransitPanel rows={figures.transit} asOf={overview.as_of} />
      <StockoutRisksPanel rows={figures.risks} />
    </>
  );
}

function HeadlineFigure({ label, value, note, tone }: { label: string; value: string; note: string; tone?: 'danger' }) {
  return (
    <Tile part="figure">
      <dt>{label}</dt>
      <TileFigure $tone={tone}>{value}</TileFigure>
      <TileNote>{note}</TileNote>
    </Tile>
  );
}
