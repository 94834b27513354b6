import type { Kysely, Migration } from 'kysely';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

/**
 * A reset by code alone (no email) compares the guess with every outstanding reset code of the
 * app at once, so each wrong one is counted against all of them; a code past its share of such
 * guesses can then be redeemed only with its email.
 */
export const codeBlindAttempts: Migration = {
  async up(db: Db) {
    await db.schema
      .alterTable('ms_codes')
      .addColumn('blind_attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('ms_codes').dropColumn('blind_attempts').execute();
  },
};
