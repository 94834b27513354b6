import type { AgentStats } from '../../core/api-types';
import { formatCount, monthName } from '../../core/format';
import { fetchAgentStats } from '../../core/product-api';
import type { KitProps } from '../../kit/define-element';
import { FigureLabel, FigureList, HeadlineFigure } from '../../kit/ui/card';
import { RemoteCard } from '../../kit/ui/remote-card';
import { useMemberData } from '../../kit/use-member-data';
import type { Agent, AgentSessionsCardProps } from './agent-sessions-card.props';

export const AGENT_STATS_LOAD_ERROR = 'Unable to load agent sessions.';

const TITLES: Record<Agent, string> = { chat: 'Chat Agent Sessions', voice: 'Voice Agent Sessions' };

function sessions(stats: AgentStats | undefined, agent: Agent) {
  if (!stats) return { month: 0, total: 0 };
  return agent === 'voice'
    ? { month: stats.monthly_voice_sessions, total: stats.total_voice_sessions }
    : { month: stats.monthly_chat_sessions, total: stats.total_chat_sessions };
}

export function AgentSessionsCard(props: AgentSessionsCardProps & KitProps) {
  const { agent } = props;
  const kind: Agent = agent === 'voice' ? 'voice' : 'chat';
  const remote = useMemberData(props, 'stats', { load: fetchAgentStats, failure: AGENT_STATS_LOAD_ERROR });
  const figures = sessions(remote.data, kind);
  return (
    <RemoteCard title={TITLES[kind]} loadingLabel="Loading sessions" remote={remote} signedOutText="signedOut.sessions">
      <FigureLabel>{monthName(new Date())}</FigureLabel>
      <HeadlineFigure part="month">{formatCount(figures.month)}</HeadlineFigure>
      <FigureList>
        <div>
          <dt>Total to date</dt>
          <dd part="total">{formatCount(figures.total)}</dd>
        </div>
      </FigureList>
    </RemoteCard>
  );
}
