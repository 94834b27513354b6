import { sql, type Kysely, type Migration } from 'kysely';
import { flag, inList, MODES } from './0003-membership-members.ts';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

const CHANNEL_ACCESS = ['open', 'members-with-plan', 'locked'];
const VOTES = ['UP', 'DOWN'];
const SUBSCRIPTIONS = ['THREADS_ONLY'];

/**
 * Comments (Memberstack's channels, posts and replies). A channel belongs to one app and mode and
 * is made on its first post; posts and their replies share one table (a reply names its post).
 * `internal_order` is the channel's own counter (`last_order`, claimed in the writing transaction),
 * the `after` cursor clients page with. Counts a page shows (posts of a channel, replies of a post,
 * votes of an item) are kept on the rows, so the first page of a channel with 10,000 posts and
 * 50,000 replies reads one index range and never counts.
 */
export const comments: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('ms_comment_channels')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('app_id', 'text', (col) => col.notNull().references('ms_apps.id').onDelete('cascade'))
      .addColumn('mode', 'text', (col) => col.notNull())
      .addColumn('key', 'text', (col) => col.notNull())
      .addColumn('access', 'text', (col) => col.notNull().defaultTo('open'))
      .addColumn('last_order', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('post_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('ms_comment_channels_key', ['app_id', 'mode', 'key'])
      .addCheckConstraint('ms_comment_channels_mode', inList('mode', MODES))
      .addCheckConstraint('ms_comment_channels_access', inList('access', CHANNEL_ACCESS))
      .execute();

    await db.schema
      .createTable('ms_comments')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('channel_id', 'text', (col) => col.notNull().references('ms_comment_channels.id').onDelete('cascade'))
      // A reply's post; null for a post. Removing a post removes its replies.
      .addColumn('parent_id', 'text', (col) => col.references('ms_comments.id').onDelete('cascade'))
      .addColumn('internal_order', 'integer', (col) => col.notNull())
      // Null once the author deleted a post that keeps its replies (the placeholder names no one).
      .addColumn('member_id', 'text', (col) => col.references('members.id').onDelete('cascade'))
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('edited_at', 'text')
      .addColumn('deleted', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('reports', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('reply_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('up_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('down_count', 'integer', (col) => col.notNull().defaultTo(0))
      // up_count - down_count, kept with them: the `top` order reads it from an index.
      .addColumn('score', 'integer', (col) => col.notNull().defaultTo(0))
      .addCheckConstraint('ms_comments_deleted', flag('deleted'))
      .addCheckConstraint('ms_comments_hidden', flag('hidden'))
      .execute();
    // A channel's posts in order (parent_id is null), and in score order for `top`.
    await db.schema
      .createIndex('ms_comments_channel_order')
      .on('ms_comments')
      .columns(['channel_id', 'parent_id', 'internal_order'])
      .execute();
    await db.schema
      .createIndex('ms_comments_channel_score')
      .on('ms_comments')
      .columns(['channel_id', 'parent_id', 'score', 'internal_order'])
      .execute();
    // A post's replies in order.
    await db.schema
      .createIndex('ms_comments_parent_order')
      .on('ms_comments')
      .columns(['parent_id', 'internal_order'])
      .execute();
    // What a member wrote (their deletion cascades through it).
    await db.schema.createIndex('ms_comments_member').on('ms_comments').column('member_id').execute();

    await db.schema
      .createTable('ms_comment_votes')
      .addColumn('comment_id', 'text', (col) => col.notNull().references('ms_comments.id').onDelete('cascade'))
      .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
      .addColumn('vote', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('ms_comment_votes_pk', ['comment_id', 'member_id'])
      .addCheckConstraint('ms_comment_votes_vote', inList('vote', VOTES))
      .execute();
    await db.schema.createIndex('ms_comment_votes_member').on('ms_comment_votes').column('member_id').execute();

    // A member is of one app and mode, so a ban is theirs alone.
    await db.schema
      .createTable('ms_comment_bans')
      .addColumn('member_id', 'text', (col) => col.primaryKey().references('members.id').onDelete('cascade'))
      .addColumn('banned_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('ms_comment_subscriptions')
      .addColumn('channel_id', 'text', (col) => col.notNull().references('ms_comment_channels.id').onDelete('cascade'))
      .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('ms_comment_subscriptions_pk', ['channel_id', 'member_id'])
      .addCheckConstraint('ms_comment_subscriptions_action', inList('action', SUBSCRIPTIONS))
      .execute();
    await db.schema
      .createIndex('ms_comment_subscriptions_member')
      .on('ms_comment_subscriptions')
      .column('member_id')
      .execute();

    // Words an app refuses in comments, lowercase; both modes share them.
    await db.schema
      .createTable('ms_comment_blocked_words')
      .addColumn('app_id', 'text', (col) => col.notNull().references('ms_apps.id').onDelete('cascade'))
      .addColumn('word', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('ms_comment_blocked_words_pk', ['app_id', 'word'])
      .addCheckConstraint('ms_comment_blocked_words_lower', sql`word = lower(word)`)
      .execute();
  },
  async down(db: Db) {
    for (const table of [
      'ms_comment_blocked_words',
      'ms_comment_subscriptions',
      'ms_comment_bans',
      'ms_comment_votes',
      'ms_comments',
      'ms_comment_channels',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
