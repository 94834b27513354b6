import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from './api-client';
import {
  CHAT_CONNECTION_DROPPED,
  CHAT_NETWORK_ERROR,
  CHAT_NOT_IN_PLAN,
  type ChatRequestError,
  newChatId,
  retryAfterSeconds,
  toChatRequestError,
} from './chat-api';
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

const failure = async (error: unknown) => (await toChatRequestError(error)) as ChatRequestError;

describe('chat call failures', () => {
  it("says the plan has no chat on a 403, with the server's message", async () => {
    const refused = await failure(answered(403, { error: { code: 'forbidden', message: 'No chat in your plan.' } }));
    expect(refused).toMatchObject({ kind: 'forbidden', message: 'No chat in your plan.', details: { status: 403 } });
    expect(await failure(answered(403, 'not json'))).toMatchObject({ kind: 'forbidden', message: CHAT_NOT_IN_PLAN });
  });

  it("passes on a 429's message and its Retry-After", async () => {
    const limited = await failure(
      answered(429, { error: { message: 'Please wait 42 seconds and try again.' } }, { 'Retry-After': '42' }),
    );
    expect(limited).toMatchObject({
      kind: 'rate-limited',
      message: 'Please wait 42 seconds and try again.',
      details: { retryAfterSeconds: 42 },
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
      message: CHAT_NETWORK_ERROR,
    });
    expect(await failure(new Error(SESSION_EXPIRED_MESSAGE))).toMatchObject({ kind: 'expired' });
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
    expect(await toChatRequestError(new AxiosError('canceled'), controller.signal)).toBe(controller.signal.reason);
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterSeconds('30')).toBe(30);
    expect(retryAfterSeconds('1.2')).toBe(2);
    expect(retryAfterSeconds(new Date(10_000).toUTCString(), 0)).toBe(10);
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds(undefined)).toBeUndefined();
  });

  it('makes ids the server takes', () => {
    const id = newChatId('chat');
    expect(id).toMatch(/^chat_[0-9a-f]{24}$/);
    expect(newChatId('chat')).not.toBe(id);
  });
});
