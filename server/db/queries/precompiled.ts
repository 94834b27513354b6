import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** Stands in for a value while a query is compiled; never reaches the database. */
class Placeholder {
  constructor(readonly name: string) {}
}

interface Prepared<Row> {
  compiled: CompiledQuery<Row>;
  /** Per parameter position: the argument's name, or undefined for a constant of the query. */
  slots: (string | undefined)[];
}

type Arg<Args> = <K extends keyof Args & string>(name: K) => Args[K];

function prepare<Args, Row>(
  db: Kysely<Database>,
  build: (db: Kysely<Database>, arg: Arg<Args>) => Compilable<Row>,
): Prepared<Row> {
  const names = new Set<string>();
  // The placeholder is typed as the value it stands for so that the query builder checks the columns.
  const arg: Arg<Args> = (name) => {
    names.add(name);
    return new Placeholder(name) as Args[typeof name];
  };
  const compiled = build(db, arg).compile();
  const slots = compiled.parameters.map((value) => (value instanceof Placeholder ? value.name : undefined));
  // A placeholder the builder inlined instead of binding would silently run with the wrong value.
  for (const name of names) {
    if (!slots.includes(name)) throw new Error(`Query argument "${name}" did not become a parameter`);
  }
  return { compiled, slots };
}

/**
 * A hot query built and compiled once per database, then run with new argument values. Building
 * and compiling costs more than running a simple indexed lookup (profiled: 20 µs against 6.5 µs
 * for the token lookup). Compiled SQL differs between dialects, hence one per database.
 */
export function precompiled<Args extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, arg: Arg<Args>) => Compilable<Row>,
): (db: Kysely<Database>, args: Args) => Promise<Row[]> {
  const byDatabase = new WeakMap<Kysely<Database>, Prepared<Row>>();
  return async (db, args) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = prepare(db, build);
      byDatabase.set(db, prepared);
    }
    const { compiled, slots } = prepared;
    const parameters = slots.map((name, index) => (name === undefined ? compiled.parameters[index] : args[name]));
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
