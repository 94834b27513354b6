import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, type ChatConversation } from '../../contract/chat.ts';
import { findMemberIdByEmail } from '../db/queries/members.ts';
import { askChat, postChat, uniqueId } from '../testing/chat-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const DEMO = 'demo@chainforge.dev';
const CHAT = 'chat@chainforge.dev';

async function token(email: string) {
  tokens[email] ??= await server.issueToken(email);
  return tokens[email];
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A conversation of the account's with `messages` stored messages of `chars` characters each. */
async function storedConversation(email: string, messages: number, chars = 10): Promise<string> {
  const memberId = (await findMemberIdByEmail(server.db, email))!;
  const id = uniqueId('big');
  const { db } = server;
  const at = new Date().toISOString();
  await db
    .insertInto('chat_conversations')
    .values({ member_id: memberId, id, title: 'Big', created_at: at, updated_at: at })
    .execute();
  const rows = Array.from({ length: messages }, (_, position) => ({
    member_id: memberId,
    conversation_id: id,
    position,
    id: `m${position}`,
    role: position % 2 === 0 ? ('user' as const) : ('assistant' as const),
    text: 'x'.repeat(chars),
    metadata: '{}',
    created_at: at,
  }));
  for (let start = 0; start < rows.length; start += 50) {
    await db
      .insertInto('chat_messages')
      .values(rows.slice(start, start + 50))
      .execute();
  }
  return id;
}

const body = (overrides: Record<string, unknown> = {}, message: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: uniqueId('conv'),
    trigger: 'submit-message',
    messages: [{ id: uniqueId('m'), role: 'user', parts: [{ type: 'text', text: 'hello' }], ...message }],
    ...overrides,
  });

describe('message length and conversation size', () => {
  it(`takes a message of ${CHAT_LIMITS.messageChars} characters and refuses one more with a 413`, async () => {
    const longest = await askChat(server.url, await token(DEMO), 'é'.repeat(CHAT_LIMITS.messageChars));
    expect(longest.status).toBe(200);
    const tooLong = await askChat(server.url, await token(DEMO), 'a'.repeat(CHAT_LIMITS.messageChars + 1));
    expect(tooLong.status).toBe(413);
    expect(tooLong.json?.error).toEqual({
      code: 'payload-too-large',
      message: 'Your message is 4,001 characters long; the chat takes at most 4,000. Please shorten it.',
    });
  });

  it(`refuses a message to a conversation of ${CHAT_LIMITS.conversationMessages} messages with a 413, and takes one below`, async () => {
    const full = await storedConversation(DEMO, CHAT_LIMITS.conversationMessages - 1);
    const refused = await askChat(server.url, await token(DEMO), 'one more?', { id: full });
    expect(refused.status).toBe(413);
    expect(refused.json?.error.message).toMatch(/reached 200 messages.*start a new chat/);
    // Nothing was stored by the refusal.
    const response = await fetch(`${server.url}/api/chat/conversations/${full}`, {
      headers: { Authorization: `Bearer ${await token(DEMO)}` },
    });
    expect(((await response.json()) as ChatConversation).messages).toHaveLength(CHAT_LIMITS.conversationMessages - 1);

    const roomy = await storedConversation(DEMO, CHAT_LIMITS.conversationMessages - 2);
    expect((await askChat(server.url, await token(DEMO), 'one more?', { id: roomy })).status).toBe(200);
  });

  it(`refuses a message to a conversation of more than ${CHAT_LIMITS.conversationBytes / 1000} kB with a 413`, async () => {
    const big = await storedConversation(DEMO, 2, CHAT_LIMITS.conversationBytes / 2);
    const refused = await askChat(server.url, await token(DEMO), 'one more?', { id: big });
    expect(refused.status).toBe(413);
    expect(refused.json?.error.message).toMatch(/200 kB of text/);
  });
});

