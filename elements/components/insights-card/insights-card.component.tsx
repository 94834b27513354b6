import styled from 'styled-components';
import { fetchInsights } from '../../core/product-api';
import type { KitProps } from '../../kit/define-element';
import { RemoteCard } from '../../kit/ui/remote-card';
import { useMemberData } from '../../kit/use-member-data';
import type { InsightsCardProps } from './insights-card.props';

export const INSIGHTS_LOAD_ERROR = 'Unable to load insights.';
const NO_INSIGHTS = 'Coming Soon';

/** Plain text, never HTML: line breaks kept, long words wrapped. */
const Text = styled.p`
  margin: 0;
  color: var(--cf-color-text-muted);
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export function InsightsCard(props: InsightsCardProps & KitProps) {
  const remote = useMemberData(props, 'insights', {
    load: async () => (await fetchInsights()).insights,
    failure: INSIGHTS_LOAD_ERROR,
  });
  const text = typeof remote.data === 'string' && remote.data.trim() ? remote.data : NO_INSIGHTS;
  return (
    <RemoteCard title="Ai Insights" loadingLabel="Loading insights" remote={remote} signedOutText="signedOut.insights">
      {remote.status !== 'loading' && <Text part="insights">{text}</Text>}
    </RemoteCard>
  );
}
