// The demo commenting page's conversation: seeded for development, never in production.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getPosts, getThreads } from '../../membership/testing/comments.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { DEMO_COMMENT_CHANNEL, DEMO_COMMENTS } from './comments.ts';
import { DEMO_APP_CONFIG } from './membership-data.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the demo commenting page', () => {
  it('has a conversation by the seed members in development, kept as it is on the next start', async () => {
    server = await startTestServer();
    const { posts, totalCount } = await getPosts(server, {
      channelKey: DEMO_COMMENT_CHANNEL,
      authorField: 'first-name',
    });
    expect(totalCount).toBe(DEMO_COMMENTS.length);
    expect(posts.map((post) => post.member?.displayName)).toEqual(['Chris', 'Sam', 'Dana']);
    const first = posts.at(-1)!;
    expect(first).toMatchObject({ _count: { Threads: 3, likedBy: 2 } });
    const replies = await getThreads(server, first.id);
    expect(replies.map((reply) => [reply.member?.customFields['first-name'], reply.content])).toEqual([
      ['Sam', '<p>The per-warehouse view saves me a spreadsheet every Monday.</p>'],
      ['Chris', '<p>Does it include the Rotterdam site yet?</p>'],
      ['Dana', '<p>Yes, <b>since this morning</b>.</p>'],
    ]);
    expect(posts[0]!.content).toContain('rel="nofollow ugc noopener"');
    expect(posts.every((post) => post.id.startsWith('cmt_sb_'))).toBe(true);

    await server.restart();
    expect((await getPosts(server, { channelKey: DEMO_COMMENT_CHANNEL })).totalCount).toBe(DEMO_COMMENTS.length);
  });

  it('has none in production, even with the demo app configured', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cf-demo-app-'));
    const appConfigPath = path.join(dir, 'app.json');
    const origins = ['https://www.acme.example'];
    await fs.writeFile(
      appConfigPath,
      JSON.stringify({ ...DEMO_APP_CONFIG, app: { ...DEMO_APP_CONFIG.app, allowedOrigins: origins } }),
    );
    try {
      server = await startTestServer({
        config: { nodeEnv: 'production', isProduction: true, allowedOrigins: origins, appConfigPath },
      });
      expect(await getPosts(server, { channelKey: DEMO_COMMENT_CHANNEL })).toEqual({ posts: [], totalCount: 0 });
      expect(await server.db.selectFrom('ms_comments').select('id').execute()).toEqual([]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
