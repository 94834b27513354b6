import type SQLite from 'better-sqlite3';

const MAX_STATEMENTS = 500;

/**
 * Kysely's SQLite driver prepares every query anew, and preparing cost more than running our
 * queries (profiled: the largest share of a request). Queries are parameterised, so a few hundred
 * distinct SQL texts cover the whole product; prepared statements are reused, oldest dropped first.
 */
export function withStatementCache(database: SQLite.Database): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = database.prepare.bind(database);
  // One function for every access: the trap runs on each query, so it allocates nothing.
  const cachedPrepare = (source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      statement = prepare(source);
      if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
      statements.set(source, statement);
    }
    return statement;
  };
  return new Proxy(database, {
    get: (target, property, receiver) =>
      property === 'prepare' ? cachedPrepare : Reflect.get(target, property, receiver),
  });
}
