import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

export interface OpenDatabase {
  db: Kysely<Database>;
  close(): Promise<void>;
}

export const SQLITE_FILE = 'chainforge.sqlite';

function sqliteDialect(dataDir: string): Dialect {
  fs.mkdirSync(dataDir, { recursive: true });
  const database = new SQLite(path.join(dataDir, SQLITE_FILE));
  // WAL lets readers proceed while one request writes; NORMAL sync is safe under WAL.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  // SQLite leaves foreign keys off unless asked, per connection.
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: withStatementCache(database) });
}

function postgresDialect(connectionString: string): Dialect {
  return new PostgresDialect({ pool: new pg.Pool({ connectionString, max: 10 }) });
}

/** Connects only; `prepareDatabase` migrates and seeds. */
export function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): OpenDatabase {
  const dialect = config.databaseUrl ? postgresDialect(config.databaseUrl) : sqliteDialect(config.dataDir);
  const db = new Kysely<Database>({ dialect });
  return { db, close: () => db.destroy() };
}
