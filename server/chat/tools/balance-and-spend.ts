import type { AccountBalance, Transaction } from '../../../contract/product-answers.ts';
import { accountBalance, listTransactions } from '../../db/queries/finance.ts';
import type { ChatContext } from './chat-context.ts';
import { chatTool } from './chat-tool.ts';
import { toolInput } from './tool-input.ts';

export interface BalanceResult extends AccountBalance {
  /** The current month's name, as the dashboard shows it (UTC). */
  month_name: string;
  recent_transactions: Transaction[];
}

/** Not part of the supply-chain permission: every account has its balance. */
export async function balanceAndSpend(context: ChatContext): Promise<BalanceResult> {
  const [balance, transactions] = await Promise.all([
    accountBalance(context.db, context.memberId, context.now),
    listTransactions(context.db, context.memberId, 5),
  ]);
  return {
    ...balance,
    month_name: context.now.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
    recent_transactions: transactions,
  };
}

export const balanceAndSpendTool = chatTool({
  name: 'balance_and_spend',
  description:
    "The account's balance and spend in dollars: current balance, this month's, last month's and year-to-date spend, and the latest transactions.",
  input: toolInput({}),
  supplyChain: false,
  run: (context) => balanceAndSpend(context),
});
