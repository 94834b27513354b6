import { type ReactNode, useEffect, useId, useMemo } from 'react';
import {
  SUPPLY_CHAIN_CHANNELS,
  type SupplyChainChannel,
  type SupplyChainOverview as Overview,
} from '../../core/contract/product-answers';
import { formatCount, formatMoney } from '../../core/format';
import { fetchSupplyChainOverview } from '../../core/product-api';
import { toClientError } from '../../core/client-error';
import { ChartFigure } from '../../kit/chart/chart-figure';
import { type FigureColumn, FiguresTable } from '../../kit/chart/figures-table';
import type { KitProps } from '../../kit/define-element';
import { emit } from '../../kit/events';
import { ErrorNotice } from '../../kit/ui/error-notice';
import { LoadingBar } from '../../kit/ui/loading-bar';
import { useRemoteData } from '../../kit/use-remote-data';
import { CostLegend, CostTrendChart } from './cost-trend-chart';
import { StockChart, StockLegend } from './stock-chart';
import {
  COST_SERIES,
  channelLabel,
  costSummary,
  costTrend,
  formatDay,
  formatMonth,
  headlineFigures,
  headlineNotes,
  isEmptyOverview,
  landingText,
  type MonthCost,
  normalizeOverview,
  type RiskRow,
  riskRows,
  stockByWarehouse,
  stockSummary,
  type TransitRow,
  transitRows,
  type WarehouseStock,
} from './supply-chain-figures';
import type { SupplyChainOverviewProps } from './supply-chain-overview.props';
import {
  Card,
  Charts,
  Count,
  ErrorCard,
  Header,
  Headline,
  LoadingFrame,
  Meter,
  Mono,
  Muted,
  Panel,
  PanelHeader,
  Pill,
  Root,
  Shortfall,
  Skeleton,
  StateCard,
  Tile,
  TileFigure,
  TileNote,
} from './supply-chain-overview.styles';

export const SUPPLY_CHAIN_LOAD_ERROR = 'Unable to load the supply-chain overview.';
export const SUPPLY_CHAIN_NOT_IN_PLAN = "The supply-chain view is not part of your account's plan.";

type Answer = { kind: 'overview'; overview: Overview } | { kind: 'forbidden'; reason: string };

const isChannel = (value: string): value is SupplyChainChannel =>
  (SUPPLY_CHAIN_CHANNELS as readonly string[]).includes(value);

/** A 403 is an answer, not a failure: the account's plan has no supply-chain view, and retrying changes nothing. */
async function loadOverview(channel: string): Promise<Answer> {
  if (!isChannel(channel)) {
    throw new Error(`There is no channel "${channel}": use ${SUPPLY_CHAIN_CHANNELS.join(', ')}.`);
  }
  try {
    return { kind: 'overview', overview: await fetchSupplyChainOverview(channel) };
  } catch (error) {
    const failure = toClientError(error);
    if (failure.kind === 'forbidden') return { kind: 'forbidden', reason: failure.message };
    throw failure;
  }
}

const asAnswer = (overview: Overview | undefined): Answer | undefined =>
  overview === undefined ? undefined : { kind: 'overview', overview };

export function SupplyChainOverview({ channel, overview, host }: SupplyChainOverviewProps & KitProps) {
  const selected = channel || 'total';
  // Another channel is another overview: mounting anew loads it and drops the previous one's figures.
  return <ChannelOverview key={selected} channel={selected} overview={overview} host={host} />;
}

function ChannelOverview({ channel, overview, host }: { channel: string; overview?: Overview; host: HTMLElement }) {
  const remote = useRemoteData<Answer>({
    load: () => loadOverview(channel),
    preloaded: asAnswer(overview),
    currentPreloaded: () => asAnswer((host as HTMLElement & SupplyChainOverviewProps).overview),
    failure: { message: SUPPLY_CHAIN_LOAD_ERROR, element: { host, event: 'supply-chain-overview-error' } },
  });
  const forbidden = remote.data?.kind === 'forbidden' ? remote.data.reason : null;
  useEffect(() => {
    if (forbidden !== null)
      emit(host, 'supply-chain-overview-error', { message: SUPPLY_CHAIN_NOT_IN_PLAN, reason: forbidden });
  }, [forbidden, host]);

  const shown = remote.data?.kind === 'overview' ? normalizeOverview(remote.data.overview, channel) : null;
  const label = channelLabel(shown?.channel ?? channel);
  return (
    <Root part="overview" aria-busy={remote.status === 'loading'}>
      <Header part="header">
        <h2>Supply chain overview</h2>
        <p>
          {shown?.channel === 'total' || (!shown && channel === 'total') ? label : `${label} channel`}
          {shown?.as_of ? ` · figures as of ${formatDay(shown.as_of)}` : ''}
        </p>
      </Header>
      {remote.status === 'loading' && <LoadingState />}
      {remote.status === 'error' && (
        <ErrorCard>
          <ErrorNotice
            message={`${SUPPLY_CHAIN_LOAD_ERROR} ${remote.error?.message ?? ''}`.trim()}
            onRetry={remote.retry}
          />
        </ErrorCard>
      )}
      {remote.status === 'loaded' && forbidden !== null && <NotInPlan />}
      {remote.status === 'loaded' && shown && <OverviewBody overview={shown} />}
    </Root>
  );
}

