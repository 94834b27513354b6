import { sql, type Kysely, type Migration } from 'kysely';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

/**
 * A channel's posts in order, newest or top first, as indexes of posts alone (parent_id is null).
 * 0027's indexes put parent_id between the channel and the order, and PostgreSQL takes
 * `parent_id is null` as a filter, not an equality, so it could not read their order: the first
 * page of a channel with 10,000 posts and 50,000 replies joined and sorted all 10,000 posts (30 ms)
 * where it now reads 20 index entries. The same index finds a post by its place, for `top`'s cursor.
 * 0027's indexes stay for replies (by post) and the console's counts (by channel).
 */
export const commentPostPages: Migration = {
  async up(db: Db) {
    await db.schema
      .createIndex('ms_comments_channel_posts')
      .on('ms_comments')
      .columns(['channel_id', 'internal_order'])
      .where(sql.ref('parent_id'), 'is', null)
      .execute();
    await db.schema
      .createIndex('ms_comments_channel_top_posts')
      .on('ms_comments')
      .columns(['channel_id', 'score', 'internal_order'])
      .where(sql.ref('parent_id'), 'is', null)
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('ms_comments_channel_top_posts').execute();
    await db.schema.dropIndex('ms_comments_channel_posts').execute();
  },
};
