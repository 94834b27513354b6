import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from './api-client';
import {
  CHAT_CONNECTION_DROPPED,
  CHAT_NOT_IN_PLAN,
  CHAT_SESSION_EXPIRED,
  newChatId,
  streamChat,
  toChatError,
} from './chat-api';
import { ClientError, SERVER_UNREACHABLE_MESSAGE } from './client-error';
import { answerChunks, sseOf } from './stream/answer-stream.fixture';
import { UIMessageStreamError } from './stream/stream-error';

/** An axios failure with an answer, its body left as a stream as a streamed request leaves it. */
function answered(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new AxiosError('failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    headers: AxiosHeaders.from(headers),
    config: { headers: new AxiosHeaders() },
    data: new Response(text).body,
  });
}

const failure = async (error: unknown) => (await toChatError(error)) as ClientError;

describe('chat call failures', () => {
  it("says the plan has no chat on a 403, with the server's message", async () => {
    const refused = await failure(answered(403, { error: { code: 'forbidden', message: 'No chat in your plan.' } }));
    expect(refused).toMatchObject({ kind: 'forbidden', message: 'No chat in your plan.', status: 403 });
    expect(await failure(answered(403, 'not json'))).toMatchObject({ kind: 'forbidden', message: CHAT_NOT_IN_PLAN });
  });

  it("passes on a 429's message and its Retry-After", async () => {
    const limited = await failure(
      answered(429, { error: { message: 'Please wait 42 seconds and try again.' } }, { 'Retry-After': '42' }),
    );
    expect(limited).toMatchObject({
      kind: 'rate-limited',
      message: 'Please wait 42 seconds and try again.',
      retryAfterSeconds: 42,
    });
    expect((await failure(answered(429, '', { 'Retry-After': '1' }))).message).toBe(
      'Too many messages for now. Please wait 1 second and try again.',
    );
  });

  it('tells a server failure from a refused request and from no answer at all', async () => {
    expect(await failure(answered(500, { error: { message: 'Something broke' } }))).toMatchObject({
      kind: 'server',
      message: 'Something broke',
    });
    expect((await failure(answered(502, ''))).message).toBe(
      'The chat is unavailable right now (the server answered 502). Please try again.',
    );
    expect(await failure(answered(413, { error: { message: 'Your message is too long.' } }))).toMatchObject({
      kind: 'refused',
      message: 'Your message is too long.',
    });
    expect(await failure(new AxiosError('Network Error', 'ERR_NETWORK'))).toMatchObject({
      kind: 'network',
      message: SERVER_UNREACHABLE_MESSAGE,
    });
    expect(await failure(new ClientError('expired-session', SESSION_EXPIRED_MESSAGE, { status: 401 }))).toMatchObject({
      kind: 'expired-session',
      message: CHAT_SESSION_EXPIRED,
    });
  });

  it('tells an answer that stopped short: its error chunk, or a dropped connection', async () => {
    expect(await failure(new UIMessageStreamError('error-chunk', 'The model is overloaded'))).toMatchObject({
      kind: 'interrupted',
      message: 'The model is overloaded',
    });
    expect(await failure(new UIMessageStreamError('interrupted', 'ended'))).toMatchObject({
      kind: 'interrupted',
      message: CHAT_CONNECTION_DROPPED,
    });
  });

  it('passes an abort on as it is', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await toChatError(new AxiosError('canceled'), controller.signal)).toBe(controller.signal.reason);
  });

  it('makes ids the server takes', () => {
    const id = newChatId('chat');
    expect(id).toMatch(/^chat_[0-9a-f]{24}$/);
    expect(newChatId('chat')).not.toBe(id);
  });
});

const WHOLE = sseOf(answerChunks('msg_1', ['Hel', 'lo.']));
const eventStream = (body: BodyInit | null, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });

/** The answer's first events, then the network fails. */
function droppedAnswer() {
  const bytes = new TextEncoder().encode(WHOLE.slice(0, WHOLE.indexOf('lo.')));
  let sent = false;
  return eventStream(
    new ReadableStream({
      // Read first, then the failure: an error drops whatever is still queued.
      pull(controller) {
        if (sent) controller.error(new TypeError('network error'));
        else controller.enqueue(bytes);
        sent = true;
      },
    }),
  );
}

/** The page's fetch answering POST /chat with `post` and each GET .../stream with the next of `resumes`. */
function serve(post: () => Response, resumes: (() => Response)[]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
    const url = input instanceof Request ? input.url : input;
    asked.push(`${method} ${new URL(url).pathname}`);
    if (method === 'POST') return post();
    const next = resumes.shift();
    if (!next) throw new Error(`unexpected ${method} ${url}`);
    return next();
  });
  return asked;
}

const ask = () =>
  streamChat(
    {
      id: 'conv_1',
      messages: [{ id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Hi' }] }],
      trigger: 'submit-message',
    },
    { apiUrl: 'http://api.test/api' },
  );

async function readAll(chunks: AsyncIterable<{ type: string; delta?: string }>) {
  const types: string[] = [];
  let text = '';
  try {
    for await (const chunk of chunks) {
      types.push(chunk.type);
      if (chunk.type === 'start') text = '';
      text += chunk.delta ?? '';
    }
    return { types, text, error: undefined };
  } catch (error) {
    return { types, text, error };
  }
}

describe('an answer whose connection drops', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes on from GET /chat/:id/stream, which sends it again from its start', async () => {
    const asked = serve(droppedAnswer, [() => eventStream(WHOLE)]);
    const { types, text, error } = await readAll(ask());
    expect(error).toBeUndefined();
    expect(text).toBe('Hello.');
    expect(types.filter((type) => type === 'start')).toHaveLength(2);
    expect(asked).toEqual(['POST /api/chat', 'GET /api/chat/conv_1/stream']);
  });

  it('tries the stream route again while the server cannot be reached', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const unreachable = () => {
        throw new TypeError('Failed to fetch');
      };
      const asked = serve(droppedAnswer, [unreachable, () => eventStream(WHOLE)]);
      const reading = readAll(ask());
      await vi.runAllTimersAsync();
      expect((await reading).text).toBe('Hello.');
      expect(asked.filter((request) => request.startsWith('GET'))).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails as a dropped connection when nothing can be resumed (204), keeping what came', async () => {
    serve(droppedAnswer, [() => eventStream(null, 204)]);
    const { text, error } = await readAll(ask());
    expect(text).toBe('Hel');
    expect(error).toMatchObject({ kind: 'interrupted', message: CHAT_CONNECTION_DROPPED });
  });
});
