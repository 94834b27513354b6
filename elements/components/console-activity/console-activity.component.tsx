import { useEffect, useState } from 'react';
import {
  ACTIVE_WITHIN_DAYS,
  type ActivityPeriod,
  type ConsoleActivity as Activity,
  type PlanHolders,
  type SignUpDay,
} from '../../../contract/console-activity-answers';
import type { ConsoleMemberMode } from '../../../contract/console-answers';
import { consoleClient } from '../../core/console-client';
import { formatDay } from '../../core/calendar-format';
import { formatCount } from '../../core/format';
import { ChartFigure, LegendItem } from '../../kit/chart/chart-figure';
import { type FigureColumn, FiguresTable } from '../../kit/chart/figures-table';
import { ChoiceGroup } from '../../kit/console/choice-group';
import { Section } from '../../kit/console/console-controls';
import type { KitProps } from '../../kit/define-element';
import { ErrorNotice } from '../../kit/ui/error-notice';
import { LoadingBar } from '../../kit/ui/loading-bar';
import { useRemoteData } from '../../kit/use-remote-data';
import { planSummary, revenueText, signUpSummary, totalSignUps } from './activity-figures';
import type { ConsoleActivityProps } from './console-activity.props';
import { Charts, Controls, Empty, Headline, Page } from './console-activity.styles';
import { FREE_COLOR, PAID_COLOR, PlanPlot } from './plan-plot';
import { SIGN_UP_COLOR, SignUpPlot } from './sign-up-plot';

export const ACTIVITY_LOAD_ERROR = 'Unable to load the activity figures.';

const MODES = [
  { value: 'live', label: 'Live' },
  { value: 'test', label: 'Test mode' },
] as const;

const PERIODS = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
] as const;

const signUpColumns: readonly FigureColumn<SignUpDay>[] = [
  { header: 'Day', cell: (row) => formatDay(row.day), rowHeader: true },
  { header: 'Sign-ups', cell: (row) => formatCount(row.count), numeric: true },
];

const planColumns: readonly FigureColumn<PlanHolders>[] = [
  { header: 'Plan', cell: (row) => row.name, rowHeader: true, wrap: true },
  { header: 'Kind', cell: (row) => `${row.free ? 'Free' : 'Paid'}${row.active ? '' : ', retired'}` },
  { header: 'Members', cell: (row) => formatCount(row.members), numeric: true },
];

/**
 * The activity page: the headline figures of one mode's members, then sign-ups per day and members
 * by plan as charts with their tables. A new mode or period loads again; the figures shown stay
 * until the new ones arrive.
 */
export function ConsoleActivity({ mode = 'live', activity, host }: ConsoleActivityProps & KitProps) {
  const [shownMode, setShownMode] = useState<ConsoleMemberMode>(mode);
  useEffect(() => setShownMode(mode), [mode]);
  const [period, setPeriod] = useState<ActivityPeriod>(30);
  const remote = useRemoteData({
    load: (signal) => consoleClient.activity({ mode: shownMode, days: period }, signal),
    key: `${shownMode}:${period}`,
    preloaded: activity,
    currentPreloaded: () => (host as HTMLElement & ConsoleActivityProps).activity,
    perAccount: false,
    failure: { message: ACTIVITY_LOAD_ERROR, element: { host, event: 'console-activity-error' } },
  });
  const data: Activity | undefined = remote.data;
  const loading = remote.status === 'loading';

  return (
    <Page aria-busy={loading}>
      {loading && <LoadingBar label="Loading the activity figures" />}
      <Controls>
        <ChoiceGroup label="Members shown" value={shownMode} options={MODES} onChange={setShownMode} />
        <ChoiceGroup
          label="Sign-ups over"
          value={String(period) as '30' | '90'}
          options={PERIODS}
          onChange={(value) => setPeriod(Number(value) as ActivityPeriod)}
        />
      </Controls>
      {remote.status === 'error' && (
        <Section>
          <ErrorNotice message={ACTIVITY_LOAD_ERROR} onRetry={remote.retry} />
        </Section>
      )}
      {data && (
        <>
          <Headline part="headline">
            <div>
              <dt>Members</dt>
              <dd>{formatCount(data.totalMembers)}</dd>
            </div>
            <div>
              <dt>Active in the last {ACTIVE_WITHIN_DAYS} days</dt>
              <dd>
                {formatCount(data.activeMembers)}
                <small>signed in at least once</small>
              </dd>
            </div>
            <div>
              <dt>Sign-ups in the last {data.period} days</dt>
              <dd>{formatCount(totalSignUps(data))}</dd>
            </div>
            <div>
              <dt>Monthly recurring revenue</dt>
              <dd>
                {revenueText(data.recurringRevenue)}
                <small>
                  {formatCount(data.recurringRevenue.reduce((sum, entry) => sum + entry.connections, 0))} paying
                  subscriptions
                </small>
              </dd>
            </div>
          </Headline>
          <Charts>
            <Section>
              <ChartFigure
                title="Sign-ups per day"
                summary={signUpSummary(data)}
                legend={<LegendItem color={SIGN_UP_COLOR} label="New members" />}
                chart={<SignUpPlot days={data.signUps} />}
                table={
                  <FiguresTable
                    caption={`Sign-ups per day from ${formatDay(data.from)} to ${formatDay(data.to)}`}
                    columns={signUpColumns}
                    rows={data.signUps}
                    rowKey={(row) => row.day}
                    emptyText="No days to show."
                  />
                }
              />
            </Section>
            <Section>
              {data.membersByPlan.length === 0 ? (
                <Empty>This app has no plans yet.</Empty>
              ) : (
                <ChartFigure
                  title="Members by plan"
                  summary={planSummary(data)}
                  legend={
                    <>
                      <LegendItem color={PAID_COLOR} label="Paid plan" />
                      <LegendItem color={FREE_COLOR} label="Free plan" />
                    </>
                  }
                  chart={<PlanPlot plans={data.membersByPlan} />}
                  table={
                    <FiguresTable
                      caption="Members holding each plan"
                      columns={planColumns}
                      rows={data.membersByPlan}
                      rowKey={(row) => row.planId}
                      emptyText="No plans."
                    />
                  }
                />
              )}
            </Section>
          </Charts>
        </>
      )}
    </Page>
  );
}
