import type { AccountBalance } from '../../core/api-types';

export interface BalanceCardProps {
  balance?: AccountBalance;
}
