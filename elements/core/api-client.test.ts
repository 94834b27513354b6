import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onSessionExpired, SESSION_EXPIRED_MESSAGE } from './api-client';
import { configure } from './config';
import { fetchIncomingOrders, fetchTransactions } from './product-api';
import { getApiToken, removeApiToken, setApiToken } from './token-storage';

let server: Server;
let seen: IncomingHttpHeaders[] = [];
let answer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: [] };

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ ...request.headers, path: request.url });
    const { status, body, delayMs = 0 } = answer;
    setTimeout(() => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configure({ productApiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  seen = [];
  removeApiToken();
});

describe('api client', () => {
  it('calls /api paths with the stored token as Bearer', async () => {
    setApiToken('cf_at_secret');
    answer = { status: 200, body: [{ order_id: 'ORD-1' }] };
    expect(await fetchIncomingOrders()).toEqual([{ order_id: 'ORD-1' }]);
    expect(seen[0]).toMatchObject({ path: '/api/incoming-orders', authorization: 'Bearer cf_at_secret' });
  });

  it('sends no Authorization header without a token', async () => {
    answer = { status: 200, body: [] };
    await fetchTransactions();
    expect(seen[0]?.authorization).toBeUndefined();
  });

  it('treats a list answer that is not an array as empty', async () => {
    answer = { status: 200, body: { rows: [1, 2] } };
    expect(await fetchTransactions()).toEqual([]);
  });

  it('on 401 removes the token, then tells whoever listens, and rejects', async () => {
    setApiToken('cf_at_old');
    const tokenWhenTold: (string | null)[] = [];
    const stop = onSessionExpired(() => tokenWhenTold.push(getApiToken()));
    answer = { status: 401, body: { error: { code: 'invalid-token', message: 'expired' } } };
    await expect(fetchTransactions()).rejects.toThrow(SESSION_EXPIRED_MESSAGE);
    stop();
    expect(getApiToken()).toBeNull();
    expect(tokenWhenTold).toEqual([null]);
  });

  it('keeps a token stored while a request sent without it was being refused', async () => {
    const told: unknown[] = [];
    const stop = onSessionExpired(() => told.push('told'));
    answer = { status: 401, body: { error: { code: 'invalid-token', message: 'no token' } }, delayMs: 150 };
    const refused = fetchTransactions();
    await new Promise((resolve) => setTimeout(resolve, 50));
    setApiToken('cf_at_from_sso');
    await expect(refused).rejects.toThrow(SESSION_EXPIRED_MESSAGE);
    stop();
    expect(getApiToken()).toBe('cf_at_from_sso');
    expect(told).toEqual([]);
  });

  it('rejects other failures as the client error they are, keeping the token', async () => {
    setApiToken('cf_at_kept');
    answer = { status: 500, body: { error: { code: 'internal', message: 'boom' } } };
    await expect(fetchTransactions()).rejects.toMatchObject({
      name: 'ClientError',
      kind: 'server',
      status: 500,
      code: 'internal',
      message: 'boom',
    });
    expect(getApiToken()).toBe('cf_at_kept');
  });
});
