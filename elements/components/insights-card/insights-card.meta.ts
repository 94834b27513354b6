import { elementMeta } from '../../kit/element-meta';
import type { InsightsCardProps } from './insights-card.props';
import { signedOutParts } from '../../kit/ui/signed-out-parts';

export const insightsCardMeta = elementMeta<InsightsCardProps>()({
  tag: 'insights-card',
  summary: "The 'Ai Insights' card: the account's insights text ('Coming Soon' while there is none).",
  attributes: {},
  properties: {
    insights: { type: 'string', description: 'Preloaded insights text; when set, nothing is fetched.' },
  },
  events: {
    'insights-card-error': {
      detail: { message: 'string', reason: 'string' },
      description: 'Loading failed; the card says so and offers a retry.',
    },
  },
  parts: {
    card: 'The card box',
    title: "The 'Ai Insights' heading",
    insights: 'The insights text',
    loading: 'The loading bar shown while the text is fetched',
    error: 'The failure message with its retry button',
    retry: 'The "Try again" button after a failure',
    ...signedOutParts,
  },
  example: `
    <insights-card></insights-card>
    <script type="module">
      document.querySelector('insights-card').insights =
        'Chat sessions are up 12% on last month; voice usage is flat.';
    </script>
  `,
});
