import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_STREAM } from '../../../contract/comment-events.ts';
import { startServer } from '../../server.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { LIVE_KEY, TEST_KEY } from '../testing/client.ts';
import { type EventReader, openEvents } from '../testing/comment-events.ts';
import { commentCall, createPost, createThread } from '../testing/comments.ts';
import { createMember } from '../testing/members.ts';

let server: TestServer;
let ada: Awaited<ReturnType<typeof createMember>>;
let bob: Awaited<ReturnType<typeof createMember>>;
let channelSeq = 0;
const channel = () => `live-${Date.now()}-${++channelSeq}`;
const readers: EventReader[] = [];
async function open(...args: Parameters<typeof openEvents>) {
  const reader = await openEvents(...args);
  readers.push(reader);
  return reader;
}

beforeAll(async () => {
  server = await startTestServer();
  ada = await createMember(server);
  bob = await createMember(server);
  await server.db
    .updateTable('members')
    .set({ custom_fields: JSON.stringify({ 'first-name': 'Ada', 'last-name': 'Lovelace', 'crm-id': 'c-1' }) })
    .where('id', '=', ada.id)
    .execute();
});
afterAll(async () => {
  for (const reader of readers) reader.close();
  await server.close();
});

const ofType = (type: string) => (event: { event: string }) => event.event === type;

