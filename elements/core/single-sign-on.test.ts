import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure } from './config';
import { NO_TOKEN_MESSAGE, requestApiToken } from './single-sign-on';

let server: Server;
let seen: { path: string | undefined; body: unknown }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ path: request.url, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') });
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configure({ productApiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('single sign-on', () => {
  it('posts the member id and membership token and answers the API token', async () => {
    seen = [];
    answer = { status: 200, body: { data: { token: 'cf_at_new' } } };
    expect(await requestApiToken('mem_1', 'ms_token')).toBe('cf_at_new');
    expect(seen).toEqual([{ path: '/api/memberstack/sso', body: { memberstack_user_id: 'mem_1', token: 'ms_token' } }]);
  });

  it.each([{}, { data: {} }, { data: { token: '' } }, { data: { token: 42 } }, null])(
    'rejects an answer without a token (%j)',
    async (body) => {
      answer = { status: 200, body };
      await expect(requestApiToken('mem_1', 'ms_token')).rejects.toThrow(NO_TOKEN_MESSAGE);
    },
  );

  it("passes the server's refusal on", async () => {
    answer = { status: 401, body: { error: { code: 'authentication-failed', message: 'Authentication failed: x' } } };
    await expect(requestApiToken('mem_1', 'ms_token')).rejects.toThrow();
  });
});
