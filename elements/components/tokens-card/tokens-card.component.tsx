import { daysInMonth, projectMonthlyTokens } from '../../../contract/usage-projection';
import { formatCount, monthName } from '../../core/format';
import { fetchAgentStats } from '../../core/product-api';
import type { KitProps } from '../../kit/define-element';
import { FigureLabel, FigureList } from '../../kit/ui/card';
import { RemoteCard } from '../../kit/ui/remote-card';
import { useMemberData } from '../../kit/use-member-data';
import type { TokensCardProps } from './tokens-card.props';
import { Projection, TotalRow } from './tokens-card.styles';

export const TOKENS_LOAD_ERROR = 'Unable to load token usage.';

/** The server counts "this month" by the UTC calendar; so does the projection. */
function monthSoFar(now: Date) {
  const days = daysInMonth(now.getUTCFullYear(), now.getUTCMonth() + 1);
  return { day: now.getUTCDate(), days };
}

export function TokensCard(props: TokensCardProps & KitProps) {
  const remote = useMemberData(props, 'stats', { load: fetchAgentStats, failure: TOKENS_LOAD_ERROR });
  const chat = remote.data?.monthly_chat_tokens ?? 0;
  const voice = remote.data?.monthly_voice_tokens ?? 0;
  const used = chat + voice;
  const now = new Date();
  const { day, days } = monthSoFar(now);
  const projected = projectMonthlyTokens(used, day, days);
  return (
    <RemoteCard title="Tokens Used" loadingLabel="Loading token usage" remote={remote} signedOutText="signedOut.tokens">
      <FigureList part="tokens">
        <div>
          <dt>Chat tokens</dt>
          <dd>{formatCount(chat)}</dd>
        </div>
        <div>
          <dt>Voice tokens</dt>
          <dd>{formatCount(voice)}</dd>
        </div>
        <TotalRow>
          <dt>{monthName(now)} total</dt>
          <dd>{formatCount(used)}</dd>
        </TotalRow>
      </FigureList>
      <Projection part="projection">
        <FigureLabel>Projected this month</FigureLabel>
        <strong>{formatCount(projected)}</strong>
        <p>
          {formatCount(used)} tokens in the first {day} {day === 1 ? 'day' : 'days'}, at the same pace for all {days}{' '}
          days of {monthName(now)}.
        </p>
      </Projection>
    </RemoteCard>
  );
}
