import { sql, type Kysely } from 'kysely';
import { isoDay, monthStart } from '../calendar.ts';
import { toNumber } from '../numbers.ts';
import type { AgentStats } from '../../../contract/product-answers.ts';
import type { Database } from '../schema.ts';

/** "Monthly" is the current calendar month (UTC), computed from the daily usage rows. */
export async function agentStats(db: Kysely<Database>, memberId: string, now: Date): Promise<AgentStats> {
  const month = isoDay(monthStart(now));
  const usage = await db
    .selectFrom('agent_usage')
    .select([
      sql<string | number>`sum(case when agent = 'chat' then sessions else 0 end)`.as('chat_sessions'),
      sql<string | number>`sum(case when agent = 'chat' and day >= ${month} then sessions else 0 end)`.as(
        'month_chat_sessions',
      ),
      sql<string | number>`sum(case when agent = 'voice' then sessions else 0 end)`.as('voice_sessions'),
      sql<string | number>`sum(case when agent = 'voice' and day >= ${month} then sessions else 0 end)`.as(
        'month_voice_sessions',
      ),
      sql<string | number>`sum(case when agent = 'chat' and day >= ${month} then tokens else 0 end)`.as(
        'month_chat_tokens',
      ),
      sql<string | number>`sum(case when agent = 'voice' and day >= ${month} then tokens else 0 end)`.as(
        'month_voice_tokens',
      ),
    ])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const account = await db
    .selectFrom('accounts')
    .select('purchased_tokens')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return {
    total_chat_sessions: toNumber(usage?.chat_sessions),
    monthly_chat_sessions: toNumber(usage?.month_chat_sessions),
    total_voice_sessions: toNumber(usage?.voice_sessions),
    monthly_voice_sessions: toNumber(usage?.month_voice_sessions),
    monthly_chat_tokens: toNumber(usage?.month_chat_tokens),
    monthly_voice_tokens: toNumber(usage?.month_voice_tokens),
    total_purchased_tokens: toNumber(account?.purchased_tokens),
  };
}

export async function accountInsights(db: Kysely<Database>, memberId: string): Promise<string> {
  const row = await db.selectFrom('accounts').select('insights').where('member_id', '=', memberId).executeTakeFirst();
  return row?.insights ?? '';
}
