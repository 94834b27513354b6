// The console's comment moderation: the app's owners list channels and items per mode, hide,
// restore, delete, ban and unban, and set a channel's access and the blocked words. Readers see
// each act in the public answers, every act is in the audit, and nothing else opens these routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../db/queries/audit-events.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { LIVE_KEY } from '../testing/client.ts';
import { commentCall, createPost, createThread, getPosts, getThreads } from '../testing/comments.ts';
import { openEvents } from '../testing/comment-events.ts';
import { consoleFetch, DEMO_OWNER, expectStatus, signInOwner } from '../testing/console.ts';
import { createMember, SEEDED_APP_ID } from '../testing/members.ts';

let server: TestServer;
let session: string;
let ada: Awaited<ReturnType<typeof createMember>>;
let bob: Awaited<ReturnType<typeof createMember>>;
let channelSeq = 0;
const channel = () => `moderated-${++channelSeq}`;

beforeAll(async () => {
  server = await startTestServer();
  session = await signInOwner(server);
  ada = await createMember(server);
  bob = await createMember(server);
}, 60_000);
afterAll(() => server.close());

const get = (path: string) => consoleFetch(server, path, { session });
const send = (method: string, path: string, body?: unknown) => consoleFetch(server, path, { session, method, body });

async function lastAudit(targetId: string) {
  const [event] = await listAuditEvents(server.db, { targetId, limit: 1 });
  return event;
}

describe('listing', () => {
  it("lists one mode's channels with their counts, and its items with the author's email, reported first", async () => {
    const key = channel();
    const first = await createPost(server, ada.token, key, 'first');
    const second = await createPost(server, bob.token, key, 'second');
    await createThread(server, bob.token, first.id, 'a reply');
    await commentCall(server, `/comments/posts/${first.id}/report`, { token: bob.token, method: 'POST' });
    const live = await createMember(server, { mode: 'live' });
    await createPost(server, live.token, key, 'live one', LIVE_KEY);

    const channels = expectStatus(await get('/comments/channels?mode=test'), 200).json.data.channels;
    expect(channels.find((row: { key: string }) => row.key === key)).toMatchObject({
      key,
      mode: 'test',
      access: 'open',
      ownerRepliesMarked: false,
      postCount: 2,
      replyCount: 1,
      reportedCount: 1,
      hiddenCount: 0,
    });
    const liveChannels = expectStatus(await get('/comments/channels'), 200).json.data.channels;
    expect(liveChannels.find((row: { key: string }) => row.key === key)).toMatchObject({ mode: 'live', postCount: 1 });

    const channelId = channels.find((row: { key: string }) => row.key === key).id;
    const items = expectStatus(await get(`/comments?mode=test&channelId=${channelId}`), 200).json.data.comments;
    expect(items.map((item: { id: string }) => item.id).slice(0, 2)).toEqual([first.id, expect.any(String)]);
    expect(items[0]).toMatchObject({
      kind: 'post',
      content: 'first',
      reports: 1,
      replyCount: 1,
      author: { id: ada.id, email: ada.email, displayName: 'Ada', banned: false },
    });
    expect(items.map((item: { id: string }) => item.id)).toContain(second.id);
    expect(items.find((item: { kind: string }) => item.kind === 'reply')).toMatchObject({ postId: first.id });
    // Live mode's items are live mode's only.
    const liveItems = expectStatus(await get(`/comments?mode=live&channelId=${channelId}`), 200).json.data.comments;
    expect(liveItems).toEqual([]);
  });

  it('pages items with the endCursor until the last page', async () => {
    const key = channel();
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await createPost(server, ada.token, key, `post ${i}`)).id);
    const channelId = (
      await server.db.selectFrom('ms_comment_channels').select('id').where('key', '=', key).executeTakeFirstOrThrow()
    ).id;
    const seen: string[] = [];
    let after = '';
    for (;;) {
      const page = expectStatus(await get(`/comments?mode=test&channelId=${channelId}&limit=2${after}`), 200).json.data;
      seen.push(...page.comments.map((item: { id: string }) => item.id));
      if (page.endCursor === null) break;
      after = `&after=${encodeURIComponent(page.endCursor)}`;
    }
    expect(seen).toEqual([...made].reverse());
  });
});

