import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatConversation } from '../../contract/chat.ts';
import type { AgentStats, SupplyChainOverview } from '../../contract/product-answers.ts';
import { askChat, messageText, NodeChat, uniqueId } from '../testing/chat-client.ts';
import { type FakeOpenAI, startFakeOpenAI } from '../testing/fake-openai.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { MAX_STEPS } from './model.ts';
import type { StockoutRisksResult } from './tools/stockout-risks.ts';

const API_KEY = 'sk-test-secret-9f3b2c';
const DEMO = 'demo@chainforge.dev';
const CHAT = 'chat@chainforge.dev';

let fake: FakeOpenAI;
let server: TestServer;
const tokens: Record<string, string> = {};

async function token(email: string) {
  tokens[email] ??= await server.issueToken(email);
  return tokens[email];
}

async function json<T>(path: string, email = DEMO): Promise<T> {
  const response = await fetch(server.url + path, { headers: { Authorization: `Bearer ${await token(email)}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function eventually<T>(read: () => Promise<T> | T, ok: (value: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({
    config: { chatModel: { baseUrl: fake.url, apiKey: API_KEY, model: 'fake-model', timeoutMs: 1000 } },
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.mode = 'tool-then-text';
  fake.toolName = 'stockout_risks';
  fake.toolArguments = '{}';
});

describe('with OPENAI_BASE_URL set, a language model answers with the chat’s tools', () => {
  it('calls a tool on the account’s data, then streams its final text through', async () => {
    fake.reply = (result) => {
      const risk = (result as StockoutRisksResult).risks[0]!;
      return `Your most urgent risk is **${risk.sku}** at ${risk.warehouse}: ${risk.available} available against a reorder point of ${risk.reorder_point}.`;
    };
    const before = await json<AgentStats>('/api/stats/agents');
    const answer = await askChat(server.url, await token(DEMO), 'Do I have any stockout risks?', { channel: 'east' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    const types = answer.chunks.map((chunk) => chunk.type);
    expect(types[0]).toBe('start');
    expect(types.at(-1)).toBe('finish');
    expect(new Set(types)).toEqual(new Set(['start', 'text-start', 'text-delta', 'text-end', 'finish']));
    expect(types.filter((type) => type === 'text-delta').length).toBeGreaterThan(3);

    const east = await json<SupplyChainOverview>('/api/supply-chain/overview?channel=east');
    const risk = east.stockout_risks[0]!;
    expect(answer.text).toBe(
      `Your most urgent risk is **${risk.sku}** at ${risk.warehouse}: ${risk.available} available against a reorder point of ${risk.reorder_point}.`,
    );

    // The provider saw a streaming request with the tools and the key; then the tool's result, the account's own.
    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests as [(typeof fake.requests)[0], (typeof fake.requests)[0]];
    expect(first.body.model).toBe('fake-model');
    expect(first.body.stream).toBe(true);
    expect(first.authorization).toBe(`Bearer ${API_KEY}`);
    expect(first.body.tools?.map((tool) => tool.function.name).sort()).toEqual(
      [
        'agent_usage',
        'balance_and_spend',
        'incoming_orders',
        'landing_dates',
        'stockout_risks',
        'warehouse_costs',
      ].sort(),
    );
    expect(first.body.messages[0]).toMatchObject({ role: 'system' });
    expect(String(first.body.messages[0]?.content)).toContain('(east)');
    expect(first.body.messages.at(-1)).toMatchObject({ role: 'user', content: 'Do I have any stockout risks?' });
    const toolMessage = second.body.messages.find((message) => message.role === 'tool');
    const result = JSON.parse(String(toolMessage?.content)) as StockoutRisksResult;
    expect(result.channel).toBe('east');
    expect(result.risks.map((row) => [row.sku, row.warehouse, row.available])).toEqual(
      east.stockout_risks.map((row) => [row.sku, row.warehouse, row.available]),
    );

    // The provider's usage is what counts: both steps, input and output.
    expect(answer.finish).toMatchObject({ source: 'model', tokens: 135 + 430 });
    const after = await json<AgentStats>('/api/stats/agents');
    expect(after.monthly_chat_tokens).toBe(before.monthly_chat_tokens + 565);
    expect(after.monthly_chat_sessions).toBe(before.monthly_chat_sessions + 1);

    // The key never reaches the client: not in the stream, not in the stored conversation.
    expect(answer.lines.join('\n')).not.toContain(API_KEY);
  });

  it('passes a tool input through, and the tool still reads only the signed-in account', async () => {
    fake.toolName = 'landing_dates';
    const overview = await json<SupplyChainOverview>('/api/supply-chain/overview');
    const order = overview.in_transit[0]!;
    fake.toolArguments = JSON.stringify({ po_id: order.po_id });
    fake.reply = (result) => {
      const landing = (result as { orders: { po_id: string; expected_landing: string }[] }).orders[0];
      return landing ? `${landing.po_id} lands on ${landing.expected_landing}.` : 'Not found.';
    };
    const answer = await askChat(server.url, await token(DEMO), `When does ${order.po_id} land?`);
    expect(answer.text).toBe(`${order.po_id} lands on ${order.expected_landing}.`);

    // chat@ asking for demo's purchase order gets nothing of demo's: it has no supply-chain tools at all.
    fake.toolName = 'balance_and_spend';
    fake.toolArguments = '{}';
    fake.reply = (result) => `Balance: ${(result as { current_balance: number }).current_balance}`;
    const other = await askChat(server.url, await token(CHAT), `When does ${order.po_id} land?`);
    const offered = fake.requests
      .at(-2)
      ?.body.tools?.map((tool) => tool.function.name)
      .sort();
    expect(offered).toEqual(['agent_usage', 'balance_and_spend', 'incoming_orders']);
    expect(String(fake.requests.at(-2)?.body.messages[0]?.content)).toContain('does not include supply-chain insights');
    const balance = await json<{ current_balance: number }>('/api/account-balance', CHAT);
    expect(other.text).toBe(`Balance: ${balance.current_balance}`);
  });

  it('works through the ai package’s chat, and the answer is stored', async () => {
    fake.reply = () => 'Here is **markdown** with a list:\n\n- one\n- two';
    const chat = new NodeChat({ id: uniqueId('conv'), api: `${server.url}/api/chat`, token: await token(DEMO) });
    await chat.sendMessage({ text: 'Any risks?' });
    expect(chat.status).toBe('ready');
    expect(messageText(chat.messages[1])).toBe('Here is **markdown** with a list:\n\n- one\n- two');
    const stored = await json<ChatConversation>(`/api/chat/conversations/${chat.id}`);
    expect(stored.messages.map(messageText)).toEqual([
      'Any risks?',
      'Here is **markdown** with a list:\n\n- one\n- two',
    ]);
    expect(JSON.stringify(stored)).not.toContain(API_KEY);
    // The follow-up carries the conversation to the model.
    await chat.sendMessage({ text: 'And the second?' });
    const history = fake.requests.at(-2)?.body.messages.filter((message) => message.role !== 'system');
    expect(history?.map((message) => [message.role, message.content])).toEqual([
      ['user', 'Any risks?'],
      ['assistant', 'Here is **markdown** with a list:\n\n- one\n- two'],
      ['user', 'And the second?'],
    ]);
  });

  it('ends the stream with a clear error chunk when the provider fails', async () => {
    fake.mode = 'fail';
    const answer = await askChat(server.url, await token(DEMO), 'Do I have any stockout risks?');
    expect(answer.status).toBe(200);
    expect(answer.errorText).toBe('The language model service failed to answer (HTTP 500). Please try again.');
    expect(answer.chunks.map((chunk) => chunk.type)).toEqual(['start', 'error', 'finish']);
    expect(answer.lines.at(-1)).toBe('[DONE]');
    expect(answer.lines.join('\n')).not.toContain(fake.url);

    const chat = new NodeChat({ id: uniqueId('conv'), api: `${server.url}/api/chat`, token: await token(DEMO) });
    await chat.sendMessage({ text: 'Any risks?' });
    expect(chat.status).toBe('error');
    expect(chat.error?.message).toBe('The language model service failed to answer (HTTP 500). Please try again.');
    // The question is kept; Retry answers it again.
    fake.mode = 'tool-then-text';
    fake.reply = () => 'Recovered.';
    await chat.regenerate();
    expect(chat.status).toBe('ready');
    const stored = await json<ChatConversation>(`/api/chat/conversations/${chat.id}`);
    expect(stored.messages.map(messageText)).toEqual(['Any risks?', 'Recovered.']);
  });

  it('ends the stream with an error chunk when the provider stays silent, and gives up its request', async () => {
    fake.mode = 'silent';
    const started = Date.now();
    const answer = await askChat(server.url, await token(DEMO), 'Do I have any stockout risks?');
    expect(Date.now() - started).toBeLessThan(4000);
    expect(answer.errorText).toBe('The language model took too long to answer (nothing for 1 s). Please try again.');
    expect(answer.chunks.at(-1)?.type).toBe('finish');
    await eventually(
      () => fake.requests[0]?.aborted,
      (aborted) => aborted === true,
    );
    expect(fake.requests[0]?.aborted).toBe(true);
  });

  it(`bounds the tool loop at ${MAX_STEPS} steps`, async () => {
    fake.mode = 'tool-loop';
    const answer = await askChat(server.url, await token(DEMO), 'Do I have any stockout risks?');
    expect(fake.requests).toHaveLength(MAX_STEPS);
    expect(answer.errorText).toContain(`within ${MAX_STEPS} steps`);
  });

  it('Stop aborts the provider’s request, and the answer is kept as far as it got', async () => {
    fake.mode = 'slow-text';
    fake.slowChunks = 200;
    fake.slowMs = 30;
    const chat = new NodeChat({ id: uniqueId('conv'), api: `${server.url}/api/chat`, token: await token(DEMO) });
    const sending = chat.sendMessage({ text: 'Tell me everything' });
    await eventually(
      () => messageText(chat.messages[1]),
      (text) => text.includes('word3'),
    );
    await chat.stop();
    await sending;
    const request = await eventually(
      () => fake.requests[0],
      (record) => record?.aborted === true,
    );
    expect(request?.aborted).toBe(true);
    expect(request?.finished).toBe(false);
    const stored = await eventually(
      () => json<ChatConversation>(`/api/chat/conversations/${chat.id}`),
      (conversation) => conversation.messages[1]?.metadata?.stopped === true,
    );
    const text = messageText(stored.messages[1]);
    expect(stored.messages[1]?.metadata?.stopped).toBe(true);
    expect(text.startsWith('word0 word1 word2 word3')).toBe(true);
    expect(text).not.toContain('word199');
  });
});

describe('the model configuration', () => {
  it('comes from OPENAI_BASE_URL, OPENAI_API_KEY and CHAT_MODEL; unset, the built-in analyst answers', async () => {
    const { loadConfig } = await import('../config.ts');
    const { ConfigError } = await import('../config-values.ts');
    expect(loadConfig({}).chatModel).toBeUndefined();
    expect(
      loadConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/', OPENAI_API_KEY: ' sk-x ', CHAT_MODEL: 'llama3.1' })
        .chatModel,
    ).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'sk-x', model: 'llama3.1', timeoutMs: 30_000 });
    expect(loadConfig({ OPENAI_BASE_URL: 'https://api.openai.com/v1' }).chatModel).toMatchObject({
      apiKey: undefined,
      model: 'gpt-4o-mini',
    });
    expect(() => loadConfig({ OPENAI_BASE_URL: 'ftp://example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ OPENAI_BASE_URL: 'http://x', CHAT_TIMEOUT_MS: '5' })).toThrow(ConfigError);
    expect(loadConfig({}).chatMessagesPerMinute).toBe(20);
    expect(loadConfig({ CHAT_MESSAGES_PER_MINUTE: '60' }).chatMessagesPerMinute).toBe(60);
    expect(() => loadConfig({ CHAT_MESSAGES_PER_MINUTE: '0' })).toThrow(ConfigError);
  });
});
