import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoggedTestServer, type LoggedTestServer } from '../testing/logged-test-server.ts';

let server: LoggedTestServer;
beforeAll(async () => {
  server = await startLoggedTestServer('json');
});
afterAll(() => server?.close());

describe("production's log", () => {
  it("prints a quiet server's one request line without waiting for more", async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id');
    const line = await server.lineMatching((text) => text.includes(`"reqId":"${requestId}"`));
    expect(JSON.parse(line)).toMatchObject({ msg: 'request', method: 'GET', path: '/health', status: 200 });
  });
});
