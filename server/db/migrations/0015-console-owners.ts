import type { Kysely, Migration } from 'kysely';
import { inList } from './0003-membership-members.ts';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

const owner = (col: any) => col.notNull().references('ms_owners.id').onDelete('cascade');

/**
 * The people who run an app from the console: owners (not members: an account of their own per
 * app), their short sessions, and the invitations one owner sends another.
 */
export const consoleOwners: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('ms_owners')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('app_id', 'text', (col) => col.notNull().references('ms_apps.id').onDelete('cascade'))
      // Trimmed and lowercase, its domain in ASCII, as members' emails are.
      .addColumn('email', 'text', (col) => col.notNull())
      // argon2id like members'; null until the owner sets one (the first owner signs in by code).
      .addColumn('password_hash', 'text')
      // The authenticator app's secret, sealed under the server secret and bound to the owner.
      .addColumn('totp_secret_sealed', 'text')
      .addColumn('totp_confirmed_at', 'text')
      // Each time step's code is accepted once.
      .addColumn('totp_last_step', 'integer')
      // A one-time sign-in code (HMAC under the server secret) for an owner not yet set up.
      .addColumn('code_hash', 'text')
      .addColumn('code_expires_at', 'text')
      .addColumn('code_attempts', 'integer', (col) => col.notNull().defaultTo(0))
      // Who invited them (null for the first owner, or once the inviter is removed).
      .addColumn('invited_by', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('ms_owners_app_email', ['app_id', 'email'])
      .execute();
    await db.schema.createIndex('ms_owners_email').on('ms_owners').column('email').execute();

    await db.schema
      .createTable('ms_owner_sessions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('owner_id', 'text', owner)
      // SHA-256 of the cookie's token: a leaked database gives no usable session.
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      // second-step: the password was right, a code is due; setup: a password or authenticator
      // is still to be set; active: signed in.
      .addColumn('stage', 'text', (col) => col.notNull())
      // The console origin the session was made from; a request from any other is refused.
      .addColumn('origin', 'text', (col) => col.notNull())
      .addColumn('tries', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_seen_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('client_ip', 'text', (col) => col.notNull())
      .addColumn('revoked_at', 'text')
      .addCheckConstraint('ms_owner_sessions_stage', inList('stage', ['second-step', 'setup', 'active']))
      .execute();
    await db.schema.createIndex('ms_owner_sessions_owner').on('ms_owner_sessions').column('owner_id').execute();

    await db.schema
      .createTable('ms_owner_invitations')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('app_id', 'text', (col) => col.notNull().references('ms_apps.id').onDelete('cascade'))
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('invited_by', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('accepted_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema
      .createIndex('ms_owner_invitations_app')
      .on('ms_owner_invitations')
      .columns(['app_id', 'created_at'])
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('ms_owner_invitations').execute();
    await db.schema.dropTable('ms_owner_sessions').execute();
    await db.schema.dropTable('ms_owners').execute();
  },
};
