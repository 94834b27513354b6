import { DefaultChatTransport, type UIMessageChunk } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatConversation } from '../../contract/chat.ts';
import { askChat, uniqueId } from '../testing/chat-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { type RunningServer, startServer } from '../server.ts';

// Runs where Redis is: REDIS_URL=redis://127.0.0.1:6379 (CI's PostgreSQL pass sets it).
const REDIS_URL = process.env.REDIS_URL;
const DEMO = 'demo@chainforge.dev';
const CHAT = 'chat@chainforge.dev';
// A long answer (many pieces), so that it is still being written when the client is cut off.
const QUESTION = 'Do I have any stockout risks?';

const transportAt = (url: string, token: string) =>
  new DefaultChatTransport({ api: `${url}/api/chat`, headers: { Authorization: `Bearer ${token}` } });

/** The text of the deltas read from `stream`, until it ends or `stopAfter` deltas. */
async function readText(stream: ReadableStream<UIMessageChunk>, stopAfter = Number.POSITIVE_INFINITY) {
  const chunks: UIMessageChunk[] = [];
  let deltas = 0;
  for await (const chunk of stream) {
    chunks.push(chunk);
    if (chunk.type === 'text-delta' && ++deltas >= stopAfter) break;
  }
  const text = chunks.map((chunk) => (chunk.type === 'text-delta' ? chunk.delta : '')).join('');
  return { chunks, text };
}

/** POST /api/chat at `url` through the ai package's transport, cut off after the first deltas. */
async function askAndCut(url: string, token: string, conversationId: string) {
  const cut = new AbortController();
  const stream = await transportAt(url, token).sendMessages({
    chatId: conversationId,
    messages: [{ id: uniqueId('u'), role: 'user', parts: [{ type: 'text', text: QUESTION }] }],
    trigger: 'submit-message',
    messageId: undefined,
    abortSignal: cut.signal,
  });
  const seen = await readText(stream, 3);
  cut.abort();
  return seen.text;
}

async function api(url: string, token: string, path: string, init: RequestInit = {}) {
  return fetch(url + path, { ...init, headers: { Authorization: `Bearer ${token}` } });
}

async function storedConversation(url: string, token: string, id: string) {
  return (await (await api(url, token, `/api/chat/conversations/${id}`)).json()) as ChatConversation;
}

