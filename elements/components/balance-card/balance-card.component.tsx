import { useId } from 'react';
import type { AccountBalance } from '../../core/api-types';
import { formatMoney, monthName } from '../../core/format';
import { fetchAccountBalance } from '../../core/product-api';
import { hasApiToken } from '../../core/token-storage';
import type { KitProps } from '../../kit/define-element';
import { ErrorNotice } from '../../kit/ui/error-notice';
import { SignedOutNotice } from '../../kit/ui/signed-out-notice';
import { LoadingBar } from '../../kit/ui/loading-bar';
import { useRemoteData } from '../../kit/use-remote-data';
import type { BalanceCardProps } from './balance-card.props';
import { Card, CardBody, CardTitle, FigureLabel, FigureList } from '../../kit/ui/card';
import { BalanceFigure, SpendingTitle } from './balance-card.styles';

export const BALANCE_LOAD_ERROR = 'Unable to load your balance.';

const zero: AccountBalance = { current_balance: 0, current_month_spend: 0, last_month_spend: 0, year_to_date_spend: 0 };

export function BalanceCard({ balance, host }: BalanceCardProps & KitProps) {
  const titleId = useId();
  const remote = useRemoteData({
    load: fetchAccountBalance,
    preloaded: balance,
    currentPreloaded: () => (host as HTMLElement & BalanceCardProps).balance,
    failure: { message: BALANCE_LOAD_ERROR, element: { host, event: 'balance-card-error' } },
    signedIn: hasApiToken,
  });
  return (
    <Card part="card" aria-labelledby={titleId} aria-busy={remote.status === 'loading'}>
      {remote.status === 'loading' && <LoadingBar label="Loading balance" />}
      <CardBody>
        <CardTitle part="title" id={titleId}>
          Balance &amp; Activity
        </CardTitle>
        {remote.status === 'signed-out' ? (
          <SignedOutNotice textKey="signedOut.balance" inset={false} />
        ) : (
          <Figures figures={remote.data ?? zero} />
        )}
      </CardBody>
      {remote.status === 'error' && <ErrorNotice message={BALANCE_LOAD_ERROR} onRetry={remote.retry} />}
    </Card>
  );
}

function Figures({ figures }: { figures: AccountBalance }) {
  return (
    <>
      <FigureLabel>Balance</FigureLabel>
      <BalanceFigure part="balance">{formatMoney(figures.current_balance)}</BalanceFigure>
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
