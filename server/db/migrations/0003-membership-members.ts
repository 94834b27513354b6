import { sql, SqliteAdapter, type Kysely } from 'kysely';
import { rebuildSqliteTable } from './sqlite-rebuild.ts';

// Part of 0003-membership, frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

export const inList = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
export const flag = (column: string) => sql`${sql.ref(column)} in (0, 1)`;
export const MODES = ['test', 'live'];

const MEMBER_COLUMNS_0001 = ['id', 'email', 'created_at'];
const MEMBER_COLUMNS_ADDED = [
  'app_id',
  'mode',
  'password_hash',
  'verified',
  'custom_fields',
  'meta_data',
  'member_json',
  'profile_image',
  'stripe_customer_id',
];

const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

export async function extendMembers(db: Db): Promise<void> {
  // Nullable app and mode: rows from before this migration get them from the membership seed.
  const columns: [string, 'text' | 'integer', (col: any) => any][] = [
    ['app_id', 'text', (col) => col.references('ms_apps.id').onDelete('cascade')],
    ['mode', 'text', (col) => col.check(sql`mode is null or ${inList('mode', MODES)}`)],
    ['password_hash', 'text', (col) => col],
    ['verified', 'integer', (col) => col.notNull().defaultTo(0).check(flag('verified'))],
    ['custom_fields', 'text', (col) => col.notNull().defaultTo('{}')],
    ['meta_data', 'text', (col) => col.notNull().defaultTo('{}')],
    ['member_json', 'text', (col) => col.notNull().defaultTo('{}')],
    ['profile_image', 'text', (col) => col],
    ['stripe_customer_id', 'text', (col) => col],
  ];
  for (const [name, type, build] of columns)
    await db.schema.alterTable('members').addColumn(name, type, build).execute();

  // An email is unique per app and mode, no longer globally: test-mode members are separate people.
  if (isSqlite(db)) {
    await rebuildSqliteTable(
      db,
      'members',
      (name) => sql`create table ${name} (
        id text primary key,
        email text not null,
        created_at text not null,
        app_id text references ms_apps(id) on delete cascade,
        mode text check (mode is null or mode in ('test', 'live')),
        password_hash text,
        verified integer not null default 0 check (verified in (0, 1)),
        custom_fields text not null default '{}',
        meta_data text not null default '{}',
        member_json text not null default '{}',
        profile_image text,
        stripe_customer_id text
      )`,
      [...MEMBER_COLUMNS_0001, ...MEMBER_COLUMNS_ADDED],
    );
  } else {
    await sql`alter table members drop constraint members_email_key`.execute(db);
  }
  await db.schema
    .createIndex('members_app_mode_email')
    .unique()
    .on('members')
    .columns(['app_id', 'mode', 'email'])
    .execute();
  await db.schema.createIndex('members_email').on('members').column('email').execute();
}

/** Back to the 0001 members table; fails, as it should, if an email now exists in two modes. */
export async function restoreMembers(db: Db): Promise<void> {
  await db.schema.dropIndex('members_app_mode_email').execute();
  await db.schema.dropIndex('members_email').execute();
  if (isSqlite(db)) {
    await rebuildSqliteTable(
      db,
      'members',
      (name) => sql`create table ${name} (id text primary key, email text not null unique, created_at text not null)`,
      MEMBER_COLUMNS_0001,
    );
    return;
  }
  for (const column of MEMBER_COLUMNS_ADDED) await db.schema.alterTable('members').dropColumn(column).execute();
  await sql`alter table members add constraint members_email_key unique (email)`.execute(db);
}

