import { markdownText, money, table } from '../format.ts';
import { balanceAndSpend } from '../tools/balance-and-spend.ts';
import type { ChatContext } from '../tools/chat-context.ts';

/** The balance, this month's, last month's and year-to-date spend, and the latest transactions. */
export async function balanceAnswer(context: ChatContext): Promise<string> {
  const result = markdownText(await balanceAndSpend(context));
  const lines = [
    '**Balance & spend**',
    '',
    `- Current balance: **${money(result.current_balance)}**`,
    `- Spent in ${result.month_name}: **${money(result.current_month_spend)}**`,
    `- Spent last month: **${money(result.last_month_spend)}**`,
    `- Spent this year to date: **${money(result.year_to_date_spend)}**`,
  ];
  if (result.recent_transactions.length) {
    lines.push(
      '',
      'Latest transactions:',
      '',
      table(
        ['Date', 'Type', 'Amount'],
        result.recent_transactions.map((transaction) => [
          transaction.created_at.slice(0, 10),
          transaction.transaction_type,
          `${transaction.transaction_type === 'credit' ? '+' : ''}${money(transaction.amount)}`,
        ]),
        [2],
      ),
    );
  }
  return lines.join('\n');
}
