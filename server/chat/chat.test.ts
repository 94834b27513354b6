import { readUIMessageStream, DefaultChatTransport, type UIMessage } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentSettings, ChatConversation, ChatConversationSummary } from '../../contract/chat.ts';
import { DEFAULT_AGENT_SETTINGS, SUGGESTED_PROMPTS } from '../../contract/chat.ts';
import type { AgentStats } from '../../contract/product-answers.ts';
import { askChat, messageText, NodeChat, uniqueId } from '../testing/chat-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const DEMO = 'demo@chainforge.dev';
const CHAT = 'chat@chainforge.dev';
const SUPPLY = 'supply@chainforge.dev';
const VIEWER = 'viewer@chainforge.dev';

async function token(email: string) {
  tokens[email] ??= await server.issueToken(email);
  return tokens[email];
}

async function api(path: string, email = DEMO, init: RequestInit = {}) {
  return fetch(server.url + path, {
    ...init,
    headers: { Authorization: `Bearer ${await token(email)}`, 'Content-Type': 'application/json', ...init.headers },
  });
}

async function json<T>(path: string, email = DEMO): Promise<T> {
  const response = await api(path, email);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function chatFor(email: string, id = uniqueId('conv'), body?: object) {
  return new NodeChat({ id, api: `${server.url}/api/chat`, token: await token(email), body });
}

/** Polls until the check passes: a stopped answer is stored once the server has seen the client go. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/chat speaks the UI message stream protocol', () => {
  it('answers text/event-stream, v1, with start, text-start, text-deltas, text-end, finish and [DONE]', async () => {
    const answer = await askChat(server.url, await token(DEMO), 'Do I have any stockout risks?');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/event-stream');
    expect(answer.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const types = answer.chunks.map((chunk) => chunk.type);
    expect(types[0]).toBe('start');
    expect(types[1]).toBe('text-start');
    expect(types.at(-2)).toBe('text-end');
    expect(types.at(-1)).toBe('finish');
    expect(new Set(types.slice(2, -2))).toEqual(new Set(['text-delta']));
    expect(types.filter((type) => type === 'text-delta').length).toBeGreaterThan(10);
    expect(answer.lines.at(-1)).toBe('[DONE]');
    // One text part: every delta names the id its text-start gave.
    const ids = new Set(
      answer.chunks.flatMap((chunk) => ('id' in chunk && chunk.type.startsWith('text') ? [chunk.id] : [])),
    );
    expect(ids.size).toBe(1);
    // Streamed: the deltas arrive over more than one read of the body.
    expect(answer.reads).toBeGreaterThan(1);
    expect(answer.text).toContain('Stockout risks');
    expect(answer.finish).toMatchObject({ source: 'analyst', channel: 'total' });
    expect(answer.finish?.tokens).toBe(Math.ceil(answer.text.length / 4));
  });

  it("is read by the ai package's own DefaultChatTransport and readUIMessageStream", async () => {
    const transport = new DefaultChatTransport({
      api: `${server.url}/api/chat`,
      headers: { Authorization: `Bearer ${await token(DEMO)}` },
    });
    const user: UIMessage = { id: uniqueId('u'), role: 'user', parts: [{ type: 'text', text: "What's my balance?" }] };
    const stream = await transport.sendMessages({
      chatId: uniqueId('conv'),
      messages: [user],
      trigger: 'submit-message',
      messageId: undefined,
      abortSignal: undefined,
    });
    let last: UIMessage | undefined;
    let snapshots = 0;
    for await (const message of readUIMessageStream({ stream })) {
      last = message;
      snapshots++;
    }
    expect(snapshots).toBeGreaterThan(2);
    expect(last?.role).toBe('assistant');
    const balance = await json<{ current_balance: number }>('/api/account-balance');
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      balance.current_balance,
    );
    expect(messageText(last)).toContain(dollars);
  });

  it("works with the ai package's chat (useChat's machinery): send, follow-up, regenerate, all stored", async () => {
    const chat = await chatFor(DEMO);
    await chat.sendMessage({ text: 'Can you tell me when an order should land?' });
    expect(chat.status).toBe('ready');
    expect(chat.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(messageText(chat.messages[1])).toContain('Purchase orders in transit');

    await chat.sendMessage({ text: 'How can I reduce warehouse costs?' });
    expect(chat.messages).toHaveLength(4);
    const stored = await json<ChatConversation>(`/api/chat/conversations/${chat.id}`);
    expect(stored.id).toBe(chat.id);
    expect(stored.title).toBe('Can you tell me when an order should land?');
    expect(stored.messages.map((message) => [message.id, message.role, messageText(message)])).toEqual(
      chat.messages.map((message) => [message.id, message.role, messageText(message)]),
    );
    expect(stored.messages[1]?.metadata).toMatchObject({
      source: 'analyst',
      channel: 'total',
      conversation_id: chat.id,
    });

    const oldAnswer = chat.messages[3]?.id;
    await chat.regenerate();
    expect(chat.messages).toHaveLength(4);
    expect(chat.messages[3]?.id).not.toBe(oldAnswer);
    const again = await json<ChatConversation>(`/api/chat/conversations/${chat.id}`);
    expect(again.messages.map((message) => message.id)).toEqual(chat.messages.map((message) => message.id));
  });

  it('answers within the channel the request names', async () => {
    const chat = await chatFor(DEMO, uniqueId('conv'), { channel: 'amzn', configName: 'supplyChain' });
    await chat.sendMessage({ text: 'Do I have any stockout risks?' });
    const text = messageText(chat.messages[1]);
    expect(text).toContain('Stockout risks — Amazon');
    const overview = await json<{ stockout_risks: { sku: string; channel: string }[] }>(
      '/api/supply-chain/overview?channel=amzn',
    );
    expect(overview.stockout_risks.every((risk) => risk.channel === 'amzn')).toBe(true);
    expect(text).not.toMatch(/\| (?:east|west|central) \|/);
  });

  it('keeps a stopped answer as far as it got, marked stopped', async () => {
    const full = await askChat(server.url, await token(DEMO), 'How can I reduce warehouse costs?');
    const chat = await chatFor(DEMO);
    const sending = chat.sendMessage({ text: 'How can I reduce warehouse costs?' });
    await eventually(
      async () => messageText(chat.messages[1]),
      (text) => text.length > 0,
    );
    await chat.stop();
    await sending;
    expect(chat.status).toBe('ready');
    const stored = await eventually(
      () => json<ChatConversation>(`/api/chat/conversations/${chat.id}`),
      (conversation) => conversation.messages[1]?.metadata?.stopped === true,
    );
    const answer = stored.messages[1];
    expect(answer?.metadata?.stopped).toBe(true);
    const text = messageText(answer);
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThan(full.text.length);
    expect(full.text.startsWith(text)).toBe(true);
  });

  it('refuses before any stream starts: JSON errors for no token and for accounts without a chat permission', async () => {
    const anonymous = await askChat(server.url, undefined, 'hi');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/^application\/json/);
    expect(anonymous.json?.error.code).toBe('unauthorized');
    for (const email of [VIEWER, SUPPLY]) {
      const refused = await askChat(server.url, await token(email), 'hi');
      expect(refused.status).toBe(403);
      expect(refused.json?.error.code).toBe('forbidden');
      expect(refused.json?.error.message).toMatch(/not part of your account's plan/);
    }
  });

  it('answers its first token quickly (the analyst)', async () => {
    const timings: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await askChat(server.url, await token(DEMO), 'Do I have any stockout risks?');
      timings.push(answer.firstDeltaMs ?? Number.POSITIVE_INFINITY);
    }
    timings.sort((a, b) => a - b);
    // The benchmark holds it to 150 ms; here, with other tests running beside, only to a bound.
    expect(timings[2]).toBeLessThan(1000);
  });
});

describe('conversations', () => {
  it('lists the account’s conversations newest first, each with its title and message count', async () => {
    const first = await chatFor(CHAT);
    await first.sendMessage({ text: `  What's my    balance?  ${'and more words '.repeat(8)}` });
    const second = await chatFor(CHAT);
    await second.sendMessage({ text: 'Show my incoming orders' });
    let list = await json<ChatConversationSummary[]>('/api/chat/conversations', CHAT);
    expect(list.slice(0, 2).map((item) => item.id)).toEqual([second.id, first.id]);
    const firstItem = list.find((item) => item.id === first.id);
    expect(firstItem?.message_count).toBe(2);
    expect(firstItem?.title.length).toBeLessThanOrEqual(60);
    expect(firstItem?.title).toMatch(/^What's my balance\? and more words/);
    expect(firstItem?.title.endsWith('…')).toBe(true);
    expect(Date.parse(firstItem?.created_at ?? '')).toBeGreaterThan(0);

    await first.sendMessage({ text: 'How many tokens have I used?' });
    list = await json<ChatConversationSummary[]>('/api/chat/conversations', CHAT);
    expect(list[0]?.id).toBe(first.id);
    expect(list[0]?.message_count).toBe(4);
    expect(list[0]!.updated_at > list[0]!.created_at).toBe(true);
    const limited = await json<ChatConversationSummary[]>('/api/chat/conversations?limit=1', CHAT);
    expect(limited).toHaveLength(1);
  });

  it("are each account's own: another account's conversation is a 404, and the same id is a separate conversation", async () => {
    const demo = await chatFor(DEMO);
    await demo.sendMessage({ text: 'Do I have any stockout risks?' });
    const path = `/api/chat/conversations/${demo.id}`;
    expect((await api(path, CHAT)).status).toBe(404);
    expect((await api(path, CHAT, { method: 'DELETE' })).status).toBe(404);
    const list = await json<ChatConversationSummary[]>('/api/chat/conversations', CHAT);
    expect(list.map((item) => item.id)).not.toContain(demo.id);

    // chat@ sending to demo's conversation id starts a conversation of its own, with nothing of demo's in it.
    const intruder = new NodeChat({ id: demo.id, api: `${server.url}/api/chat`, token: await token(CHAT) });
    await intruder.sendMessage({ text: 'Show my incoming orders' });
    const own = await json<ChatConversation>(path, CHAT);
    expect(own.messages).toHaveLength(2);
    expect(own.title).toBe('Show my incoming orders');
    expect(messageText(own.messages[1])).not.toContain('ACM-');
    const demos = await json<ChatConversation>(path, DEMO);
    expect(demos.messages).toHaveLength(2);
    expect(demos.title).toBe('Do I have any stockout risks?');
  });

  it('deletes a conversation (204), after which it is gone', async () => {
    const chat = await chatFor(DEMO);
    await chat.sendMessage({ text: 'hello' });
    const path = `/api/chat/conversations/${chat.id}`;
    const deleted = await api(path, DEMO, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect((await api(path)).status).toBe(404);
    expect((await api(path, DEMO, { method: 'DELETE' })).status).toBe(404);
    const list = await json<ChatConversationSummary[]>('/api/chat/conversations');
    expect(list.map((item) => item.id)).not.toContain(chat.id);
  });

  it('answers 404 JSON for ids that cannot be conversations', async () => {
    for (const id of ['x'.repeat(200), '%3Cscript%3E', 'a.b', '..%2F..']) {
      const response = await api(`/api/chat/conversations/${id}`);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('not-found');
    }
  });

  it('need a chat permission', async () => {
    for (const email of [VIEWER, SUPPLY]) {
      expect((await api('/api/chat/conversations', email)).status).toBe(403);
      expect((await api('/api/chat/conversations/abc', email)).status).toBe(403);
      expect((await api('/api/chat/conversations/abc', email, { method: 'DELETE' })).status).toBe(403);
    }
    expect((await fetch(`${server.url}/api/chat/conversations`)).status).toBe(401);
  });
});

describe('usage', () => {
  it("counts each new conversation as a chat session and each answer's tokens as chat tokens", async () => {
    const before = await json<AgentStats>('/api/stats/agents');
    const id = uniqueId('conv');
    const first = await askChat(server.url, await token(DEMO), "What's my balance?", { id });
    const afterFirst = await json<AgentStats>('/api/stats/agents');
    expect(afterFirst.monthly_chat_sessions).toBe(before.monthly_chat_sessions + 1);
    expect(afterFirst.total_chat_sessions).toBe(before.total_chat_sessions + 1);
    expect(afterFirst.monthly_chat_tokens).toBe(before.monthly_chat_tokens + (first.finish?.tokens ?? 0));

    const second = await askChat(server.url, await token(DEMO), 'And my incoming orders?', { id });
    const afterSecond = await json<AgentStats>('/api/stats/agents');
    expect(afterSecond.monthly_chat_sessions).toBe(afterFirst.monthly_chat_sessions);
    expect(afterSecond.monthly_chat_tokens).toBe(afterFirst.monthly_chat_tokens + (second.finish?.tokens ?? 0));
    expect(second.finish?.tokens).toBeGreaterThan(0);
  });
});

describe('GET/PUT /api/agent/settings', () => {
  const put = async (body: unknown, email = CHAT) =>
    api('/api/agent/settings', email, { method: 'PUT', body: JSON.stringify(body) });

  it("answers the spec's defaults for an account that set nothing", async () => {
    const settings = await json<AgentSettings>('/api/agent/settings', DEMO);
    expect(settings).toEqual(DEFAULT_AGENT_SETTINGS);
    expect(settings.title).toBe('Chain Forge');
    expect(settings.prompts).toEqual([...SUGGESTED_PROMPTS]);
  });

  it('takes partial updates, keeps the rest, and null restores a default', async () => {
    let response = await put({ title: '  Acme Assistant ' });
    expect(response.status).toBe(200);
    let settings = (await response.json()) as AgentSettings;
    expect(settings).toEqual({ ...DEFAULT_AGENT_SETTINGS, title: 'Acme Assistant' });

    response = await put({
      prompts: ['Where is my order?', 'Any stockouts?'],
      colors: { primary: '#ff6600', userBubble: 'rgb(41, 98, 255)' },
    });
    settings = (await response.json()) as AgentSettings;
    expect(settings.title).toBe('Acme Assistant');
    expect(settings.prompts).toEqual(['Where is my order?', 'Any stockouts?']);
    expect(settings.colors).toEqual({ primary: '#ff6600', userBubble: 'rgb(41, 98, 255)' });
    expect(await json<AgentSettings>('/api/agent/settings', CHAT)).toEqual(settings);

    response = await put({ title: null, colors: {} });
    settings = (await response.json()) as AgentSettings;
    expect(settings.title).toBe('Chain Forge');
    expect(settings.colors).toEqual({});
    expect(settings.prompts).toEqual(['Where is my order?', 'Any stockouts?']);
    // Another account's settings are untouched.
    expect(await json<AgentSettings>('/api/agent/settings', DEMO)).toEqual(DEFAULT_AGENT_SETTINGS);
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ title: 'x'.repeat(61) }, 'title'],
    [{ title: 42 }, 'title'],
    [{ greeting: 'x'.repeat(501) }, 'greeting'],
    [{ disclaimer: 'x'.repeat(301) }, 'disclaimer'],
    [{ prompts: [] }, 'prompts'],
    [{ prompts: ['1', '2', '3', '4', '5', '6', '7'] }, 'prompts'],
    [{ prompts: ['ok', ''] }, 'prompts'],
    [{ prompts: ['x'.repeat(201)] }, 'prompts'],
    [{ prompts: 'Where is my order?' }, 'prompts'],
    [{ colors: { primary: 'url(https://evil.example/x.png)' } }, 'colors'],
    [{ colors: { primary: 'red; background: url(x)' } }, 'colors'],
    [{ colors: { primary: 'expression(alert(1))' } }, 'colors'],
    [{ colors: { primary: 'var(--x)' } }, 'colors'],
    [{ colors: { primary: '#12345' } }, 'colors'],
    [{ colors: { primary: '</style><script>' } }, 'colors'],
    [{ colors: { primary: 12 } }, 'colors'],
    [{ colors: { nope: '#fff' } }, 'colors'],
    [{ colors: ['#fff'] }, 'colors'],
    [{ titel: 'typo' }, 'titel'],
    [{ title: 'a\u0000b' }, 'title'],
  ])('refuses %j with a 422 naming %s', async (body, field) => {
    const response = await put(body);
    expect(response.status).toBe(422);
    const error = (await response.json()).error;
    expect(error.code).toBe('validation-failed');
    expect(error.message).toContain(field);
  });

  it('refuses bodies that are not JSON objects without a 500', async () => {
    for (const body of ['not json', '[]', 'null', '"x"', '{"title":']) {
      const response = await api('/api/agent/settings', CHAT, { method: 'PUT', body });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    const wrongType = await api('/api/agent/settings', CHAT, {
      method: 'PUT',
      body: '{}',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(wrongType.status).toBe(415);
  });

  it('keeps script tags as the text they are', async () => {
    const response = await put({ greeting: '<script>alert(1)</script> Hi!' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as AgentSettings).greeting).toBe('<script>alert(1)</script> Hi!');
    await put({ greeting: null });
  });

  it('need a chat permission', async () => {
    for (const email of [VIEWER, SUPPLY]) {
      expect((await api('/api/agent/settings', email)).status).toBe(403);
      expect((await put({ title: 'x' }, email)).status).toBe(403);
    }
  });
});