describe('bad bodies answer a clean 4xx JSON error, never a 500', () => {
  const cases: [string, string, number, Record<string, string>?][] = [
    ['malformed JSON', '{"id":', 400],
    ['not JSON at all', 'hello', 400],
    ['JSON null', 'null', 422],
    ['an array', '[]', 422],
    ['a string', '"hi"', 422],
    ['missing messages', JSON.stringify({ id: 'abc', trigger: 'submit-message' }), 422],
    ['empty messages', JSON.stringify({ id: 'abc', messages: [] }), 422],
    ['messages not an array', JSON.stringify({ id: 'abc', messages: { role: 'user' } }), 422],
    [
      'missing id',
      JSON.stringify({ messages: [{ id: 'm', role: 'user', parts: [{ type: 'text', text: 'hi' }] }] }),
      422,
    ],
    ['an id with spaces', body({ id: 'my chat' }), 422],
    ['a path as id', body({ id: '../../etc/passwd' }), 422],
    ['a number as id', body({ id: 42 }), 422],
    ['an unknown role', body({}, { role: 'robot' }), 422],
    ['a system message', body({}, { role: 'system' }), 422],
    ['an assistant message last', body({}, { role: 'assistant' }), 422],
    ['parts not an array', body({}, { parts: 'hello' }), 422],
    ['a text part without text', body({}, { parts: [{ type: 'text' }] }), 422],
    ['a text part with a number', body({}, { parts: [{ type: 'text', text: 5 }] }), 422],
    ['no text at all', body({}, { parts: [{ type: 'file', url: 'x', mediaType: 'image/png' }] }), 422],
    ['only whitespace', body({}, { parts: [{ type: 'text', text: ' \n\t ' }] }), 422],
    ['a NUL character', body({}, { parts: [{ type: 'text', text: 'a\u0000b' }] }), 422],
    ['a lone surrogate', body().replace('"hello"', '"\\ud800 hello"'), 422],
    ['an unknown trigger', body({ trigger: 'explode' }), 422],
    ['the central channel', body({ channel: 'central' }), 422],
    ['an unknown channel', body({ channel: 'mars' }), 422],
    ['an unknown configName', body({ configName: 'evil' }), 422],
    ['deep JSON', `{"id":"a","messages":${'['.repeat(100)}${']'.repeat(100)}}`, 400],
    ['a huge body', JSON.stringify({ id: 'a', messages: [], pad: 'x'.repeat(1_100_000) }), 413],
    ['the wrong content type', body(), 415, { 'Content-Type': 'text/plain' }],
  ];

  it.each(cases)('%s → %i', async (_, payload, status, headers) => {
    const answer = await postChat(server.url, await token(DEMO), payload, headers);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.json?.error.message).toBeTruthy();
    expect(JSON.stringify(answer.json)).not.toContain('<script>');
  });

  it('answers script tags and odd unicode as text, stored as they were sent', async () => {
    for (const text of [
      '<script>alert(1)</script> stockout?',
      'Ünïcödé ✓ 漢字 🚀 \u202Eevil',
      '"><img src=x onerror=alert(1)>',
    ]) {
      const id = uniqueId('conv');
      const answer = await askChat(server.url, await token(DEMO), text, { id });
      expect(answer.status).toBe(200);
      expect(answer.errorText).toBeUndefined();
      expect(answer.text).not.toContain('<script>');
      expect(answer.text).not.toContain('<img');
      const response = await fetch(`${server.url}/api/chat/conversations/${id}`, {
        headers: { Authorization: `Bearer ${await token(DEMO)}` },
      });
      const stored = (await response.json()) as ChatConversation;
      expect(stored.messages[0]?.parts[0]?.text).toBe(text.trim());
    }
  });

  it('lets fields a page adds through the transport pass', async () => {
    const answer = await postChat(
      server.url,
      await token(DEMO),
      body({ pageData: { anything: true }, messageId: null }),
    );
    expect(answer.status).toBe(200);
  });
});

describe('the per-account message rate', () => {
  it(`takes ${CHAT_LIMITS.messagesPerMinute} messages a minute, then answers 429 with Retry-After; other accounts are not slowed`, async () => {
    const chatToken = await token(CHAT);
    const answers = await Promise.all(
      Array.from({ length: CHAT_LIMITS.messagesPerMinute }, () => askChat(server.url, chatToken, "What's my balance?")),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(CHAT_LIMITS.messagesPerMinute).fill(200));
    expect(answers.every((answer) => answer.errorText === undefined && answer.text.includes('Current balance'))).toBe(
      true,
    );

    const refused = await askChat(server.url, chatToken, "What's my balance?");
    expect(refused.status).toBe(429);
    expect(refused.json?.error.code).toBe('too-many-requests');
    expect(refused.json?.error.message).toMatch(/20 messages in the last minute.*wait \d+ seconds/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    expect((await askChat(server.url, await token(DEMO), "What's my balance?")).status).toBe(200);
  });
});

// Runs where Redis is: REDIS_URL=redis://127.0.0.1:6379 (CI's PostgreSQL pass sets it).
describe.skipIf(!process.env.REDIS_URL)('the message rate shared through Redis', () => {
  it('counts one account’s messages across two server instances together', async () => {
    const options = { config: { redisUrl: process.env.REDIS_URL, chatMessagesPerMinute: 4 } };
    const [first, second] = await Promise.all([startTestServer(options), startTestServer(options)]);
    const redis = createClient({ url: process.env.REDIS_URL });
    try {
      // Seeded member ids are the same on every database: start this account's count from zero.
      const memberId = (await findMemberIdByEmail(first.db, CHAT))!;
      await redis.connect();
      await redis.del(`cf:rl:chat:member:${memberId}`);
      const [firstToken, secondToken] = await Promise.all([first.issueToken(CHAT), second.issueToken(CHAT)]);
      const statuses: number[] = [];
      for (const [instance, instanceToken] of [
        [first, firstToken],
        [second, secondToken],
        [first, firstToken],
        [second, secondToken],
        [first, firstToken],
      ] as const) {
        statuses.push((await askChat(instance.url, instanceToken, "What's my balance?")).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await redis.close();
      await Promise.all([first.close(), second.close()]);
    }
  });
});