describe.skipIf(!REDIS_URL)('chat answers resumed through Redis, at another instance', () => {
  let a: TestServer;
  let b: RunningServer;
  let demo: string;
  let other: string;

  beforeAll(async () => {
    // Members' ids are the seed's in every test database, and Redis counts their messages across runs.
    a = await startTestServer({ config: { redisUrl: REDIS_URL, chatMessagesPerMinute: 10_000 } });
    // Instance B: the same database and Redis, another process's worth of state.
    b = await startServer(a.config);
    demo = await a.issueToken(DEMO);
    other = await a.issueToken(CHAT);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('sends the whole answer from B after the connection to A was cut mid-answer, as an uncut answer reads', async () => {
    const uncut = await askChat(a.url, demo, QUESTION);
    expect(uncut.status).toBe(200);

    const conversationId = uniqueId('conv');
    const before = await askAndCut(a.url, demo, conversationId);
    expect(before.length).toBeGreaterThan(0);
    expect(uncut.text.startsWith(before)).toBe(true);

    // What useChat's `resume` does: GET <api>/<id>/stream, here at the other instance.
    const resumed = await transportAt(b.url, demo).reconnectToStream({ chatId: conversationId });
    expect(resumed).not.toBeNull();
    const { chunks, text } = await readText(resumed!);
    expect(text).toBe(uncut.text);
    expect(chunks[0]).toMatchObject({ type: 'start' });
    expect(chunks.at(-1)).toMatchObject({ type: 'finish', finishReason: 'stop' });

    // The answer went on without its client, and was stored whole, not marked stopped.
    const stored = await storedConversation(b.url, demo, conversationId);
    const answer = stored.messages.at(-1);
    expect(answer?.parts).toEqual([{ type: 'text', text: uncut.text }]);
    expect(answer?.metadata).not.toHaveProperty('stopped');

    // Finished: nothing left to resume, at either instance.
    for (const url of [a.url, b.url]) {
      expect((await api(url, demo, `/api/chat/${conversationId}/stream`)).status).toBe(204);
    }
  });

  it('answers the raw protocol to GET /api/chat/:id/stream, uncached', async () => {
    const conversationId = uniqueId('conv');
    await askAndCut(a.url, demo, conversationId);
    const response = await api(b.url, demo, `/api/chat/${conversationId}/stream`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.text()).trimEnd().endsWith('data: [DONE]')).toBe(true);
  });

  it('stops the answer at A when Stop reaches B, storing it as far as it got', async () => {
    const uncut = await askChat(a.url, demo, QUESTION);
    const conversationId = uniqueId('conv');
    await askAndCut(a.url, demo, conversationId);
    expect((await api(b.url, demo, `/api/chat/${conversationId}/stream`, { method: 'DELETE' })).status).toBe(204);

    // Stored once A has seen the Stop.
    await expect
      .poll(async () => (await storedConversation(a.url, demo, conversationId)).messages[1]?.metadata)
      .toMatchObject({ stopped: true });
    const stored = await storedConversation(a.url, demo, conversationId);
    const answer = stored.messages[1];
    const text = answer?.parts[0]?.type === 'text' ? answer.parts[0].text : '';
    expect(text.length).toBeLessThan(uncut.text.length);
    expect(uncut.text.startsWith(text)).toBe(true);
  });

  it("refuses another account's conversation with a 404, and answers 204 where nothing is being written", async () => {
    const conversationId = uniqueId('conv');
    await askAndCut(a.url, demo, conversationId);
    for (const method of ['GET', 'DELETE']) {
      const refused = await api(b.url, other, `/api/chat/${conversationId}/stream`, { method });
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('not-found');
    }
    expect((await api(b.url, other, '/api/chat/no_such_conversation/stream')).status).toBe(404);

    const done = await askChat(a.url, other, 'What is my balance?');
    expect((await api(b.url, other, `/api/chat/${done.finish?.conversation_id}/stream`)).status).toBe(204);
  });
});

describe('/api/chat/:id/stream without Redis', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 204: answers are not kept, so there is nothing to resume', async () => {
    const token = await server.issueToken(DEMO);
    const conversationId = uniqueId('conv');
    await askAndCut(server.url, token, conversationId);
    expect((await api(server.url, token, `/api/chat/${conversationId}/stream`)).status).toBe(204);
  });

  it("refuses another account's conversation with a 404, as with Redis", async () => {
    const conversationId = uniqueId('conv');
    await askAndCut(server.url, await server.issueToken(DEMO), conversationId);
    const other = await server.issueToken(CHAT);
    for (const method of ['GET', 'DELETE']) {
      const refused = await api(server.url, other, `/api/chat/${conversationId}/stream`, { method });
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('not-found');
    }
    expect((await api(server.url, other, '/api/chat/no_such_conversation/stream')).status).toBe(404);
  });
});

describe('chat answers when Redis does not answer', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    server = await startTestServer({ config: { redisUrl: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => server.close());

  it('answers in full all the same, not kept: nothing to resume, and Stop is refused as a moment of trouble', async () => {
    const token = await server.issueToken(DEMO);
    const answer = await askChat(server.url, token, QUESTION);
    expect(answer.status).toBe(200);
    expect(answer.finish?.tokens).toBeGreaterThan(0);
    const conversationId = answer.finish?.conversation_id;
    expect((await api(server.url, token, `/api/chat/${conversationId}/stream`)).status).toBe(204);
    const stop = await api(server.url, token, `/api/chat/${conversationId}/stream`, { method: 'DELETE' });
    expect(stop.status).toBe(503);
  });
});
