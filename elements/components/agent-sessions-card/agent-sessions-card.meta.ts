import { elementMeta } from '../../kit/element-meta';
import type { AgentSessionsCardProps } from './agent-sessions-card.props';

export const agentSessionsCardMeta = elementMeta<AgentSessionsCardProps>()({
  tag: 'agent-sessions-card',
  summary: "The 'Chat Agent Sessions' or 'Voice Agent Sessions' card: this month's sessions and the total to date.",
  attributes: {
    agent: { type: 'string', default: 'chat', description: 'Which agent: `chat` or `voice`.' },
  },
  properties: {
    stats: { type: 'AgentStats', description: 'Preloaded agent stats; when set, nothing is fetched.' },
  },
  events: {
    'agent-sessions-card-error': {
      detail: { message: 'string', reason: 'string' },
      description: 'Loading failed; the figures stay at 0 and the card offers a retry.',
    },
  },
  parts: {
    card: 'The card box',
    title: 'The heading',
    month: "This month's session count",
    total: 'The total to date',
    loading: 'The loading bar shown while figures are fetched',
    error: 'The failure message with its retry button',
    retry: 'The "Try again" button after a failure',
  },
});
