import { sql, type Kysely, type Migration } from 'kysely';

// Frozen like every migration (see 0001): an untyped Kysely, and the money rules as they stood
// when the ledger replaced summing history on each read (queries/finance.ts now owns them).
type Db = Kysely<any>;

const spentCents = sql`case
  when transaction_type in ('debit', 'usage') then amount_cents
  when transaction_type = 'refund' then -amount_cents
  else 0 end`;
const balanceCents = sql`case
  when transaction_type in ('credit', 'refund') then amount_cents
  when transaction_type in ('debit', 'usage') then -amount_cents
  else 0 end`;
// created_at is ISO-8601 UTC text, so its first seven characters are the UTC month.
const month = sql<string>`substr(created_at, 1, 7)`;

async function up(db: Db): Promise<void> {
  // bigint: a running total of int cents outgrows int long before any single amount does.
  await db.schema
    .alterTable('accounts')
    .addColumn('balance_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('monthly_spend')
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('spent_cents', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('monthly_spend_pk', ['member_id', 'month'])
    .execute();

  // The balance lives on the account, so every member gets one; reads of a missing account
  // already answered 0 tokens and no insights, which these rows keep.
  await db
    .insertInto('accounts')
    .columns(['member_id', 'purchased_tokens', 'insights'])
    .expression(
      db
        .selectFrom('members')
        .select(['id', sql.lit(0).as('purchased_tokens'), sql.lit('').as('insights')])
        .where((eb) =>
          eb.not(
            eb.exists(eb.selectFrom('accounts').select('member_id').whereRef('accounts.member_id', '=', 'members.id')),
          ),
        ),
    )
    .execute();

  // Backfill from history, so an existing database answers exactly what it answered before.
  await db
    .updateTable('accounts')
    .set((eb) => ({
      balance_cents: eb
        .selectFrom('transactions')
        .select(sql`coalesce(sum(${balanceCents}), 0)`.as('balance'))
        .whereRef('transactions.member_id', '=', 'accounts.member_id'),
    }))
    .execute();
  await db
    .insertInto('monthly_spend')
    .columns(['member_id', 'month', 'spent_cents'])
    .expression(
      db
        .selectFrom('transactions')
        .select(['member_id', month.as('month'), sql`sum(${spentCents})`.as('spent_cents')])
        .where('transaction_type', 'in', ['debit', 'usage', 'refund'])
        .groupBy(['member_id', month]),
    )
    .execute();
}

async function down(db: Db): Promise<void> {
  await db.schema.dropTable('monthly_spend').execute();
  await db.schema.alterTable('accounts').dropColumn('balance_cents').execute();
}

export const ledger: Migration = { up, down };
