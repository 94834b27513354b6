import type { Kysely, Migration } from 'kysely';
import { inList } from './0003-membership-members.ts';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

const owner = (col: any) => col.references('ms_owners.id').onDelete('cascade');

/**
 * Owners' passkeys (a sign-in to the console in one step: the device and its unlock) and their
 * ceremonies' challenges, stored so that any instance verifies what another issued. The same
 * columns as members' (0013), apart: an owner is no member.
 */
export const ownerPasskeys: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('ms_owner_passkeys')
      // The credential id (base64url), as the browser names it.
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('owner_id', 'text', (col) => owner(col).notNull())
      .addColumn('public_key', 'text', (col) => col.notNull())
      .addColumn('counter', 'bigint', (col) => col.notNull())
      .addColumn('device_type', 'text', (col) => col.notNull())
      .addColumn('backed_up', 'integer', (col) => col.notNull())
      .addColumn('transports', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_used_at', 'text')
      .execute();
    await db.schema.createIndex('ms_owner_passkeys_owner').on('ms_owner_passkeys').column('owner_id').execute();
    await db.schema
      .createTable('ms_owner_webauthn_challenges')
      .addColumn('challenge', 'text', (col) => col.primaryKey())
      .addColumn('purpose', 'text', (col) => col.notNull())
      // Whom a registration challenge was issued to; null for a sign-in's.
      .addColumn('owner_id', 'text', owner)
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addCheckConstraint('ms_owner_webauthn_challenges_purpose', inList('purpose', ['register', 'authenticate']))
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('ms_owner_webauthn_challenges').execute();
    await db.schema.dropTable('ms_owner_passkeys').execute();
  },
};