function LoadingState() {
  return (
    <>
      <LoadingFrame>
        <LoadingBar label="Loading the supply-chain overview" />
      </LoadingFrame>
      <div aria-hidden="true" style={{ display: 'grid', gap: 16 }}>
        <Headline as="div">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} $height={92} />
          ))}
        </Headline>
        <Charts>
          <Skeleton $height={280} />
          <Skeleton $height={280} />
        </Charts>
      </div>
    </>
  );
}

function NotInPlan() {
  return (
    <StateCard part="forbidden" role="status">
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
        <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" strokeLinecap="round" />
      </svg>
      <h3>{SUPPLY_CHAIN_NOT_IN_PLAN}</h3>
      <p>
        Stock by warehouse, purchase orders in transit, stockout risks and warehouse costs come with a Chain Forge
        supply-chain plan. Ask your account owner to add one to see them here.
      </p>
    </StateCard>
  );
}

function EmptyState({ channel }: { channel: string }) {
  return (
    <StateCard part="empty">
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M3.5 8 12 3.5 20.5 8v8L12 20.5 3.5 16Z" strokeLinejoin="round" />
        <path d="M3.5 8 12 12.5 20.5 8M12 12.5v8" strokeLinejoin="round" />
      </svg>
      <h3>
        {channel === 'total'
          ? 'No inventory in any channel yet'
          : `No inventory in the ${channelLabel(channel)} channel yet`}
      </h3>
      <p>
        Stock, purchase orders in transit and warehouse costs appear here once a warehouse holds goods for this channel.
        Choose another channel to see its figures.
      </p>
    </StateCard>
  );
}

