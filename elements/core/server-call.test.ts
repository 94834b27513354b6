import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ClientError, SERVER_UNREACHABLE_MESSAGE } from './client-error';
import { createServerCall, type ServerCallSettings } from './server-call';

let server: Server;
let origin = '';
let seen: (IncomingHttpHeaders & { path?: string; method?: string })[] = [];
let answer: { status: number; body: string; headers?: Record<string, string> } = { status: 200, body: '{}' };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
  answer = { status, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } };
};

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ ...request.headers, path: request.url, method: request.method });
    response.writeHead(answer.status, answer.headers ?? {});
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  seen = [];
});

const callOf = (settings: Partial<ServerCallSettings> = {}) =>
  createServerCall({ baseUrl: () => `${origin}/api`, envelope: true, ...settings });

/** What a call rejected with. */
async function rejection(promise: Promise<unknown>): Promise<ClientError> {
  const thrown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(ClientError);
  return thrown as ClientError;
}

describe('the call path', () => {
  it('answers what the envelope holds, or the bare body for a server without one', async () => {
    json(200, { data: { id: 'mem_1' } });
    expect(await callOf()({ method: 'GET', url: '/member' })).toEqual({ id: 'mem_1' });
    json(200, [{ id: 'ORD-1' }]);
    expect(await callOf({ envelope: false })({ method: 'GET', url: '/orders' })).toEqual([{ id: 'ORD-1' }]);
    expect(seen.map(({ path }) => path)).toEqual(['/api/member', '/api/orders']);
  });

  it('gives the status and the body as they came to whoever needs them (a 204)', async () => {
    answer = { status: 204, body: '' };
    expect(await callOf().answer({ method: 'GET', url: '/stream' })).toMatchObject({ status: 204 });
  });

  it('reads the base URL, the token and the headers at every call, the call’s own headers last', async () => {
    let base = `${origin}/one`;
    let token: string | null = null;
    const call = callOf({ baseUrl: () => base, token: () => token, headers: () => ({ 'X-API-Key': 'pk_sb_1' }) });
    json(200, { data: null });
    await call({ method: 'POST', url: '/a', data: { x: 1 }, headers: { 'X-Second-Step': 'offer' } });
    base = `${origin}/two`;
    token = 'tok_1';
    await call({ method: 'GET', url: '/b' });
    expect(seen[0]).toMatchObject({ path: '/one/a', method: 'POST', 'x-api-key': 'pk_sb_1', 'x-second-step': 'offer' });
    expect(seen[0]?.authorization).toBeUndefined();
    expect(seen[1]).toMatchObject({ path: '/two/b', authorization: 'Bearer tok_1', 'x-api-key': 'pk_sb_1' });
  });

  it('rejects a 4xx with the envelope’s code and message', async () => {
    json(409, { error: { code: 'email-taken', message: 'That email is taken.' } });
    expect(await rejection(callOf()({ method: 'POST', url: '/auth/signup' }))).toMatchObject({
      kind: 'refused',
      status: 409,
      code: 'email-taken',
      message: 'That email is taken.',
      serverMessage: 'That email is taken.',
    });
    json(429, { error: { code: 'too-many-requests', message: 'Slow down.' } }, { 'Retry-After': '30' });
    expect(await rejection(callOf()({ method: 'GET', url: '/x' }))).toMatchObject({
      kind: 'rate-limited',
      retryAfterSeconds: 30,
    });
  });

  it('rejects a 5xx as a server failure, with its status when the body says nothing', async () => {
    json(503, {});
    expect(await rejection(callOf()({ method: 'GET', url: '/x' }))).toMatchObject({
      kind: 'server',
      status: 503,
      code: 'http/503',
      message: 'The server answered 503.',
    });
  });

  it('reads a failure whose body is no envelope (HTML from a proxy) by its status alone', async () => {
    answer = { status: 502, body: '<html>Bad gateway</html>', headers: { 'Content-Type': 'text/html' } };
    expect(await rejection(callOf()({ method: 'GET', url: '/x' }))).toMatchObject({
      kind: 'server',
      code: 'http/502',
      message: 'The server answered 502.',
    });
    answer = { status: 400, body: '{"error": {"code": ', headers: { 'Content-Type': 'application/json' } };
    expect(await rejection(callOf()({ method: 'GET', url: '/x', responseType: 'stream' }))).toMatchObject({
      kind: 'refused',
      code: 'http/400',
    });
  });

  it('reads a streamed failure’s body, so that its envelope is not lost', async () => {
    json(403, { error: { code: 'plan-required', message: 'Not in your plan.' } });
    expect(await rejection(callOf({ envelope: false }).answer({ url: '/chat', responseType: 'stream' }))).toMatchObject(
      { kind: 'forbidden', code: 'plan-required', message: 'Not in your plan.' },
    );
  });

  it('tells an unreachable server in the one sentence', async () => {
    const call = createServerCall({ baseUrl: () => 'http://127.0.0.1:1', envelope: true });
    expect(await rejection(call({ method: 'GET', url: '/member' }))).toMatchObject({
      kind: 'network',
      status: 0,
      code: 'client/network-error',
      message: SERVER_UNREACHABLE_MESSAGE,
    });
  });

  it('calls the refused-token hook with the token the refused request carried, in the server’s words', async () => {
    const refused: (string | null)[] = [];
    let token: string | null = 'tok_old';
    const call = callOf({
      token: () => token,
      reword: (failure) =>
        failure.code === 'invalid-token' ? new ClientError(failure.kind, 'Signed out.', { code: 'gone' }) : failure,
      isRefusedToken: (failure) => failure.code === 'gone',
      onRefusedToken: (sentToken) => {
        refused.push(sentToken);
        token = null;
      },
    });
    json(401, { error: { code: 'invalid-token', message: 'expired' } });
    expect(await rejection(call({ method: 'GET', url: '/member' }))).toMatchObject({ message: 'Signed out.' });
    expect(refused).toEqual(['tok_old']);
    expect(token).toBeNull();

    json(401, { error: { code: 'invalid-credentials', message: 'Wrong password.' } });
    expect(await rejection(call({ method: 'POST', url: '/auth/login' }))).toMatchObject({ message: 'Wrong password.' });
    expect(refused).toEqual(['tok_old']);
  });
});