export async function createMemberTables(db: Db): Promise<void> {
  await db.schema
    .createTable('ms_member_providers')
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('app_id', 'text', (col) => col.notNull().references('ms_apps.id').onDelete('cascade'))
    .addColumn('mode', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_user_id', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('ms_member_providers_pk', ['member_id', 'provider'])
    // A provider account is one member of an app, found by its id at the provider, never by email.
    .addUniqueConstraint('ms_member_providers_identity', ['app_id', 'mode', 'provider', 'provider_user_id'])
    .addCheckConstraint('ms_member_providers_mode', inList('mode', MODES))
    .execute();

  await db.schema
    .createTable('ms_plan_connections')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (col) => col.notNull().references('ms_plans.id').onDelete('cascade'))
    .addColumn('price_id', 'text', (col) => col.references('ms_prices.id').onDelete('set null'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_billing_at', 'text')
    .addColumn('next_billing_at', 'text')
    .addColumn('cancel_at', 'text')
    .addUniqueConstraint('ms_plan_connections_once', ['member_id', 'plan_id'])
    .addCheckConstraint('ms_plan_connections_type', inList('type', ['FREE', 'SUBSCRIPTION', 'ONETIME']))
    .addCheckConstraint(
      'ms_plan_connections_status',
      inList('status', ['ACTIVE', 'TRIALING', 'PAST_DUE', 'UNPAID', 'CANCELED', 'INCOMPLETE', 'REQUIRES_PAYMENT']),
    )
    .execute();

  await db.schema
    .createTable('ms_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
    // SHA-256 of the token, hex: a leaked database gives no usable sessions.
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('ms_sessions_member').on('ms_sessions').column('member_id').execute();

  await db.schema
    .createTable('ms_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('app_id', 'text', (col) => col.notNull().references('ms_apps.id').onDelete('cascade'))
    .addColumn('mode', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('member_id', 'text', (col) => col.references('members.id').onDelete('cascade'))
    // HMAC-SHA-256 keyed by the server secret: six digits are too few to survive a plain hash.
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // Set when used, replaced by a newer code, expired on a sweep, or out of attempts.
    .addColumn('consumed_at', 'text')
    .addCheckConstraint('ms_codes_purpose', inList('purpose', ['reset', 'passwordless', 'verification']))
    .addCheckConstraint('ms_codes_mode', inList('mode', MODES))
    .execute();
  // A reset takes the code alone, so a code is unique among the codes outstanding.
  await db.schema
    .createIndex('ms_codes_outstanding')
    .unique()
    .on('ms_codes')
    .columns(['app_id', 'mode', 'purpose', 'code_hash'])
    .where(sql.ref('consumed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('ms_codes_email')
    .on('ms_codes')
    .columns(['app_id', 'mode', 'purpose', 'email'])
    .execute();

  await db.schema
    .createTable('ms_teams')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('app_id', 'text', (col) => col.notNull().references('ms_apps.id').onDelete('cascade'))
    .addColumn('mode', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('owner_member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (col) => col.references('ms_plans.id').onDelete('set null'))
    .addColumn('max_seats', 'integer', (col) => col.notNull())
    // Stored as it is: the owner reads it back to share. Regenerating replaces it.
    .addColumn('invite_token', 'text', (col) => col.notNull().unique())
    .addColumn('signup_link_path', 'text', (col) => col.notNull())
    .addColumn('upgrade_link_path', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('ms_teams_mode', inList('mode', MODES))
    .addCheckConstraint('ms_teams_seats', sql`max_seats >= 1`)
    .execute();
  await db.schema.createIndex('ms_teams_owner').on('ms_teams').column('owner_member_id').execute();

  await db.schema
    .createTable('ms_team_members')
    .addColumn('team_id', 'text', (col) => col.notNull().references('ms_teams.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('joined_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('ms_team_members_pk', ['team_id', 'member_id'])
    .addCheckConstraint('ms_team_members_role', inList('role', ['OWNER', 'MEMBER']))
    .execute();
  await db.schema.createIndex('ms_team_members_member').on('ms_team_members').column('member_id').execute();
}

export async function dropMemberTables(db: Db): Promise<void> {
  const tables = [
    'ms_team_members',
    'ms_teams',
    'ms_codes',
    'ms_sessions',
    'ms_plan_connections',
    'ms_member_providers',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
