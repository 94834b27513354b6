import { type Kysely, sql } from 'kysely';
import { isoDay } from '../../calendar.ts';
import type { Database } from '../../schema.ts';

/** Adds to today's chat row of agent_usage, the dashboard's source for sessions and tokens. */
export async function countChatUsage(
  db: Kysely<Database>,
  memberId: string,
  now: Date,
  { sessions, tokens }: { sessions: number; tokens: number },
): Promise<void> {
  await db
    .insertInto('agent_usage')
    .values({ member_id: memberId, day: isoDay(now), agent: 'chat', sessions, tokens })
    .onConflict((oc) =>
      oc.columns(['member_id', 'agent', 'day']).doUpdateSet((eb) => ({
        sessions: sql<number>`${eb.ref('agent_usage.sessions')} + ${sessions}`,
        tokens: sql<number>`${eb.ref('agent_usage.tokens')} + ${tokens}`,
      })),
    )
    .execute();
}
