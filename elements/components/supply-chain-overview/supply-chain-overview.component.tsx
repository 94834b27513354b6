import { useEffect } from 'react';
import type { SupplyChainOverview as Overview } from '../../../contract/product-answers';
import { hasApiToken } from '../../core/token-storage';
import type { KitProps } from '../../kit/define-element';
import { emit } from '../../kit/events';
import { ErrorNotice } from '../../kit/ui/error-notice';
import { SignedOutNotice } from '../../kit/ui/signed-out-notice';
import { useRemoteData } from '../../kit/use-remote-data';
import {
  type Answer,
  asAnswer,
  loadOverview,
  SUPPLY_CHAIN_LOAD_ERROR,
  SUPPLY_CHAIN_NOT_IN_PLAN,
} from './load-overview';
import { OverviewBody } from './overview-body';
import { LoadingState, NotInPlan } from './overview-states';
import { formatDay } from '../../core/calendar-format';
import { channelLabel, normalizeOverview } from './supply-chain-figures';
import type { SupplyChainOverviewProps } from './supply-chain-overview.props';
import { NoticeCard, Header, Root } from './supply-chain-overview.styles';

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
    signedIn: hasApiToken,
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
        <NoticeCard>
          <ErrorNotice
            message={`${SUPPLY_CHAIN_LOAD_ERROR} ${remote.error?.message ?? ''}`.trim()}
            onRetry={remote.retry}
          />
        </NoticeCard>
      )}
      {remote.status === 'signed-out' && (
        <NoticeCard>
          <SignedOutNotice textKey="signedOut.supplyChain" />
        </NoticeCard>
      )}
      {remote.status === 'loaded' && forbidden !== null && <NotInPlan />}
      {remote.status === 'loaded' && shown && <OverviewBody overview={shown} />}
    </Root>
  );
}