describe('acts on an item', () => {
  it('hides and restores an item: readers see a placeholder, then the item again; both audited', async () => {
    const key = channel();
    const post = await createPost(server, ada.token, key, 'rude words');
    const hidden = expectStatus(await send('POST', `/comments/${post.id}/hide`), 200).json.data;
    expect(hidden).toMatchObject({ id: post.id, hidden: true, content: 'rude words' });
    const [shown] = (await getPosts(server, { channelKey: key })).posts;
    expect(shown).toMatchObject({ id: post.id, hidden: true, content: '', member: null });
    expect(await lastAudit(post.id)).toMatchObject({
      actor_type: 'owner',
      actor_id: DEMO_OWNER.id,
      action: 'comments.hide',
      target_type: 'comment',
      mode: 'test',
      status: 200,
    });
    expectStatus(await send('POST', `/comments/${post.id}/restore`), 200);
    const [back] = (await getPosts(server, { channelKey: key })).posts;
    expect(back).toMatchObject({ hidden: false, content: 'rude words', member: { id: ada.id } });
    expect(await lastAudit(post.id)).toMatchObject({ action: 'comments.restore', status: 200 });
  });

  it("tells the channel's open streams of each hide, restore and delete at once", async () => {
    const key = channel();
    const post = await createPost(server, ada.token, key, 'watched');
    const stream = await openEvents(server.url, key);
    try {
      expect(stream.status).toBe(200);
      expectStatus(await send('POST', `/comments/${post.id}/hide`), 200);
      const hidden = await stream.next((event) => event.event === 'post.hidden');
      expect(hidden.data).toMatchObject({ post: { id: post.id, hidden: true, content: '', member: null } });
      expectStatus(await send('POST', `/comments/${post.id}/restore`), 200);
      const restored = await stream.next((event) => event.event === 'post.restored');
      expect(restored.data).toMatchObject({ post: { id: post.id, hidden: false, content: 'watched' } });
      expectStatus(await send('DELETE', `/comments/${post.id}`), 200);
      const deleted = await stream.next((event) => event.event === 'post.deleted');
      expect(deleted.data).toMatchObject({ id: post.id, outcome: 'removed' });
    } finally {
      stream.close();
    }
  });

  it('deletes a post with replies to a placeholder, a reply and a lone post outright', async () => {
    const key = channel();
    const post = await createPost(server, ada.token, key, 'kept for its reply');
    const reply = await createThread(server, bob.token, post.id, 'reply');
    const lone = await createPost(server, bob.token, key, 'lone');
    expect(expectStatus(await send('DELETE', `/comments/${post.id}`), 200).json.data).toEqual({
      id: post.id,
      outcome: 'placeholder',
    });
    expect(expectStatus(await send('DELETE', `/comments/${lone.id}`), 200).json.data.outcome).toBe('removed');
    const page = await getPosts(server, { channelKey: key });
    expect(page.posts.map((item) => [item.id, item.deleted])).toEqual([[post.id, true]]);
    expect((await getThreads(server, post.id)).map((item) => item.id)).toEqual([reply.id]);
    expect((await send('DELETE', `/comments/${post.id}`)).status).toBe(404);
    expect(expectStatus(await send('DELETE', `/comments/${reply.id}`), 200).json.data.outcome).toBe('removed');
    // The placeholder went with its last reply.
    expect((await getPosts(server, { channelKey: key })).totalCount).toBe(0);
    expect(await lastAudit(reply.id)).toMatchObject({ action: 'comments.delete', status: 200 });
  });

  it('bans a member from commenting (403 comment-banned) and lets them again; both audited', async () => {
    const member = await createMember(server);
    const key = channel();
    expectStatus(await send('PUT', `/comments/bans/${member.id}`), 200);
    const refused = await commentCall(server, '/comments/posts', {
      token: member.token,
      body: { channelKey: key, content: 'hi' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('comment-banned');
    const info = await commentCall(server, `/comments/channels/info?channelKey=${key}`, { token: member.token });
    expect(info.body.data.banned).toBe(true);
    expect(await lastAudit(member.id)).toMatchObject({ action: 'comments.ban', target_type: 'member', status: 200 });
    expectStatus(await send('DELETE', `/comments/bans/${member.id}`), 200);
    await createPost(server, member.token, key, 'back again');
    expect(await lastAudit(member.id)).toMatchObject({ action: 'comments.unban', status: 200 });
  });

  it("reaches only the owner's own app: another app's item, channel or member is a 404, and audited", async () => {
    const base = await server.db
      .selectFrom('ms_apps')
      .selectAll()
      .where('id', '=', SEEDED_APP_ID)
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('ms_apps')
      .values({ ...base, id: 'app_other_comments', test_public_key: 'pk_sb_other_c', live_public_key: 'pk_other_c' })
      .execute();
    const post = await createPost(server, ada.token, channel(), 'elsewhere');
    await server.db
      .updateTable('ms_comment_channels')
      .set({ app_id: 'app_other_comments' })
      .where(
        'id',
        '=',
        (
          await server.db
            .selectFrom('ms_comments')
            .select('channel_id')
            .where('id', '=', post.id)
            .executeTakeFirstOrThrow()
        ).channel_id,
      )
      .execute();
    for (const [method, path] of [
      ['POST', `/comments/${post.id}/hide`],
      ['POST', `/comments/${post.id}/restore`],
      ['DELETE', `/comments/${post.id}`],
    ] as const) {
      const refused = await send(method, path);
      expect(refused.status).toBe(404);
      expect(refused.json.error.code).toBe('comment-not-found');
    }
    expect(await lastAudit(post.id)).toMatchObject({ action: 'comments.delete', status: 404 });
    const channels = expectStatus(await get('/comments/channels?mode=test'), 200).json.data.channels;
    expect(channels.map((row: { key: string }) => row.key)).not.toContain('elsewhere');
  });
});

describe('who may', () => {
  it('answers 401 without an owner session, a member token or a key opening nothing', async () => {
    const post = await createPost(server, ada.token, channel(), 'x');
    for (const [method, path, body] of [
      ['GET', '/comments/channels', undefined],
      ['GET', '/comments', undefined],
      ['POST', `/comments/${post.id}/hide`, {}],
      ['DELETE', `/comments/${post.id}`, undefined],
      ['PUT', `/comments/bans/${ada.id}`, {}],
      ['PATCH', '/comments/channels/cch_x', { access: 'locked' }],
      ['PUT', '/comments/blocked-words', { words: [] }],
    ] as const) {
      const answer = await consoleFetch(server, path, {
        method,
        body,
        headers: { Authorization: `Bearer ${ada.token}`, 'X-API-Key': 'pk_sb_chainforge_demo' },
      });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.json.error.code).toBe('owner-sign-in-required');
    }
    expect((await getPosts(server, { channelKey: 'x' })).posts).toEqual([]);
  });
});

describe('settings', () => {
  it("sets a channel's access and owners' replies mark, audited, and members meet it", async () => {
    const key = channel();
    await createPost(server, ada.token, key, 'open for now');
    const channels = expectStatus(await get('/comments/channels?mode=test'), 200).json.data.channels;
    const { id } = channels.find((row: { key: string }) => row.key === key);
    const locked = expectStatus(
      await send('PATCH', `/comments/channels/${id}`, { access: 'locked', ownerRepliesMarked: true }),
      200,
    );
    expect(locked.json.data).toMatchObject({ id, access: 'locked', ownerRepliesMarked: true, postCount: 1 });
    const refused = await commentCall(server, '/comments/posts', {
      token: ada.token,
      body: { channelKey: key, content: 'x' },
    });
    expect(refused.body.error.code).toBe('comment-channel-locked');
    expect(await lastAudit(id)).toMatchObject({
      action: 'comments.channel-settings',
      target_type: 'comment-channel',
      mode: 'test',
      status: 200,
    });
    expect((await send('PATCH', '/comments/channels/cch_none', { access: 'open' })).json.error.code).toBe(
      'comment-channel-not-found',
    );
  });

  it("marks owners' replies only where the channel says so, and only for an owner's verified email", async () => {
    const key = channel();
    const post = await createPost(server, ada.token, key, 'a question');
    const owner = await createMember(server, { email: DEMO_OWNER.email as string });
    const answered = await createThread(server, owner.token, post.id, 'the answer');
    expect(answered.byOwner).toBe(false);
    const channels = expectStatus(await get('/comments/channels?mode=test'), 200).json.data.channels;
    const { id } = channels.find((row: { key: string }) => row.key === key);
    expectStatus(await send('PATCH', `/comments/channels/${id}`, { ownerRepliesMarked: true }), 200);
    const marked = await getThreads(server, post.id);
    expect(marked.map((item) => [item.id, item.byOwner])).toEqual([[answered.id, true]]);
    expect((await getPosts(server, { channelKey: key })).posts[0]?.byOwner).toBe(false);
    // An address anyone could sign up with is no proof: unverified, it is not the owner.
    await server.db.updateTable('members').set({ verified: 0 }).where('id', '=', owner.id).execute();
    expect((await getThreads(server, post.id))[0]?.byOwner).toBe(false);
    await server.db.updateTable('members').set({ verified: 1 }).where('id', '=', owner.id).execute();
    expectStatus(await send('PATCH', `/comments/channels/${id}`, { ownerRepliesMarked: false }), 200);
    expect((await getThreads(server, post.id))[0]?.byOwner).toBe(false);
  });

  it('replaces the blocked words (lowercase, no repeats), which refuse comments at once', async () => {
    const saved = expectStatus(
      await send('PUT', '/comments/blocked-words', { words: ['Spam', ' spam ', 'Scam'] }),
      200,
    );
    expect(saved.json.data).toEqual({ words: ['scam', 'spam'] });
    expect(expectStatus(await get('/comments/blocked-words'), 200).json.data.words).toEqual(['scam', 'spam']);
    const refused = await commentCall(server, '/comments/posts', {
      token: ada.token,
      body: { channelKey: channel(), content: 'buy SPAM now' },
    });
    expect(refused.body.error.code).toBe('comment-blocked-word');
    expectStatus(await send('PUT', '/comments/blocked-words', { words: [] }), 200);
    const [event] = await listAuditEvents(server.db, { actor: { type: 'owner', id: DEMO_OWNER.id }, limit: 1 });
    expect(event).toMatchObject({ action: 'comments.blocked-words', status: 200 });
    expect(JSON.parse(event?.detail ?? '{}')).toEqual({ words: 0 });
  });
});

describe('bad input', () => {
  it('answers 4xx JSON for bad queries, bodies and ids, never 5xx', async () => {
    const post = await createPost(server, ada.token, channel(), 'x');
    const cases: [string, string, unknown][] = [
      ['GET', '/comments?mode=staging', undefined],
      ['GET', '/comments?after=nonsense', undefined],
      ['GET', '/comments?limit=0', undefined],
      ['GET', '/comments?channelId=%00', undefined],
      ['GET', '/comments/channels?limit=1000', undefined],
      ['POST', '/comments/%00/hide', {}],
      ['POST', `/comments/${'x'.repeat(300)}/hide`, {}],
      ['DELETE', '/comments/bans/%00', undefined],
      ['PUT', '/comments/bans/mem_nobody', {}],
      ['PATCH', `/comments/channels/cch_x`, {}],
      ['PATCH', `/comments/channels/cch_x`, { access: 'everyone' }],
      ['PATCH', `/comments/channels/cch_x`, { access: 'open', extra: 1 }],
      ['PUT', '/comments/blocked-words', { words: 'spam' }],
      ['PUT', '/comments/blocked-words', { words: ['a\u202eb'] }],
      ['PUT', '/comments/blocked-words', { words: ['  '] }],
      ['PUT', '/comments/blocked-words', { words: Array.from({ length: 501 }, (_, i) => `w${i}`) }],
      ['PUT', '/comments/blocked-words', [1]],
      ['POST', `/comments/${post.id}/hide`, 'not json'],
    ];
    for (const [method, path, body] of cases) {
      const answer = await send(method, path, body);
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      expect(answer.json.error.code, `${method} ${path}`).toEqual(expect.any(String));
    }
  });
});
