import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { LIVE_KEY } from '../testing/client.ts';
import { commentCall, createPost, createThread, getPosts, getThreads } from '../testing/comments.ts';
import { createMember } from '../testing/members.ts';

let server: TestServer;
let ada: Awaited<ReturnType<typeof createMember>>;
let bob: Awaited<ReturnType<typeof createMember>>;
let channelSeq = 0;
const channel = () => `channel-${++channelSeq}`;

beforeAll(async () => {
  server = await startTestServer();
  ada = await createMember(server);
  bob = await createMember(server);
  // A private field and a hidden one: neither may leave with a comment.
  await server.db
    .updateTable('members')
    .set({ custom_fields: JSON.stringify({ 'first-name': 'Ada', 'last-name': 'Secret', 'crm-id': 'CRM-1' }) })
    .where('id', '=', ada.id)
    .execute();
});
afterAll(() => server.close());

describe('posts', () => {
  it('are written by a signed-in member and read by anyone with the public key, in the SDK shape', async () => {
    const key = channel();
    const post = await createPost(server, ada.token, key, '<p>Hello <b>world</b></p>');
    expect(post.id).toMatch(/^cmt_sb_/);
    expect(post).toMatchObject({
      internalOrder: '1',
      content: '<p>Hello <b>world</b></p>',
      member: { id: ada.id, customFields: { 'first-name': 'Ada' }, profileImage: null, displayName: 'Ada' },
      _count: { Threads: 0, likedBy: 0, dislikedBy: 0 },
      myVote: null,
      edited: false,
      deleted: false,
      hidden: false,
    });
    const page = await getPosts(server, { channelKey: key });
    expect(page.totalCount).toBe(1);
    expect(page.posts).toEqual([{ ...post }]);
  });

  it('never answer a PRIVATE or hidden custom field, whatever authorField asks for', async () => {
    const key = channel();
    await createPost(server, ada.token, key, 'private?');
    for (const authorField of ['last-name', 'crm-id', 'first-name']) {
      const { status, body } = await commentCall(
        server,
        `/comments/posts?channelKey=${key}&authorField=${authorField}`,
      );
      expect(status).toBe(200);
      const text = JSON.stringify(body);
      expect(text).not.toContain('Secret');
      expect(text).not.toContain('CRM-1');
      expect(body.data.posts[0].member.displayName).toBe('Ada');
    }
  });

  it('answer an empty page for a channel with no posts, and make none', async () => {
    expect(await getPosts(server, { channelKey: 'never-posted' })).toEqual({ posts: [], totalCount: 0 });
    const info = await commentCall(server, '/comments/channels/info?channelKey=never-posted');
    expect(info.body.data).toMatchObject({ key: 'never-posted', exists: false, totalCount: 0, subscription: null });
  });

  it('need a signed-in member to write, vote, type or subscribe', async () => {
    const post = await createPost(server, ada.token, channel(), 'x');
    const calls: [string, string, unknown][] = [
      ['POST', '/comments/posts', { channelKey: 'k', content: 'x' }],
      ['POST', '/comments/threads', { postId: post.id, content: 'x' }],
      ['PATCH', `/comments/posts/${post.id}/update`, { content: 'y' }],
      ['DELETE', `/comments/posts/${post.id}`, undefined],
      ['POST', `/comments/posts/${post.id}/vote`, { vote: 'UP' }],
      ['POST', '/comments/posts/typing', { channelKey: 'k' }],
      ['POST', '/comments/channels/manage-subscription', { channelKey: 'k', action: 'THREADS_ONLY' }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await commentCall(server, path, { method, body });
      expect([path, answer.status, answer.body.error.code]).toEqual([path, 401, 'login-required']);
    }
  });

  it('are edited and deleted by their author only', async () => {
    const post = await createPost(server, ada.token, channel(), 'mine');
    const byBob = await commentCall(server, `/comments/posts/${post.id}/update`, {
      method: 'PATCH',
      token: bob.token,
      body: { content: 'hijacked' },
    });
    expect([byBob.status, byBob.body.error.code]).toEqual([403, 'comment-author-only']);
    const deleteByBob = await commentCall(server, `/comments/posts/${post.id}`, { method: 'DELETE', token: bob.token });
    expect(deleteByBob.status).toBe(403);
    const edited = await commentCall(server, `/comments/posts/${post.id}/update`, {
      method: 'PATCH',
      token: ada.token,
      body: { content: 'mine, <i>edited</i>' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      content: 'mine, <i>edited</i>',
      edited: true,
      internalOrder: post.internalOrder,
    });
  });

  it('are kept apart by mode: a live key sees no test comment, and live ids are cmt_', async () => {
    const key = channel();
    await createPost(server, ada.token, key, 'test mode');
    const liveMember = await createMember(server, { mode: 'live' });
    const livePost = await createPost(server, liveMember.token, key, 'live mode', LIVE_KEY);
    // A live id is `cmt_` and random base64url, which may itself begin with an `s`: only `cmt_sb_` is test mode.
    expect(livePost.id).toMatch(/^cmt_/);
    expect(livePost.id.startsWith('cmt_sb_')).toBe(false);
    const live = await getPosts(server, { channelKey: key }, { key: LIVE_KEY });
    expect(live.posts.map((post) => post.content)).toEqual(['live mode']);
    const test = await getPosts(server, { channelKey: key });
    expect(test.posts.map((post) => post.content)).toEqual(['test mode']);
    const across = await commentCall(server, `/comments/threads?postId=${livePost.id}`);
    expect(across.body.error.code).toBe('comment-not-found');
    const testTokenLive = await commentCall(server, '/comments/posts', {
      token: ada.token,
      key: LIVE_KEY,
      body: { channelKey: key, content: 'x' },
    });
    expect(testTokenLive.status).toBe(401);
  });
});

describe('replies', () => {
  it('are read under their post and counted on it', async () => {
    const post = await createPost(server, ada.token, channel(), 'question');
    const first = await createThread(server, bob.token, post.id, 'answer one');
    await createThread(server, ada.token, post.id, 'answer two');
    expect(first).toMatchObject({ postId: post.id, content: 'answer one', member: { id: bob.id } });
    const threads = await getThreads(server, post.id);
    expect(threads.map((thread) => thread.content)).toEqual(['answer one', 'answer two']);
    const [again] = (await getPosts(server, { channelKey: `channel-${channelSeq}` })).posts;
    expect(again?._count.Threads).toBe(2);
  });

  it('name a post, not a reply, and not a post under /threads routes', async () => {
    const post = await createPost(server, ada.token, channel(), 'p');
    const reply = await createThread(server, bob.token, post.id, 'r');
    const onReply = await commentCall(server, '/comments/threads', {
      token: ada.token,
      body: { postId: reply.id, content: 'x' },
    });
    expect(onReply.body.error.code).toBe('comment-not-found');
    const postAsThread = await commentCall(server, `/comments/threads/${post.id}/vote`, {
      token: bob.token,
      body: { vote: 'UP' },
    });
    expect(postAsThread.status).toBe(404);
    const threadAsPost = await commentCall(server, `/comments/posts/${reply.id}/vote`, {
      token: bob.token,
      body: { vote: 'UP' },
    });
    expect(threadAsPost.status).toBe(404);
  });
});

describe('deleting', () => {
  it('leaves a placeholder for a post with replies, which goes with its last reply', async () => {
    const key = channel();
    const post = await createPost(server, ada.token, key, 'to be deleted');
    const reply = await createThread(server, bob.token, post.id, 'still readable');
    const deleted = await commentCall(server, `/comments/posts/${post.id}`, { method: 'DELETE', token: ada.token });
    expect(deleted.body.data).toEqual({ id: post.id, outcome: 'placeholder' });
    const page = await getPosts(server, { channelKey: key });
    expect(page.totalCount).toBe(1);
    expect(page.posts[0]).toMatchObject({ id: post.id, content: '', member: null, deleted: true });
    expect((await getThreads(server, post.id)).map((thread) => thread.content)).toEqual(['still readable']);
    const replyToPlaceholder = await commentCall(server, '/comments/threads', {
      token: bob.token,
      body: { postId: post.id, content: 'x' },
    });
    expect(replyToPlaceholder.status).toBe(404);
    const removed = await commentCall(server, `/comments/threads/${reply.id}`, { method: 'DELETE', token: bob.token });
    expect(removed.body.data.outcome).toBe('removed');
    expect(await getPosts(server, { channelKey: key })).toEqual({ posts: [], totalCount: 0 });
  });

  it('removes a post without replies outright', async () => {
    const key = channel();
    const post = await createPost(server, ada.token, key, 'gone');
    const deleted = await commentCall(server, `/comments/posts/${post.id}`, { method: 'DELETE', token: ada.token });
    expect(deleted.body.data.outcome).toBe('removed');
    expect((await getPosts(server, { channelKey: key })).totalCount).toBe(0);
    const again = await commentCall(server, `/comments/posts/${post.id}`, { method: 'DELETE', token: ada.token });
    expect(again.body.error.code).toBe('comment-not-found');
  });
});

describe('votes', () => {
  const vote = (token: string, id: string, value: string, kind = 'posts') =>
    commentCall(server, `/comments/${kind}/${id}/vote`, { token, body: { vote: value } });

  it('are one per member and item: UP twice counts once, DOWN switches, NONE takes it back', async () => {
    const post = await createPost(server, ada.token, channel(), 'vote on me');
    expect((await vote(bob.token, post.id, 'UP')).body.data).toMatchObject({
      myVote: 'UP',
      _count: { likedBy: 1, dislikedBy: 0 },
    });
    expect((await vote(bob.token, post.id, 'UP')).body.data._count).toMatchObject({ likedBy: 1, dislikedBy: 0 });
    expect((await vote(ada.token, post.id, 'UP')).body.data._count).toMatchObject({ likedBy: 2 });
    expect((await vote(bob.token, post.id, 'DOWN')).body.data).toMatchObject({
      myVote: 'DOWN',
      _count: { likedBy: 1, dislikedBy: 1 },
    });
    expect((await vote(bob.token, post.id, 'NONE')).body.data).toMatchObject({
      myVote: null,
      _count: { likedBy: 1, dislikedBy: 0 },
    });
  });

  it("show the reader's own vote on a page and none to the signed-out", async () => {
    const key = channel();
    const post = await createPost(server, ada.token, key, 'p');
    const reply = await createThread(server, ada.token, post.id, 'r');
    await vote(bob.token, post.id, 'DOWN');
    await vote(bob.token, reply.id, 'UP', 'threads');
    expect((await getPosts(server, { channelKey: key }, { token: bob.token })).posts[0]?.myVote).toBe('DOWN');
    expect((await getPosts(server, { channelKey: key })).posts[0]?.myVote).toBeNull();
    expect((await getThreads(server, post.id, { token: bob.token }))[0]).toMatchObject({
      myVote: 'UP',
      _count: { likedBy: 1 },
    });
  });

  it('refuse anything but UP, DOWN and NONE', async () => {
    const post = await createPost(server, ada.token, channel(), 'p');
    for (const value of ['up', 'LIKE', 1, null]) {
      expect((await vote(bob.token, post.id, value as string)).status).toBe(422);
    }
  });
});

describe('order and paging', () => {
  it('pages newest and oldest first with after, and sorts top by votes', async () => {
    const key = channel();
    const posts = [];
    for (let index = 1; index <= 5; index++) posts.push(await createPost(server, ada.token, key, `post ${index}`));
    const contents = (page: { posts: { content: string }[] }) => page.posts.map((post) => post.content);
    const first = await getPosts(server, { channelKey: key, limit: '2' });
    expect(contents(first)).toEqual(['post 5', 'post 4']);
    expect(first.totalCount).toBe(5);
    const second = await getPosts(server, { channelKey: key, limit: '2', after: first.posts[1]?.internalOrder ?? '' });
    expect(contents(second)).toEqual(['post 3', 'post 2']);
    const oldest = await getPosts(server, {
      channelKey: key,
      order: 'oldest',
      limit: '3',
      after: posts[0]?.internalOrder ?? '',
    });
    expect(contents(oldest)).toEqual(['post 2', 'post 3', 'post 4']);
    await commentCall(server, `/comments/posts/${posts[1]?.id}/vote`, { token: bob.token, body: { vote: 'UP' } });
    await commentCall(server, `/comments/posts/${posts[3]?.id}/vote`, { token: bob.token, body: { vote: 'DOWN' } });
    const top = await getPosts(server, { channelKey: key, order: 'top', limit: '3' });
    expect(contents(top)).toEqual(['post 2', 'post 5', 'post 3']);
    const topNext = await getPosts(server, { channelKey: key, order: 'top', after: top.posts[2]?.internalOrder ?? '' });
    expect(contents(topNext)).toEqual(['post 1', 'post 4']);
  });

  it('refuses a bad order, after or limit with 422', async () => {
    for (const query of ['order=random', 'after=abc', 'after=-1', 'limit=0', 'limit=101', 'limit=1e3']) {
      const answer = await commentCall(server, `/comments/posts?channelKey=k&${query}`);
      expect([query, answer.status]).toEqual([query, 422]);
    }
    expect((await commentCall(server, '/comments/posts')).status).toBe(422);
  });
});

describe('channels', () => {
  it('answer their information and a member subscribes and unsubscribes', async () => {
    const key = channel();
    await createPost(server, ada.token, key, 'p');
    const subscribe = (action: string) =>
      commentCall(server, '/comments/channels/manage-subscription', {
        token: bob.token,
        body: { channelKey: key, action },
      });
    expect((await subscribe('THREADS_ONLY')).status).toBe(200);
    const info = await commentCall(server, `/comments/channels/info?channelKey=${key}`, { token: bob.token });
    expect(info.body.data).toEqual({
      key,
      exists: true,
      access: 'open',
      totalCount: 1,
      subscription: 'THREADS_ONLY',
      banned: false,
    });
    await subscribe('NONE');
    const after = await commentCall(server, `/comments/channels/info?channelKey=${key}`, { token: bob.token });
    expect(after.body.data.subscription).toBe('NONE');
    expect((await subscribe('ALL')).status).toBe(422);
  });

  it('refuse posts in a locked channel and, open to members with a plan, from a member without one', async () => {
    const key = channel();
    const post = await createPost(server, ada.token, key, 'p');
    await server.db.updateTable('ms_comment_channels').set({ access: 'locked' }).where('key', '=', key).execute();
    const locked = await commentCall(server, '/comments/posts', {
      token: bob.token,
      body: { channelKey: key, content: 'x' },
    });
    expect([locked.status, locked.body.error.code]).toEqual([403, 'comment-channel-locked']);
    await server.db
      .updateTable('ms_comment_channels')
      .set({ access: 'members-with-plan' })
      .where('key', '=', key)
      .execute();
    const planless = await commentCall(server, '/comments/threads', {
      token: bob.token,
      body: { postId: post.id, content: 'x' },
    });
    expect([planless.status, planless.body.error.code]).toEqual([403, 'comment-plan-required']);
  });

  it('typing is a signed-in notice', async () => {
    const answer = await commentCall(server, '/comments/posts/typing', {
      token: bob.token,
      body: { channelKey: channel() },
    });
    expect(answer.status).toBe(200);
  });
});

describe('who may comment', () => {
  it('a banned member gets 403 comment-banned for posts, replies, edits and votes, and the channel says so', async () => {
    const carol = await createMember(server);
    const key = channel();
    const own = await createPost(server, carol.token, key, 'before the ban');
    await server.db
      .insertInto('ms_comment_bans')
      .values({ member_id: carol.id, banned_by: 'own_test', created_at: new Date().toISOString() })
      .execute();
    const calls: [string, string, unknown][] = [
      ['POST', '/comments/posts', { channelKey: key, content: 'x' }],
      ['POST', '/comments/threads', { postId: own.id, content: 'x' }],
      ['PATCH', `/comments/posts/${own.id}/update`, { content: 'y' }],
      ['POST', `/comments/posts/${own.id}/vote`, { vote: 'UP' }],
      ['POST', '/comments/posts/typing', { channelKey: key }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await commentCall(server, path, { method, body, token: carol.token });
      expect([path, answer.status, answer.body.error.code]).toEqual([path, 403, 'comment-banned']);
    }
    const info = await commentCall(server, `/comments/channels/info?channelKey=${key}`, { token: carol.token });
    expect(info.body.data.banned).toBe(true);
    // Deleting their own is still theirs to do.
    expect(
      (await commentCall(server, `/comments/posts/${own.id}`, { method: 'DELETE', token: carol.token })).status,
    ).toBe(200);
  });

  it("an app's blocked words are refused as whole words, in any case", async () => {
    await server.db
      .insertInto('ms_comment_blocked_words')
      .values({ app_id: 'app_chainforge_demo', word: 'spamword' })
      .execute();
    const refused = await commentCall(server, '/comments/posts', {
      token: ada.token,
      body: { channelKey: channel(), content: '<p>Buy <b>SpamWord</b> now</p>' },
    });
    expect([refused.status, refused.body.error.code]).toEqual([422, 'comment-blocked-word']);
    await createPost(server, ada.token, channel(), 'antispamwords are fine');
  });
});
