// Seeds comment channels in bulk, for the comment page benchmark (serve-comment-channel.ts).
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import type { MsCommentsTable } from '../../../server/db/schema-comments';
import { COMMENTS_BENCH } from '../comments-first-page-data';

const { AUTHORS, APP_ID } = COMMENTS_BENCH;
// Each comment binds about 16 values: 1,000 rows stay well below SQLite's 32,766 parameters a statement.
const BATCH = 1_000;
const STARTED = Date.parse('2025-01-01T00:00:00Z');

const authorId = (i: number) => `mem_cbench${String(i % AUTHORS).padStart(4, '0')}`;

/** The authors every seeded comment is spread over, each with a public first name. */
export async function seedAuthors(db: Kysely<Database>): Promise<void> {
  const created_at = new Date(STARTED).toISOString();
  const ids = Array.from({ length: AUTHORS }, (_, i) => authorId(i));
  await db
    .insertInto('members')
    .values(
      ids.map((id, i) => ({
        id,
        email: `comment-bench-${i}@example.com`,
        created_at,
        app_id: APP_ID,
        mode: 'test' as const,
        password_hash: null,
        verified: 1,
        custom_fields: JSON.stringify({ 'first-name': `Author ${i}` }),
        profile_image: null,
        stripe_customer_id: null,
      })),
    )
    .execute();
  await db
    .insertInto('accounts')
    .values(ids.map((member_id) => ({ member_id, purchased_tokens: 0, insights: '' })))
    .execute();
}

/**
 * A channel of `posts` posts and `replies` replies spread evenly over them, written as the routes
 * write them (places from the channel's counter, counts kept on the rows), in bulk inserts of one
 * transaction. Places interleave as a live channel's do: each post is followed by its replies.
 */
export async function seedChannel(db: Kysely<Database>, key: string, posts: number, replies: number): Promise<void> {
  const channelId = `cch_bench_${key}`;
  const repliesPerPost = replies / posts;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('ms_comment_channels')
      .values({
        id: channelId,
        app_id: APP_ID,
        mode: 'test',
        key,
        created_at: new Date(STARTED).toISOString(),
        last_order: posts + replies,
        post_count: posts,
      })
      .execute();
    let order = 0;
    let rows: Insertable<MsCommentsTable>[] = [];
    const flush = async () => {
      if (rows.length > 0) await trx.insertInto('ms_comments').values(rows).execute();
      rows = [];
    };
    for (let post = 0; post < posts; post++) {
      const postId = `cmt_sb_bench_${key}_${post}`;
      const comment = (id: string, parent: string | null, seed: number): Insertable<MsCommentsTable> => {
        order += 1;
        const at = new Date(STARTED + order * 1_000).toISOString();
        const up = seed % 7;
        const down = seed % 3;
        return {
          id,
          channel_id: channelId,
          parent_id: parent,
          internal_order: order,
          member_id: authorId(seed),
          content: `<p>Comment ${seed}: a few words of the kind people write under an article.</p>`,
          created_at: at,
          updated_at: at,
          reply_count: parent === null ? repliesPerPost : 0,
          up_count: up,
          down_count: down,
          score: up - down,
        };
      };
      rows.push(comment(postId, null, post));
      for (let reply = 0; reply < repliesPerPost; reply++)
        rows.push(comment(`${postId}_${reply}`, postId, post * repliesPerPost + reply));
      if (rows.length >= BATCH) await flush();
    }
    await flush();
  });
}
