import { elementMeta } from '../../kit/element-meta';
import type { UsageChartProps } from './usage-chart.props';
import { signedOutParts } from '../../kit/ui/signed-out-parts';

export const usageChartMeta = elementMeta<UsageChartProps>()({
  tag: 'usage-chart',
  summary:
    "This month's chat and voice tokens day by day, the month's projected tokens as a pace line, and the purchased tokens and balance that remain; its figures also as a table and a one-line summary.",
  attributes: {},
  properties: {
    usage: { type: 'UsageView', description: 'Preloaded usage (GET /api/stats/usage); when set, nothing is fetched.' },
  },
  events: {
    'usage-chart-error': {
      detail: { message: 'string', reason: 'string' },
      description: 'Loading failed; the card says so and offers a retry.',
    },
  },
  parts: {
    card: 'The card box',
    title: 'The heading',
    headline: 'The headline figures: used, projected, remaining tokens and the balance',
    chart: 'The chart with its summary, legend and table',
    summary: 'The one-line summary of the chart',
    plot: 'The chart picture (SVG)',
    loading: 'The loading bar shown while figures are fetched',
    error: 'The failure message with its retry button',
    retry: 'The "Try again" button after a failure',
    ...signedOutParts,
  },
  example: `
    <usage-chart></usage-chart>
    <script type="module">
      document.querySelector('usage-chart').usage = {
        month: '2026-11',
        days_in_month: 30,
        day_of_month: 4,
        days: [
          { date: '2026-11-01', chat_tokens: 12000, voice_tokens: 3000 },
          { date: '2026-11-02', chat_tokens: 9500, voice_tokens: 0 },
          { date: '2026-11-03', chat_tokens: 14200, voice_tokens: 5100 },
          { date: '2026-11-04', chat_tokens: 8000, voice_tokens: 2200 },
        ],
        tokens_used: 54000,
        projected_monthly_tokens: 405000,
        total_purchased_tokens: 2000000,
        remaining_tokens: 1946000,
        current_balance: 1842.5,
      };
    </script>
  `,
});