describe('the comment stream', () => {
  it('shows a reader another member’s new post, reply, edit, votes, typing and deletions as they happen', async () => {
    const key = channel();
    const reader = await open(server.url, key);
    expect(reader.status).toBe(200);
    expect(reader.contentType).toBe('text/event-stream');

    const post = await createPost(server, ada.token, key, 'first!');
    const created = await reader.next(ofType('post.created'));
    expect(created.id).toMatch(/^\d+$/);
    expect(created.data).toEqual({ type: 'post.created', post: { ...post, myVote: null } });
    expect((created.data.post as { member: { displayName: string } }).member.displayName).toBe('Ada');
    expect(reader.retry).toBe(COMMENT_STREAM.retryMs);

    const edit = await commentCall(server, `/comments/posts/${post.id}/update`, {
      token: ada.token,
      method: 'PATCH',
      body: { content: 'edited' },
    });
    expect(edit.status).toBe(200);
    const updated = await reader.next(ofType('post.updated'));
    expect(updated.data).toMatchObject({ post: { id: post.id, content: 'edited', edited: true } });

    const vote = await commentCall(server, `/comments/posts/${post.id}/vote`, {
      token: bob.token,
      body: { vote: 'UP' },
    });
    expect(vote.status).toBe(200);
    expect((await reader.next(ofType('votes'))).data).toEqual({
      type: 'votes',
      id: post.id,
      _count: { likedBy: 1, dislikedBy: 0 },
    });

    const typing = await commentCall(server, '/comments/posts/typing', { token: ada.token, body: { channelKey: key } });
    expect(typing.status).toBe(200);
    const notice = await reader.next(ofType('typing'));
    // Named as her comments are, with her PUBLIC fields only: her private last name and hidden CRM id stay home.
    expect(notice).toEqual({
      id: undefined,
      event: 'typing',
      data: { type: 'typing', memberId: ada.id, name: 'Ada', customFields: { 'first-name': 'Ada' } },
    });

    const reply = await createThread(server, bob.token, post.id, 'a reply');
    expect((await reader.next(ofType('thread.created'))).data).toMatchObject({
      thread: { id: reply.id, postId: post.id },
    });

    expect(
      (await commentCall(server, `/comments/posts/${post.id}`, { token: ada.token, method: 'DELETE' })).status,
    ).toBe(200);
    const kept = await reader.next(ofType('post.deleted'));
    expect(kept.data).toMatchObject({
      id: post.id,
      outcome: 'placeholder',
      post: { deleted: true, content: '', member: null },
    });

    const from = reader.events.length;
    expect(
      (await commentCall(server, `/comments/threads/${reply.id}`, { token: bob.token, method: 'DELETE' })).status,
    ).toBe(200);
    expect((await reader.next(ofType('thread.deleted'), from)).data).toEqual({
      type: 'thread.deleted',
      id: reply.id,
      postId: post.id,
    });
    // The placeholder's last reply took it with it.
    expect((await reader.next(ofType('post.deleted'), from)).data).toEqual({
      type: 'post.deleted',
      id: post.id,
      outcome: 'removed',
      post: null,
    });
    const ids = reader.events.filter((event) => event.id !== undefined).map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('resumes after Last-Event-ID without losing or repeating an event', async () => {
    const key = channel();
    const first = await open(server.url, key);
    await createPost(server, ada.token, key, 'one');
    const seen = await first.next(ofType('post.created'));
    first.close();
    const missed = [await createPost(server, ada.token, key, 'two'), await createPost(server, bob.token, key, 'three')];

    const again = await open(server.url, key, { lastEventId: seen.id });
    await again.next((event) => (event.data.post as { id?: string } | undefined)?.id === missed[1]?.id);
    expect(again.events.map((event) => (event.data.post as { id: string }).id)).toEqual(missed.map((post) => post.id));
    const live = await createPost(server, ada.token, key, 'four');
    expect((await again.next(ofType('post.created'), 2)).data).toMatchObject({ post: { id: live.id } });
  });

  it('answers reset to an id older than the kept events, and nothing to the latest one', async () => {
    const key = channel();
    const reader = await open(server.url, key);
    await createPost(server, ada.token, key, 'kept');
    const latest = await reader.next(ofType('post.created'));

    const tooOld = await open(server.url, key, { lastEventId: String(Number(latest.id) - 5) });
    expect((await tooOld.next(ofType('reset'))).data).toEqual({ type: 'reset' });
    const unknownChannel = await open(server.url, channel(), { lastEventId: '12' });
    await unknownChannel.next(ofType('reset'));

    const upToDate = await open(server.url, key, { lastEventId: latest.id });
    await createPost(server, bob.token, key, 'next');
    await upToDate.next(ofType('post.created'));
    expect(upToDate.events.map((event) => event.event)).toEqual(['post.created']);
  });

  it('keeps test and live mode apart', async () => {
    const key = channel();
    const liveMember = await createMember(server, { mode: 'live' });
    const liveReader = await open(server.url, key, { key: LIVE_KEY });
    const testReader = await open(server.url, key, { key: TEST_KEY });
    const testPost = await createPost(server, ada.token, key, 'in test mode');
    await testReader.next(ofType('post.created'));
    const livePost = await createPost(server, liveMember.token, key, 'in live mode', LIVE_KEY);
    await liveReader.next(ofType('post.created'));
    expect(liveReader.events.map((event) => (event.data.post as { id: string }).id)).toEqual([livePost.id]);
    expect(testReader.events.map((event) => (event.data.post as { id: string }).id)).toEqual([testPost.id]);
  });

  it('refuses bad input with JSON, and takes the key from X-API-Key too', async () => {
    const base = `${server.url}/membership/comments/channels/events`;
    const cases: [string, Record<string, string>, number][] = [
      [`${base}?publicKey=${TEST_KEY}`, {}, 422],
      [`${base}?channelKey=x`, {}, 400],
      [`${base}?channelKey=x&publicKey=pk_nobody`, {}, 401],
      [`${base}?channelKey=x&publicKey=${TEST_KEY}`, { 'Last-Event-ID': 'abc' }, 400],
      [`${base}?channelKey=${'x'.repeat(201)}&publicKey=${TEST_KEY}`, {}, 422],
    ];
    for (const [url, headers, status] of cases) {
      const response = await fetch(url, { headers });
      expect([url, response.status]).toEqual([url, status]);
      expect(response.headers.get('content-type')).toContain('application/json');
      await response.text();
    }
    const abort = new AbortController();
    const byHeader = await fetch(`${base}?channelKey=x`, { headers: { 'X-API-Key': TEST_KEY }, signal: abort.signal });
    expect(byHeader.headers.get('content-type')).toBe('text/event-stream');
    abort.abort();
  });

  it('lets a page of an allowed origin read it', async () => {
    const response = await fetch(
      `${server.url}/membership/comments/channels/events?channelKey=x&publicKey=${TEST_KEY}`,
      { headers: { Origin: 'http://localhost:5173' } },
    );
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    await response.body?.cancel();
  });

  it(`holds at most ${COMMENT_STREAM.openPerAddress} open streams per address`, async () => {
    for (const reader of readers.splice(0)) reader.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const key = channel();
    const streams: EventReader[] = [];
    for (let i = 0; i < COMMENT_STREAM.openPerAddress; i++) streams.push(await openEvents(server.url, key));
    expect(streams.map((reader) => reader.status)).toEqual(streams.map(() => 200));
    const refused = await openEvents(server.url, key);
    expect(refused.status).toBe(429);
    for (const reader of streams) reader.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await open(server.url, key)).status).toBe(200);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('two instances on one database, through Redis', () => {
  it('hear each other’s events, resume from either, and end their streams when stopping', async () => {
    const a = await startTestServer({ config: { redisUrl } });
    const b = await startServer({ ...a.config, port: 0 });
    try {
      const member = await createMember(a);
      const key = channel();
      const atB = await openEvents(b.url, key);
      const atA = await openEvents(a.url, key);
      const post = await createPost(a, member.token, key, 'from A');
      const heardAtB = await atB.next(ofType('post.created'));
      expect(heardAtB.data).toMatchObject({ post: { id: post.id } });
      await atA.next(ofType('post.created'));
      atA.close();

      const reply = await createThread({ ...a, url: b.url } as TestServer, member.token, post.id, 'from B');
      const resumedAtA = await openEvents(a.url, key, { lastEventId: heardAtB.id });
      expect((await resumedAtA.next(ofType('thread.created'))).data).toMatchObject({ thread: { id: reply.id } });
      expect(resumedAtA.events).toHaveLength(1);

      // As on SIGTERM: the open stream ends at once, not when the server's drain time is up.
      const stopping = Date.now();
      const closed = b.close();
      await atB.ended;
      expect(Date.now() - stopping).toBeLessThan(1_000);
      await closed;
      resumedAtA.close();
    } finally {
      await b.close();
      await a.close();
    }
  });

  it(`count one address's streams on both together: at most ${COMMENT_STREAM.openPerAddress} in all`, async () => {
    const a = await startTestServer({ config: { redisUrl } });
    const b = await startServer({ ...a.config, port: 0 });
    const streams: EventReader[] = [];
    try {
      const key = channel();
      for (let i = 0; i < COMMENT_STREAM.openPerAddress; i++)
        streams.push(await openEvents(i % 2 === 0 ? a.url : b.url, key));
      expect(streams.map((reader) => reader.status)).toEqual(streams.map(() => 200));
      for (const url of [a.url, b.url]) {
        const refused = await openEvents(url, key);
        expect(refused.status).toBe(429);
        expect(refused.retryAfter).toBe('3');
      }
      // A stream that ends on A frees its place on B.
      streams.shift()?.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const admitted = await openEvents(b.url, key);
      expect(admitted.status).toBe(200);
      streams.push(admitted);
    } finally {
      for (const reader of streams) reader.close();
      await b.close();
      await a.close();
    }
  });
});
