import type { Kysely, Migration } from 'kysely';
import { flag } from './0003-membership-members.ts';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

/**
 * What the owners' side of comments keeps. A report is one member's flag on one item (the item's
 * `reports` counts them, so a member reports an item once). A reply mail row is the last mail
 * about replies to one post sent to its author, claimed with a conditional upsert so two instances
 * never both send within the 10 minutes. A channel may mark its owners' replies.
 */
export const commentModeration: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('ms_comment_reports')
      .addColumn('comment_id', 'text', (col) => col.notNull().references('ms_comments.id').onDelete('cascade'))
      .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('ms_comment_reports_pk', ['comment_id', 'member_id'])
      .execute();
    await db.schema.createIndex('ms_comment_reports_member').on('ms_comment_reports').column('member_id').execute();

    await db.schema
      .createTable('ms_comment_reply_mails')
      .addColumn('post_id', 'text', (col) => col.notNull().references('ms_comments.id').onDelete('cascade'))
      .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
      .addColumn('sent_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('ms_comment_reply_mails_pk', ['post_id', 'member_id'])
      .execute();
    await db.schema
      .createIndex('ms_comment_reply_mails_member')
      .on('ms_comment_reply_mails')
      .column('member_id')
      .execute();

    await db.schema
      .alterTable('ms_comment_channels')
      .addColumn('owner_replies_marked', 'integer', (col) =>
        col.notNull().defaultTo(0).check(flag('owner_replies_marked')),
      )
      .execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('ms_comment_channels').dropColumn('owner_replies_marked').execute();
    await db.schema.dropTable('ms_comment_reply_mails').execute();
    await db.schema.dropTable('ms_comment_reports').execute();
  },
};
