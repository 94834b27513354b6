// A member's report of a post or reply: counted once per member, seen by the owners, limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { LIVE_KEY } from '../testing/client.ts';
import { commentCall, createPost, createThread, getPosts, getThreads } from '../testing/comments.ts';
import { consoleFetch, expectStatus, signInOwner } from '../testing/console.ts';
import { createMember } from '../testing/members.ts';

let server: TestServer;
let ada: Awaited<ReturnType<typeof createMember>>;
let bob: Awaited<ReturnType<typeof createMember>>;
let channelSeq = 0;
const channel = () => `reported-${++channelSeq}`;

beforeAll(async () => {
  server = await startTestServer({ membership: { rateLimits: { commentReportPerMember: { limit: 6 } } } });
  ada = await createMember(server);
  bob = await createMember(server);
}, 60_000);
afterAll(() => server.close());

const report = (path: string, token: string | undefined, key?: string) =>
  commentCall(server, `${path}/report`, { token, method: 'POST', key });
const reportsOf = async (id: string) =>
  (await server.db.selectFrom('ms_comments').select('reports').where('id', '=', id).executeTakeFirstOrThrow()).reports;

describe('POST /comments/posts/:id/report and /comments/threads/:id/report', () => {
  it('counts a member once per item, posts and replies alike, and the owners see the count', async () => {
    const post = await createPost(server, ada.token, channel(), 'reported');
    const reply = await createThread(server, ada.token, post.id, 'reported reply');
    for (let i = 0; i < 2; i++) {
      const answer = await report(`/comments/posts/${post.id}`, bob.token);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ id: post.id, reported: true });
    }
    expect(await reportsOf(post.id)).toBe(1);
    expect((await report(`/comments/threads/${reply.id}`, bob.token)).status).toBe(200);
    expect((await report(`/comments/posts/${post.id}`, ada.token)).status).toBe(200);
    expect(await reportsOf(post.id)).toBe(2);
    expect(await reportsOf(reply.id)).toBe(1);
    const session = await signInOwner(server);
    const items = expectStatus(await consoleFetch(server, '/comments?mode=test', { session }), 200).json.data.comments;
    expect(items[0]).toMatchObject({ id: post.id, reports: 2 });
  });

  it('answers reportedByMe to the reporter only, so their report still shows after a reload', async () => {
    const key = channel();
    const post = await createPost(server, ada.token, key, 'flag me');
    const reply = await createThread(server, ada.token, post.id, 'and me');
    expect(post.reportedByMe).toBe(false);
    await report(`/comments/posts/${post.id}`, bob.token);
    await report(`/comments/threads/${reply.id}`, bob.token);
    const reportedBy = async (token?: string) => [
      (await getPosts(server, { channelKey: key }, { token })).posts[0]?.reportedByMe,
      (await getThreads(server, post.id, { token }))[0]?.reportedByMe,
    ];
    expect(await reportedBy(bob.token)).toEqual([true, true]);
    expect(await reportedBy(ada.token)).toEqual([false, false]);
    expect(await reportedBy(undefined)).toEqual([false, false]);
  });

  it('needs a signed-in member and an item of the key’s app and mode, of its kind, there to read', async () => {
    const post = await createPost(server, ada.token, channel(), 'x');
    const reply = await createThread(server, ada.token, post.id, 'y');
    expect((await report(`/comments/posts/${post.id}`, undefined)).status).toBe(401);
    for (const path of [
      `/comments/threads/${post.id}`,
      `/comments/posts/${reply.id}`,
      '/comments/posts/cmt_sb_nothing',
    ]) {
      expect((await report(path, bob.token)).status, path).toBe(404);
    }
    // A live key: the test-mode item is none, and the test-mode member's session no session there.
    const live = await createMember(server, { mode: 'live' });
    expect((await report(`/comments/posts/${post.id}`, live.token, LIVE_KEY)).status).toBe(404);
    expect((await report(`/comments/posts/${post.id}`, bob.token, LIVE_KEY)).status).toBe(401);
    await server.db.updateTable('ms_comments').set({ hidden: 1 }).where('id', '=', post.id).execute();
    const hidden = await report(`/comments/posts/${post.id}`, bob.token);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.code).toBe('comment-not-found');
    expect(await reportsOf(post.id)).toBe(0);
  });

  it('limits reports per member: 429 with Retry-After', async () => {
    const carl = await createMember(server);
    const key = channel();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const post = await createPost(server, ada.token, key, `post ${i}`);
      const answer = await report(`/comments/posts/${post.id}`, carl.token);
      statuses.push(answer.status);
      if (answer.status === 429) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});
