import { sql, type Kysely } from 'kysely';
import { flag, inList } from './0003-membership-members.ts';

// Part of 0003-membership, frozen like every migration: an untyped Kysely.
// Apps and what they offer: custom fields, sign-in providers, plans and prices, content groups.
type Db = Kysely<any>;

export async function createAppTables(db: Db): Promise<void> {
  await db.schema
    .createTable('ms_apps')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('test_public_key', 'text', (col) => col.notNull().unique())
    .addColumn('live_public_key', 'text', (col) => col.notNull().unique())
    .addColumn('passwordless_enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('passwordless_default', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('captcha_required', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('require_email_verification', 'integer', (col) => col.notNull().defaultTo(0))
    // JSON array of origin patterns in the syntax of ALLOWED_ORIGINS.
    .addColumn('allowed_origins', 'text', (col) => col.notNull().defaultTo('[]'))
    // JSON: { logo, colors: { lightMode: { primaryButton, ... } } } as Memberstack answers it.
    .addColumn('branding', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('sso_signup_button_url', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint(
      'ms_apps_flags',
      sql`${flag('passwordless_enabled')} and ${flag('passwordless_default')} and ${flag('captcha_required')} and ${flag('require_email_verification')}`,
    )
    .execute();

  await db.schema
    .createTable('ms_custom_fields')
    .addColumn('app_id', 'text', (col) => col.notNull().references('ms_apps.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('visibility', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('ms_custom_fields_pk', ['app_id', 'key'])
    .addCheckConstraint('ms_custom_fields_visibility', inList('visibility', ['PUBLIC', 'PRIVATE', 'MEMBERS']))
    .execute();

  await db.schema
    .createTable('ms_auth_providers')
    .addColumn('app_id', 'text', (col) => col.notNull().references('ms_apps.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('icon', 'text')
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('ms_auth_providers_pk', ['app_id', 'provider'])
    .addCheckConstraint(
      'ms_auth_providers_known',
      inList('provider', ['google', 'facebook', 'linkedin', 'dribbble', 'spotify', 'github']),
    )
    .execute();

  await db.schema
    .createTable('ms_plans')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('app_id', 'text', (col) => col.notNull().references('ms_apps.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('priority', 'integer')
    // A free plan has no prices; is_paid says so without a join.
    .addColumn('is_paid', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('ACTIVE'))
    // Which signup offers the plan: the login modal's signup link or the signup modal.
    .addColumn('signup_surface', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('ms_plans_status', inList('status', ['ACTIVE', 'INACTIVE']))
    .addCheckConstraint(
      'ms_plans_surface',
      sql`signup_surface is null or ${inList('signup_surface', ['login', 'signup'])}`,
    )
    .addCheckConstraint('ms_plans_paid', flag('is_paid'))
    .execute();
  await db.schema.createIndex('ms_plans_app').on('ms_plans').column('app_id').execute();

  await db.schema
    .createTable('ms_prices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('plan_id', 'text', (col) => col.notNull().references('ms_plans.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('interval_type', 'text')
    .addColumn('interval_count', 'integer')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('ACTIVE'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addCheckConstraint('ms_prices_type', inList('type', ['SUBSCRIPTION', 'ONETIME']))
    .addCheckConstraint(
      'ms_prices_interval',
      sql`interval_type is null or ${inList('interval_type', ['DAYS', 'WEEKS', 'MONTHS', 'YEARS'])}`,
    )
    .execute();
  await db.schema.createIndex('ms_prices_plan').on('ms_prices').column('plan_id').execute();

  await db.schema
    .createTable('ms_content_groups')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('app_id', 'text', (col) => col.notNull().references('ms_apps.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('redirect', 'text', (col) => col.notNull())
    .addColumn('allow_all_members', 'integer', (col) => col.notNull().defaultTo(0))
    // JSON array of { url, filter }.
    .addColumn('urls', 'text', (col) => col.notNull().defaultTo('[]'))
    .addUniqueConstraint('ms_content_groups_key', ['app_id', 'key'])
    .execute();

  await db.schema
    .createTable('ms_content_group_plans')
    .addColumn('group_id', 'text', (col) => col.notNull().references('ms_content_groups.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (col) => col.notNull().references('ms_plans.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('ms_content_group_plans_pk', ['group_id', 'plan_id'])
    .execute();
}

export async function dropAppTables(db: Db): Promise<void> {
  const tables = [
    'ms_content_group_plans',
    'ms_content_groups',
    'ms_prices',
    'ms_plans',
    'ms_auth_providers',
    'ms_custom_fields',
    'ms_apps',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
