import type { Kysely, Migration } from 'kysely';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

const member = (col: any) => col.notNull().references('members.id').onDelete('cascade');

/**
 * A member's stronger sign-in: an authenticator app (TOTP) with backup codes, passkeys (WebAuthn),
 * the short-lived challenges between a first and a second step and of each passkey ceremony
 * (stored, so any instance verifies what another issued), and the record of what changed.
 */
export const secondFactors: Migration = {
  async up(db: Db) {
    // One row per member: pending (confirmed_at null) until a first code confirms the secret.
    await db.schema
      .createTable('ms_totp')
      .addColumn('member_id', 'text', (col) => member(col).primaryKey())
      .addColumn('secret_sealed', 'text', (col) => col.notNull())
      .addColumn('confirmed_at', 'text')
      .addColumn('last_used_step', 'integer')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('ms_backup_codes')
      .addColumn('member_id', 'text', member)
      .addColumn('code_hash', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .addPrimaryKeyConstraint('ms_backup_codes_pk', ['member_id', 'code_hash'])
      .execute();
    await db.schema
      .createTable('ms_second_step_challenges')
      .addColumn('challenge_hash', 'text', (col) => col.primaryKey())
      .addColumn('member_id', 'text', member)
      .addColumn('tries', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('ms_second_step_challenges_expires')
      .on('ms_second_step_challenges')
      .column('expires_at')
      .execute();
    await db.schema
      .createTable('ms_passkeys')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('member_id', 'text', member)
      .addColumn('public_key', 'text', (col) => col.notNull())
      // A signature counter is 32 bits unsigned, past PostgreSQL's integer; read it with Number().
      .addColumn('counter', 'bigint', (col) => col.notNull())
      .addColumn('device_type', 'text', (col) => col.notNull())
      .addColumn('backed_up', 'integer', (col) => col.notNull())
      .addColumn('transports', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_used_at', 'text')
      .execute();
    await db.schema.createIndex('ms_passkeys_member').on('ms_passkeys').column('member_id').execute();
    await db.schema
      .createTable('ms_webauthn_challenges')
      .addColumn('challenge', 'text', (col) => col.primaryKey())
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('app_id', 'text', (col) => col.notNull().references('ms_apps.id').onDelete('cascade'))
      .addColumn('mode', 'text', (col) => col.notNull())
      .addColumn('member_id', 'text', (col) => col.references('members.id').onDelete('cascade'))
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('ms_webauthn_challenges_expires')
      .on('ms_webauthn_challenges')
      .column('expires_at')
      .execute();
    await db.schema
      .createTable('ms_security_events')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('member_id', 'text', member)
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('detail', 'text', (col) => col.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('ms_security_events_member').on('ms_security_events').column('member_id').execute();
  },
  async down(db: Db) {
    for (const table of [
      'ms_security_events',
      'ms_webauthn_challenges',
      'ms_passkeys',
      'ms_second_step_challenges',
      'ms_backup_codes',
      'ms_totp',
    ])
      await db.schema.dropTable(table).execute();
  },
};
