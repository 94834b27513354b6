import type { Kysely } from 'kysely';
import { addDays, isoDay, isoMonth, monthStart } from '../calendar.ts';
import { centsToDollars, toNumber } from '../numbers.ts';
import type { UsageDay, UsageView } from '../../../contract/product-answers.ts';
import { daysInMonth, projectMonthlyTokens } from '../../../contract/usage-projection.ts';
import type { Database } from '../schema.ts';

/**
 * The dashboard's usage view of this UTC calendar month, in two indexed queries: the month's
 * daily rows, and the account with its lifetime token use beside it.
 *
 * remaining_tokens: accounts.purchased_tokens counts every token bought over the account's life
 * (the seed buys ahead of all recorded use), and agent_usage holds every day's use, so what is left
 * is the purchased tokens less all tokens ever used, chat and voice, never below 0 (use beyond what
 * was bought is not owed back in tokens).
 *
 * current_balance is the ledger's running balance, the column GET /account-balance answers.
 */
export async function usageView(db: Kysely<Database>, memberId: string, now: Date): Promise<UsageView> {
  const first = monthStart(now);
  const today = isoDay(now);
  const [dailyRows, account] = await Promise.all([
    db
      .selectFrom('agent_usage')
      .select(['day', 'agent', 'tokens'])
      .where('member_id', '=', memberId)
      .where('day', '>=', isoDay(first))
      .where('day', '<=', today)
      .execute(),
    db
      .selectFrom('accounts')
      .select((eb) => [
        'accounts.purchased_tokens',
        'accounts.balance_cents',
        eb
          .selectFrom('agent_usage')
          .select((inner) => inner.fn.sum<number | string>('agent_usage.tokens').as('used'))
          .whereRef('agent_usage.member_id', '=', 'accounts.member_id')
          .as('lifetime_tokens'),
      ])
      .where('accounts.member_id', '=', memberId)
      .executeTakeFirst(),
  ]);

  const dayOfMonth = now.getUTCDate();
  const days: UsageDay[] = [];
  const byDate = new Map<string, UsageDay>();
  for (let offset = 0; offset < dayOfMonth; offset++) {
    const date = isoDay(addDays(first, offset));
    const day = { date, chat_tokens: 0, voice_tokens: 0 };
    days.push(day);
    byDate.set(date, day);
  }
  for (const row of dailyRows) {
    const day = byDate.get(row.day);
    if (!day) continue;
    if (row.agent === 'chat') day.chat_tokens += toNumber(row.tokens);
    else if (row.agent === 'voice') day.voice_tokens += toNumber(row.tokens);
  }

  const tokensUsed = days.reduce((sum, day) => sum + day.chat_tokens + day.voice_tokens, 0);
  const monthDays = daysInMonth(now.getUTCFullYear(), now.getUTCMonth() + 1);
  const purchased = toNumber(account?.purchased_tokens);
  return {
    month: isoMonth(now),
    days_in_month: monthDays,
    day_of_month: dayOfMonth,
    days,
    tokens_used: tokensUsed,
    projected_monthly_tokens: projectMonthlyTokens(tokensUsed, dayOfMonth, monthDays),
    total_purchased_tokens: purchased,
    remaining_tokens: Math.max(0, purchased - toNumber(account?.lifetime_tokens)),
    current_balance: centsToDollars(account?.balance_cents),
  };
}
