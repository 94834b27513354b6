import { elementMeta } from '../../kit/element-meta';
import type { AgentSessionsCardProps } from './agent-sessions-card.props';
import { signedOutParts } from '../../kit/ui/signed-out-parts';

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
    ...signedOutParts,
  },
  example: `
    <agent-sessions-card agent="voice"></agent-sessions-card>
    <script type="module">
      document.querySelector('agent-sessions-card').stats = {
        total_chat_sessions: 412,
        monthly_chat_sessions: 37,
        total_voice_sessions: 96,
        monthly_voice_sessions: 8,
        monthly_chat_tokens: 182400,
        monthly_voice_tokens: 51200,
        total_purchased_tokens: 2000000,
      };
    </script>
  `,
});
