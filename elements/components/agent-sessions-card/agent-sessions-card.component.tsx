import { useId } from 'react';
import type { AgentStats } from '../../core/api-types';
import { formatCount, monthName } from '../../core/format';
import { fetchAgentStats } from '../../core/product-api';
import type { KitProps } from '../../kit/define-element';
import { Card, CardBody, CardTitle, FigureLabel, FigureList, HeadlineFigure } from '../../kit/ui/card';
import { ErrorNotice } from '../../kit/ui/error-notice';
import { LoadingBar } from '../../kit/ui/loading-bar';
import { useRemoteData } from '../../kit/use-remote-data';
import type { Agent, AgentSessionsCardProps } from './agent-sessions-card.props';

export const AGENT_STATS_LOAD_ERROR = 'Unable to load agent sessions.';

const TITLES: Record<Agent, string> = { chat: 'Chat Agent Sessions', voice: 'Voice Agent Sessions' };

function sessions(stats: AgentStats | undefined, agent: Agent) {
  if (!stats) return { month: 0, total: 0 };
  return agent === 'voice'
    ? { month: stats.monthly_voice_sessions, total: stats.total_voice_sessions }
    : { month: stats.monthly_chat_sessions, total: stats.total_chat_sessions };
}

export function AgentSessionsCard({ agent, stats, host }: AgentSessionsCardProps & KitProps) {
  const titleId = useId();
  const kind: Agent = agent === 'voice' ? 'voice' : 'chat';
  const remote = useRemoteData({
    load: fetchAgentStats,
    preloaded: stats,
    currentPreloaded: () => (host as HTMLElement & AgentSessionsCardProps).stats,
    failure: { message: AGENT_STATS_LOAD_ERROR, element: { host, event: 'agent-sessions-card-error' } },
  });
  const figures = sessions(remote.data, kind);
  return (
    <Card part="card" aria-labelledby={titleId} aria-busy={remote.status === 'loading'}>
      {remote.status === 'loading' && <LoadingBar label="Loading sessions" />}
      <CardBody>
        <CardTitle part="title" id={titleId}>
          {TITLES[kind]}
        </CardTitle>
        <FigureLabel>{monthName(new Date())}</FigureLabel>
        <HeadlineFigure part="month">{formatCount(figures.month)}</HeadlineFigure>
        <FigureList>
          <div>
            <dt>Total to date</dt>
            <dd part="total">{formatCount(figures.total)}</dd>
          </div>
        </FigureList>
      </CardBody>
      {remote.status === 'error' && <ErrorNotice message={AGENT_STATS_LOAD_ERROR} onRetry={remote.retry} />}
    </Card>
  );
}
