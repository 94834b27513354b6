import { elementMeta } from '../../kit/element-meta';
import type { BalanceCardProps } from './balance-card.props';
import { signedOutParts } from '../../kit/ui/signed-out-parts';

export const balanceCardMeta = elementMeta<BalanceCardProps>()({
  tag: 'balance-card',
  summary: "The 'Balance & Activity' card: the balance, then spending this month, last month and year to date.",
  attributes: {},
  properties: {
    balance: { type: 'AccountBalance', description: 'Preloaded balance figures; when set, nothing is fetched.' },
  },
  events: {
    'balance-card-error': {
      detail: { message: 'string', reason: 'string' },
      description: 'Loading failed; the figures stay at $0.00 and the card offers a retry.',
    },
  },
  parts: {
    card: 'The card box',
    title: "The 'Balance & Activity' heading",
    balance: 'The balance figure',
    spending: 'The Total Spending list',
    loading: 'The loading bar shown while figures are fetched',
    error: 'The failure message with its retry button',
    retry: 'The "Try again" button after a failure',
    ...signedOutParts,
  },
  example: `
    <balance-card></balance-card>
    <script type="module">
      document.querySelector('balance-card').balance = {
        current_balance: 1842.5,
        current_month_spend: 212.75,
        last_month_spend: 388.1,
        year_to_date_spend: 3120.4,
      };
    </script>
  `,
});
