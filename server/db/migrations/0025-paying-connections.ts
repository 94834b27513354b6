import type { Kysely, Migration } from 'kysely';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

/**
 * The console's recurring revenue counts a mode's paying connections (ACTIVE or TRIALING) per
 * price: with status and price in the (plan, active, member mode) index that count reads the index
 * alone instead of fetching every paying connection's row. It replaces that index, whose queries
 * (holders of a plan) still read its first columns, so a connection's write keeps one index.
 */
export const payingConnections: Migration = {
  async up(db: Db) {
    await db.schema
      .createIndex('ms_plan_connections_plan_mode_paying')
      .on('ms_plan_connections')
      .columns(['plan_id', 'active', 'member_mode', 'status', 'price_id'])
      .execute();
    await db.schema.dropIndex('ms_plan_connections_plan_mode').execute();
  },
  async down(db: Db) {
    await db.schema
      .createIndex('ms_plan_connections_plan_mode')
      .on('ms_plan_connections')
      .columns(['plan_id', 'active', 'member_mode'])
      .execute();
    await db.schema.dropIndex('ms_plan_connections_plan_mode_paying').execute();
  },
};
