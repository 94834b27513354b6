import type { UsageView } from '../../core/api-types';
import { formatCount, formatMoney } from '../../core/format';
import { fetchUsage } from '../../core/product-api';
import { ChartFigure, LegendItem } from '../../kit/chart/chart-figure';
import { type FigureColumn, FiguresTable } from '../../kit/chart/figures-table';
import type { KitProps } from '../../kit/define-element';
import { RemoteCard } from '../../kit/ui/remote-card';
import { useMemberData } from '../../kit/use-member-data';
import type { UsageChartProps } from './usage-chart.props';
import { Headline, Warning } from './usage-chart.styles';
import { monthOf, showsCeiling, type UsagePoint, usageFigures, usageSummary } from './usage-figures';
import { CEILING_COLOR, CHAT_COLOR, PACE_COLOR, UsagePlot, VOICE_COLOR } from './usage-plot';

export const USAGE_LOAD_ERROR = 'Unable to load token usage.';

const empty: UsageView = {
  month: new Date().toISOString().slice(0, 7),
  days_in_month: 30,
  day_of_month: 1,
  days: [],
  tokens_used: 0,
  projected_monthly_tokens: 0,
  total_purchased_tokens: 0,
  remaining_tokens: 0,
  current_balance: 0,
};

const columns: readonly FigureColumn<UsagePoint>[] = [
  { header: 'Day', cell: (row) => row.date, rowHeader: true },
  { header: 'Chat tokens', cell: (row) => formatCount(row.chat), numeric: true },
  { header: 'Voice tokens', cell: (row) => formatCount(row.voice), numeric: true },
  { header: 'Total', cell: (row) => formatCount(row.chat + row.voice), numeric: true },
  { header: 'Month so far', cell: (row) => formatCount(row.cumulativeTotal), numeric: true },
];

export function UsageChart(props: UsageChartProps & KitProps) {
  const remote = useMemberData(props, 'usage', { load: fetchUsage, failure: USAGE_LOAD_ERROR });
  const view = remote.data ?? empty;
  const figures = usageFigures(view);
  const month = monthOf(view.month);
  return (
    <RemoteCard
      title={<>Token usage in {month}</>}
      loadingLabel="Loading token usage"
      remote={remote}
      signedOutText="signedOut.usage"
    >
      <Headline part="headline">
        <div>
          <dt>Used so far</dt>
          <dd>{formatCount(figures.used)}</dd>
        </div>
        <div>
          <dt>Projected</dt>
          <dd>{formatCount(figures.projected)}</dd>
        </div>
        <div>
          <dt>Tokens remaining</dt>
          <dd>
            {figures.runsOutThisMonth ? (
              <Warning>{formatCount(figures.remaining)}</Warning>
            ) : (
              formatCount(figures.remaining)
            )}
          </dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd>{formatMoney(view.current_balance)}</dd>
        </div>
      </Headline>
      {remote.status !== 'loading' && (
        <ChartFigure
          title="Tokens per day, added up"
          summary={usageSummary(view, figures)}
          legend={
            <>
              <LegendItem color={CHAT_COLOR} label="Chat" />
              <LegendItem color={VOICE_COLOR} label="Voice" />
              <LegendItem color={PACE_COLOR} label="Projected pace" marker />
              {showsCeiling(figures) && <LegendItem color={CEILING_COLOR} label="Purchased tokens run out" marker />}
            </>
          }
          chart={<UsagePlot figures={figures} />}
          table={
            <FiguresTable
              caption={`Tokens per day in ${month}`}
              columns={columns}
              rows={figures.points}
              rowKey={(row) => row.date}
              emptyText="No tokens used this month yet."
            />
          }
        />
      )}
    </RemoteCard>
  );
}
