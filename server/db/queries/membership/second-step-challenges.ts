import type { Kysely } from 'kysely';
import type { Database } from '../../schema.ts';

export const SECOND_STEP_TRIES = 5;

/** Stores a new challenge, clearing the expired ones (a challenge lives 5 minutes, so there are few). */
export async function insertSecondStepChallenge(
  db: Kysely<Database>,
  row: { challenge_hash: string; member_id: string; expires_at: string },
  now: string,
): Promise<void> {
  await db.deleteFrom('ms_second_step_challenges').where('expires_at', '<', now).execute();
  await db.insertInto('ms_second_step_challenges').values(row).execute();
}

/**
 * Claims one of the challenge's tries before its code is compared, so parallel guesses get no more
 * than 5 between them. Answers the member it stands for, or undefined when it is unknown, expired or out of tries.
 */
export async function claimSecondStepTry(db: Kysely<Database>, challengeHash: string, now: string) {
  return db
    .updateTable('ms_second_step_challenges')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('challenge_hash', '=', challengeHash)
    .where('expires_at', '>', now)
    .where('tries', '<', SECOND_STEP_TRIES)
    .returning(['member_id'])
    .executeTakeFirst();
}

/** Takes the challenge out once its code was right: one DELETE, so it signs in once. */
export async function takeSecondStepChallenge(db: Kysely<Database>, challengeHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('ms_second_step_challenges')
    .where('challenge_hash', '=', challengeHash)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}
