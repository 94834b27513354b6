import { elementMeta } from '../../kit/element-meta';
import type { TokensCardProps } from './tokens-card.props';
import { signedOutParts } from '../../kit/ui/signed-out-parts';

export const tokensCardMeta = elementMeta<TokensCardProps>()({
  tag: 'tokens-card',
  summary:
    "The 'Tokens Used' card: this month's chat tokens, voice tokens and their total, and the month's projected tokens with how they are worked out.",
  attributes: {},
  properties: {
    stats: { type: 'AgentStats', description: 'Preloaded agent stats; when set, nothing is fetched.' },
  },
  events: {
    'tokens-card-error': {
      detail: { message: 'string', reason: 'string' },
      description: 'Loading failed; the figures stay at 0 and the card offers a retry.',
    },
  },
  parts: {
    card: 'The card box',
    title: "The 'Tokens Used' heading",
    tokens: 'The list of chat, voice and total tokens',
    projection: 'The projected monthly tokens and the line explaining them',
    loading: 'The loading bar shown while figures are fetched',
    error: 'The failure message with its retry button',
    retry: 'The "Try again" button after a failure',
    ...signedOutParts,
  },
  example: `
    <tokens-card></tokens-card>
    <script type="module">
      document.querySelector('tokens-card').stats = {
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
