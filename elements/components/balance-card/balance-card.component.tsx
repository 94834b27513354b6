import type { AccountBalance } from '../../core/api-types';
import { formatMoney, monthName } from '../../core/format';
import { fetchAccountBalance } from '../../core/product-api';
import type { KitProps } from '../../kit/define-element';
import { useMemberData } from '../../kit/use-member-data';
import type { BalanceCardProps } from './balance-card.props';
import { FigureLabel, FigureList } from '../../kit/ui/card';
import { RemoteCard } from '../../kit/ui/remote-card';
import { BalanceFigure, SpendingTitle } from './balance-card.styles';

export const BALANCE_LOAD_ERROR = 'Unable to load your balance.';

const zero: AccountBalance = { current_balance: 0, current_month_spend: 0, last_month_spend: 0, year_to_date_spend: 0 };

export function BalanceCard(props: BalanceCardProps & KitProps) {
  const remote = useMemberData(props, 'balance', { load: fetchAccountBalance, failure: BALANCE_LOAD_ERROR });
  return (
    <RemoteCard
      title="Balance & Activity"
      loadingLabel="Loading balance"
      remote={remote}
      signedOutText="signedOut.balance"
    >
      <Figures figures={remote.data ?? zero} />
    </RemoteCard>
  );
}

function Figures({ figures }: { figures: AccountBalance }) {
  return (
    <>
      <FigureLabel>Balance</FigureLabel>
      <BalanceFigure part="balance">
        <span>{formatMoney(figures.current_balance)}</span>
      </BalanceFigure>
      <SpendingTitle>Total Spending</SpendingTitle>
      <FigureList part="spending">
        <div>
          <dt>{monthName(new Date())}</dt>
          <dd>{formatMoney(figures.current_month_spend)}</dd>
        </div>
        <div>
          <dt>Last Month</dt>
          <dd>{formatMoney(figures.last_month_spend)}</dd>
        </div>
        <div>
          <dt>Year-to-Date</dt>
          <dd>{formatMoney(figures.year_to_date_spend)}</dd>
        </div>
      </FigureList>
    </>
  );
}
