// 0029: a channel's first page, newest or top, is read in order from an index of its posts (not
// sorted after reading them all), on SQLite and PostgreSQL; going down and up again keeps the posts.
import { type CompiledQuery, Migrator, type RootOperationNode, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createMember } from '../../membership/testing/members.ts';
import { createPost, createThread, getPosts } from '../../membership/testing/comments.ts';
import { findChannel } from '../queries/membership/comments-channels.ts';
import { listComments, type PageQuery } from '../queries/membership/comments.ts';
import { migrateToLatest, migrationProvider } from './index.ts';

const CHANNEL = 'post-pages';
const onPostgres = Boolean(process.env.DATABASE_URL);

let server: TestServer;
let channelId: string;
beforeAll(async () => {
  server = await startTestServer();
  const { token } = await createMember(server);
  for (let i = 0; i < 3; i++) {
    const post = await createPost(server, token, CHANNEL, `Post ${i}`);
    await createThread(server, token, post.id, `Reply to post ${i}`);
  }
  channelId = (await findChannel(server.db, { appId: 'app_chainforge_demo', mode: 'test' }, CHANNEL))!.id;
});
afterAll(() => server.close());

const migrateTo = async (name: string) => {
  const result = await new Migrator({ db: server.db, provider: migrationProvider }).migrateTo(name);
  expect(result.error).toBeUndefined();
};

/** The SQL listComments sends for the channel's first page in `order`. */
async function firstPageQuery(order: PageQuery['order']): Promise<CompiledQuery> {
  let node: RootOperationNode | undefined;
  const watched = server.db.withPlugin({
    transformQuery: (args) => {
      node ??= args.node;
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  await listComments(watched, { channelId, parentId: null }, { order, after: undefined, limit: 20 });
  return server.db.getExecutor().compileQuery(node!, { queryId: 'first-page' } as never);
}

/**
 * How the database reads that page. PostgreSQL is kept off whole-table reads, which a table of six
 * rows would rightly prefer, so that the plan shows what it does at 10,000 posts.
 */
async function planOf(order: PageQuery['order']): Promise<string> {
  const query = await firstPageQuery(order);
  return server.db.connection().execute(async (connection) => {
    if (onPostgres) {
      await sql`set enable_seqscan = off`.execute(connection);
      await sql`set enable_bitmapscan = off`.execute(connection);
    }
    const explained = sql.raw(`${onPostgres ? 'explain' : 'explain query plan'} ${query.sql}`).compile(connection);
    const { rows } = await connection.executeQuery<Record<string, unknown>>({
      ...explained,
      parameters: query.parameters,
    });
    if (onPostgres) await sql`reset all`.execute(connection);
    return rows.map((row) => String(row['QUERY PLAN'] ?? row.detail)).join('\n');
  });
}

describe('0029-comment-post-pages', () => {
  // SQLite already read 0027's channel index in order, taking `parent_id is null` as an equality;
  // PostgreSQL did not, and sorted every post of the channel for each page.
  it.each(['newest', 'top'] as const)('reads the first page in %s order without sorting the channel', async (order) => {
    const plan = await planOf(order);
    expect(plan).not.toMatch(/\bSort\b|TEMP B-TREE/);
    if (onPostgres)
      expect(plan).toContain(order === 'top' ? 'ms_comments_channel_top_posts' : 'ms_comments_channel_posts');
  });

  it('goes down to 0028 and up again with the posts and their order unchanged', async () => {
    const before = await getPosts(server, { channelKey: CHANNEL, order: 'top' });
    await migrateTo('0028-comment-moderation');
    if (onPostgres) expect(await planOf('newest')).toMatch(/\bSort\b/);
    await migrateToLatest(server.db);
    expect(await getPosts(server, { channelKey: CHANNEL, order: 'top' })).toEqual(before);
    expect(
      (await getPosts(server, { channelKey: CHANNEL, order: 'newest' })).posts.map((post) => post.content),
    ).toEqual(['Post 2', 'Post 1', 'Post 0']);
  });
});
