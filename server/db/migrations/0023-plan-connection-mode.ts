import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * Each plan connection keeps its member's mode, so "how many of this mode's members hold the plan"
 * (the members list's plan filter, the activity's members by plan) is a count of one index
 * (plan, active, mode) instead of a join to 100,000 members (24 ms on PostgreSQL at 100,000
 * members, 1 in 10 holding the plan). The database keeps it, whoever inserts the connection: a
 * trigger copies the member's mode into each new connection, and another follows a member whose
 * mode is set later (the seed makes old accounts test-mode members). A later migration that
 * rebuilds either table on SQLite must make its trigger again.
 */
export const planConnectionMode: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('ms_plan_connections').addColumn('member_mode', 'text').execute();
    await sql`update ms_plan_connections set member_mode =
      (select m.mode from members m where m.id = ms_plan_connections.member_id)`.execute(db);
    await db.schema
      .createIndex('ms_plan_connections_plan_mode')
      .on('ms_plan_connections')
      .columns(['plan_id', 'active', 'member_mode'])
      .execute();
    if (isSqlite(db)) {
      await sql`create trigger ms_plan_connections_member_mode after insert on ms_plan_connections
        begin update ms_plan_connections set member_mode = (select mode from members where id = new.member_id)
        where id = new.id; end`.execute(db);
      await sql`create trigger members_mode_to_plan_connections after update of mode on members
        begin update ms_plan_connections set member_mode = new.mode where member_id = new.id; end`.execute(db);
      return;
    }
    await sql`create function ms_plan_connection_member_mode() returns trigger language plpgsql as $$
      begin new.member_mode := (select mode from members where id = new.member_id); return new; end $$`.execute(db);
    await sql`create trigger ms_plan_connections_member_mode before insert on ms_plan_connections
      for each row execute function ms_plan_connection_member_mode()`.execute(db);
    await sql`create function members_mode_to_plan_connections() returns trigger language plpgsql as $$
      begin update ms_plan_connections set member_mode = new.mode where member_id = new.id; return new; end $$`.execute(
      db,
    );
    await sql`create trigger members_mode_to_plan_connections after update of mode on members
      for each row when (old.mode is distinct from new.mode) execute function members_mode_to_plan_connections()`.execute(
      db,
    );
  },
  async down(db: Db) {
    if (isSqlite(db)) {
      await sql`drop trigger members_mode_to_plan_connections`.execute(db);
      await sql`drop trigger ms_plan_connections_member_mode`.execute(db);
    } else {
      await sql`drop trigger members_mode_to_plan_connections on members`.execute(db);
      await sql`drop function members_mode_to_plan_connections()`.execute(db);
      await sql`drop trigger ms_plan_connections_member_mode on ms_plan_connections`.execute(db);
      await sql`drop function ms_plan_connection_member_mode()`.execute(db);
    }
    await db.schema.dropIndex('ms_plan_connections_plan_mode').execute();
    await db.schema.alterTable('ms_plan_connections').dropColumn('member_mode').execute();
  },
};