function OverviewBody({ overview }: { overview: Overview }) {
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
      <TablePanel
        title="Purchase orders in transit"
        count={figures.transit.length}
        note={`Soonest landing first; days counted from ${formatDay(overview.as_of)}.`}
      >
        <FiguresTable
          caption="Purchase orders in transit, soonest landing first"
          columns={transitColumns}
          rows={figures.transit}
          rowKey={(row) => row.po_id}
          emptyText="No purchase orders are in transit."
        />
      </TablePanel>
      <TablePanel
        title="Stockout risks"
        count={figures.risks.length}
        note="Positions below their reorder point, most urgent first, with what is already on its way for the SKU."
      >
        <FiguresTable
          caption="Stockout risks, most urgent first"
          columns={riskColumns}
          rows={figures.risks}
          rowKey={(row) => `${row.sku}|${row.warehouse}|${row.channel}`}
          emptyText="No position is below its reorder point."
        />
      </TablePanel>
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

function TablePanel({
  title,
  count,
  note,
  children,
}: {
  title: string;
  count: number;
  note: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Panel part="panel" aria-labelledby={titleId}>
      <PanelHeader>
        <h3 id={titleId}>{title}</h3>
        <Count aria-label={`${count} ${count === 1 ? 'row' : 'rows'}`}>{formatCount(count)}</Count>
        <p>{note}</p>
      </PanelHeader>
      {children}
    </Panel>
  );
}

function StockTable({ stock }: { stock: ReturnType<typeof stockByWarehouse> }) {
  const columns: FigureColumn<WarehouseStock>[] = [
    { header: 'Warehouse', rowHeader: true, wrap: true, cell: (row) => row.warehouse },
    ...stock.channels.map(
      (channel, index): FigureColumn<WarehouseStock> => ({
        header: channelLabel(channel),
        numeric: true,
        cell: (row) => formatCount(row.byChannel[index] ?? 0),
      }),
    ),
    { header: 'Available', numeric: true, cell: (row) => formatCount(row.available) },
    { header: 'Reorder points', numeric: true, cell: (row) => formatCount(row.reorderPoint) },
    { header: 'Positions at risk', numeric: true, cell: (row) => formatCount(row.positionsAtRisk) },
  ];
  const total = (value: (row: WarehouseStock) => number) =>
    formatCount(stock.warehouses.reduce((sum, row) => sum + value(row), 0));
  return (
    <FiguresTable
      caption="Available units by warehouse and channel"
      columns={columns}
      rows={stock.warehouses}
      rowKey={(row) => row.warehouse}
      emptyText="No stock is held for this channel."
      footer={[
        'Total',
        ...stock.channels.map((_, index) => total((row) => row.byChannel[index] ?? 0)),
        total((row) => row.available),
        total((row) => row.reorderPoint),
        total((row) => row.positionsAtRisk),
      ]}
    />
  );
}

const costColumns: readonly FigureColumn<MonthCost>[] = [
  { header: 'Month', rowHeader: true, cell: (row) => formatMonth(row.month) },
  ...COST_SERIES.map(
    (series): FigureColumn<MonthCost> => ({
      header: series.label,
      numeric: true,
      cell: (row) => formatMoney(row[series.key]),
    }),
  ),
  { header: 'Total', numeric: true, cell: (row) => formatMoney(row.total) },
];

function CostTable({ trend }: { trend: readonly MonthCost[] }) {
  const total = (key: keyof Omit<MonthCost, 'month'>) => formatMoney(trend.reduce((sum, row) => sum + row[key], 0));
  return (
    <FiguresTable
      caption="Warehouse costs by month, oldest first"
      columns={costColumns}
      rows={trend}
      rowKey={(row) => row.month}
      emptyText="No warehouse costs are recorded."
      footer={[
        `${trend.length} ${trend.length === 1 ? 'month' : 'months'}`,
        ...COST_SERIES.map((series) => total(series.key)),
        total('total'),
      ]}
    />
  );
}

const landingTone = (days: number) => (days < 0 ? 'late' : days <= 3 ? 'soon' : 'later');

const transitColumns: readonly FigureColumn<TransitRow>[] = [
  { header: 'PO', rowHeader: true, cell: (row) => <Mono>{row.po_id}</Mono> },
  { header: 'SKU', cell: (row) => <Mono>{row.sku}</Mono> },
  { header: 'Product', wrap: true, cell: (row) => row.product_name },
  { header: 'Warehouse', wrap: true, cell: (row) => row.warehouse },
  { header: 'Quantity', numeric: true, cell: (row) => formatCount(row.quantity) },
  { header: 'Carrier', cell: (row) => row.carrier },
  { header: 'Expected landing', cell: (row) => formatDay(row.expected_landing) },
  {
    header: 'Until landing',
    cell: (row) => <Pill $tone={landingTone(row.daysUntilLanding)}>{landingText(row.daysUntilLanding)}</Pill>,
  },
];

function CoverageMeter({ available, reorderPoint }: { available: number; reorderPoint: number }) {
  const share = reorderPoint > 0 ? Math.min(1, Math.max(0, available / reorderPoint)) : 1;
  return (
    <Meter>
      <svg width="40" height="6" viewBox="0 0 40 6" aria-hidden="true">
        <rect width="40" height="6" rx="3" style={{ fill: 'var(--cf-color-surface-raised)' }} />
        <rect width={Math.max(3, 40 * share)} height="6" rx="3" style={{ fill: 'var(--cf-color-danger)' }} />
      </svg>
      {formatCount(available)}
    </Meter>
  );
}

const riskColumns: readonly FigureColumn<RiskRow>[] = [
  { header: 'SKU', rowHeader: true, cell: (row) => <Mono>{row.sku}</Mono> },
  { header: 'Product', wrap: true, cell: (row) => row.product_name },
  { header: 'Warehouse', wrap: true, cell: (row) => row.warehouse },
  { header: 'Channel', cell: (row) => channelLabel(row.channel) },
  {
    header: 'Available',
    numeric: true,
    cell: (row) => <CoverageMeter available={row.available} reorderPoint={row.reorder_point} />,
  },
  { header: 'Reorder point', numeric: true, cell: (row) => formatCount(row.reorder_point) },
  { header: 'Shortfall', numeric: true, cell: (row) => <Shortfall>{formatCount(row.shortfall)}</Shortfall> },
  {
    header: 'In transit',
    cell: (row) =>
      row.inTransit > 0 ? (
        <>
          {formatCount(row.inTransit)} <Muted>· lands {formatDay(row.nextLanding ?? '')}</Muted>
        </>
      ) : (
        <Muted>None</Muted>
      ),
  },
];
