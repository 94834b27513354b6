// The product server on a fresh SQLite (or, given `postgres`, PostgreSQL) database with a comment
// channel of 10,000 posts and 50,000 replies in test mode of the demo app, and a channel of one
// page beside it, for the comment page benchmark: prints its base URL once they are in.
import { sql } from 'kysely';
import { startTestServer } from '../../../server/testing/test-server';
import { COMMENTS_BENCH } from '../comments-first-page-data';
import { seedAuthors, seedChannel } from './comment-channel-seed';

const { POSTS, REPLIES, PUBLIC_KEY, CHANNEL_KEY, SMALL_CHANNEL_KEY, SMALL_POSTS } = COMMENTS_BENCH;

// `postgres`: a fresh database on DATABASE_URL's server (default the local one); otherwise SQLite.
const onPostgres = process.argv[2] === 'postgres';
if (onPostgres) process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
else delete process.env.DATABASE_URL;
const server = await startTestServer();
await seedAuthors(server.db);
await seedChannel(server.db, CHANNEL_KEY, POSTS, REPLIES);
await seedChannel(server.db, SMALL_CHANNEL_KEY, SMALL_POSTS, 0);
// What autovacuum does soon after a bulk load: the planner's statistics and the visibility map. SQLite
// gets none: the server never runs ANALYZE, so its planner works without statistics, as in use.
if (onPostgres) await sql`vacuum analyze`.execute(server.db);
process.stdout.write(`${JSON.stringify({ url: server.url, token: PUBLIC_KEY })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
