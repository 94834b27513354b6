import type { Kysely, Migration } from 'kysely';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

/**
 * Replies that come within a post's quiet time are not dropped from its author's mail: the row
 * notes since when replies wait (`pending_since`), and a sweep mails them together once the quiet
 * time is over. `mailed_through` is the newest reply a mail has covered, so that the next mail
 * holds every reply after it, however replies and mails interleave. The index serves the sweep,
 * which reads only the rows with replies waiting.
 */
export const replyMailDigests: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('ms_comment_reply_mails').addColumn('pending_since', 'text').execute();
    await db.schema.alterTable('ms_comment_reply_mails').addColumn('mailed_through', 'text').execute();
    await db.schema
      .createIndex('ms_comment_reply_mails_pending')
      .on('ms_comment_reply_mails')
      .column('pending_since')
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('ms_comment_reply_mails_pending').execute();
    await db.schema.alterTable('ms_comment_reply_mails').dropColumn('mailed_through').execute();
    await db.schema.alterTable('ms_comment_reply_mails').dropColumn('pending_since').execute();
  },
};
