import type { Kysely } from 'kysely';
import { type AgentSettings, DEFAULT_AGENT_SETTINGS } from '../../../../contract/chat.ts';
import { parseJsonObject } from '../../json-columns.ts';
import type { Database } from '../../schema.ts';

/** The account's settings with the defaults filled in for what it never set. */
export async function readAgentSettings(db: Kysely<Database>, memberId: string): Promise<AgentSettings> {
  const row = await db
    .selectFrom('agent_settings')
    .select('settings')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return withDefaults(parseJsonObject(row?.settings));
}

function withDefaults(own: Record<string, unknown>): AgentSettings {
  const pick = <K extends keyof AgentSettings>(key: K): AgentSettings[K] =>
    (own[key] ?? DEFAULT_AGENT_SETTINGS[key]) as AgentSettings[K];
  return {
    title: pick('title'),
    greeting: pick('greeting'),
    disclaimer: pick('disclaimer'),
    prompts: [...pick('prompts')],
    colors: { ...pick('colors') },
  };
}

/** Applies a validated partial update (`null` restores a default) and answers the settings as they now are. */
export async function updateAgentSettings(
  db: Kysely<Database>,
  memberId: string,
  update: Record<string, unknown>,
  now: Date,
): Promise<AgentSettings> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('agent_settings')
      .select('settings')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    const own: Record<string, unknown> = { ...parseJsonObject(row?.settings) };
    for (const [key, value] of Object.entries(update)) {
      if (value === null) delete own[key];
      else own[key] = value;
    }
    const settings = JSON.stringify(own);
    await trx
      .insertInto('agent_settings')
      .values({ member_id: memberId, settings, updated_at: now.toISOString() })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ settings, updated_at: now.toISOString() }))
      .execute();
    return withDefaults(own);
  });
}
