import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Replaces a SQLite table by one of a new definition, keeping its rows: SQLite cannot drop a
 * constraint or a referenced column in place (its documented 12-step procedure). Foreign keys
 * are off meanwhile, else dropping the old table would cascade into every table that references
 * it. Kysely runs SQLite migrations outside a transaction, which is what lets the pragma take
 * effect; the rebuild itself is one transaction, checked before it commits.
 */
export async function rebuildSqliteTable(
  db: Kysely<any>,
  table: string,
  createNew: (name: RawBuilder<unknown>) => RawBuilder<unknown>,
  columns: readonly string[],
): Promise<void> {
  const list = sql.join(columns.map((column) => sql.ref(column)));
  const fresh = `${table}_rebuilt`;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await createNew(sql.table(fresh)).execute(trx);
      await sql`insert into ${sql.table(fresh)} (${list}) select ${list} from ${sql.table(table)}`.execute(trx);
      await sql`drop table ${sql.table(table)}`.execute(trx);
      await sql`alter table ${sql.table(fresh)} rename to ${sql.table(table)}`.execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`Rebuilding ${table} broke ${broken.rows.length} foreign keys`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
