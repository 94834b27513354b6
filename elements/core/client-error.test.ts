import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import {
  ClientError,
  describeError,
  readClientError,
  retryAfterSeconds,
  SERVER_UNREACHABLE_MESSAGE,
  toClientError,
  toClientErrorFromEnvelope,
} from './client-error';

/** An axios failure with an answer, as the fetch adapter hands it over. */
function answered(status: number, data: unknown, headers: Record<string, string> = {}) {
  return new AxiosError('failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    headers: AxiosHeaders.from(headers),
    config: { headers: new AxiosHeaders() },
    data,
  });
}

const envelope = (code: string, message: string) => ({ error: { code, message } });

describe('toClientError', () => {
  it('reads the envelope: its code and message, with the kind its status tells', () => {
    const refused = toClientError(answered(400, envelope('invalid-email', 'That is not an email address.')));
    expect(refused).toBeInstanceOf(ClientError);
    expect(refused).toMatchObject({
      kind: 'refused',
      status: 400,
      code: 'invalid-email',
      message: 'That is not an email address.',
      serverMessage: 'That is not an email address.',
    });
  });

  it('tells every kind of answer apart', () => {
    const kind = (status: number, body: unknown = {}) => toClientError(answered(status, body)).kind;
    expect(kind(401)).toBe('expired-session');
    expect(kind(400, envelope('invalid-token', 'gone'))).toBe('expired-session');
    expect(kind(403)).toBe('forbidden');
    expect(kind(429)).toBe('rate-limited');
    expect(kind(413)).toBe('refused');
    expect(kind(503)).toBe('server');
  });

  it('names an answer without an envelope by its status', () => {
    expect(toClientError(answered(502, '<html>bad gateway</html>'))).toMatchObject({
      kind: 'server',
      code: 'http/502',
      message: 'The server answered 502.',
      serverMessage: undefined,
    });
  });

  it('tells a network failure (no answer at all) as its own kind', () => {
    expect(toClientError(new AxiosError('Network Error', 'ERR_NETWORK'))).toMatchObject({
      kind: 'network',
      status: 0,
      code: 'client/network-error',
      message: SERVER_UNREACHABLE_MESSAGE,
    });
  });

  it('passes on anything else thrown with its own message, and a ClientError as it is', () => {
    expect(toClientError(new Error('There is no channel "moon".'))).toMatchObject({
      kind: 'unknown',
      code: 'client/unknown',
      message: 'There is no channel "moon".',
    });
    expect(describeError('plain text')).toBe('plain text');
    const expired = new ClientError('expired-session', 'Token expired. Logging out.', { status: 401 });
    expect(toClientError(expired)).toBe(expired);
  });

  it("carries a 429 answer's Retry-After", () => {
    const limited = toClientError(answered(429, envelope('too-many-requests', 'Slow down.'), { 'Retry-After': '42' }));
    expect(limited).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 42, code: 'too-many-requests' });
  });

  it('reads the envelope of a streamed answer left unread', async () => {
    const streamed = answered(403, new Response(JSON.stringify(envelope('forbidden', 'No chat in your plan.'))).body);
    expect(await readClientError(streamed)).toMatchObject({ kind: 'forbidden', message: 'No chat in your plan.' });
    expect(await readClientError(answered(500, new Response('not json').body))).toMatchObject({
      kind: 'server',
      message: 'The server answered 500.',
    });
  });
});

describe('toClientErrorFromEnvelope', () => {
  it('reads an envelope posted without an answer as the given status would be', () => {
    const posted = { error: { code: 'provider-failed', message: 'Signing in with GitHub did not work.' } };
    expect(toClientErrorFromEnvelope(posted, 400)).toMatchObject({
      kind: 'refused',
      status: 400,
      code: 'provider-failed',
      message: 'Signing in with GitHub did not work.',
    });
  });

  it('names the status when the envelope says nothing readable', () => {
    expect(toClientErrorFromEnvelope({ error: { code: 7 } }, 400)).toMatchObject({
      code: 'http/400',
      message: 'The server answered 400.',
    });
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds, rounded up', () => {
    expect(retryAfterSeconds('30')).toBe(30);
    expect(retryAfterSeconds('1.2')).toBe(2);
  });

  it('reads an HTTP date as the seconds until then', () => {
    expect(retryAfterSeconds(new Date(10_000).toUTCString(), 0)).toBe(10);
    expect(retryAfterSeconds(new Date(0).toUTCString(), 5_000)).toBe(0);
  });

  it('ignores a missing or unreadable header', () => {
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds(undefined)).toBeUndefined();
    expect(retryAfterSeconds('')).toBeUndefined();
  });
});
