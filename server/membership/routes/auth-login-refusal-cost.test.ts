import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msFetch, SEEDED } from '../testing/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('refuses a flood of wrong logins with 429 without making a web body stream for any of them', async () => {
  // @hono/node-server builds the web Request and its stream (Readable.toWeb) only when something
  // asks for the web body; a flood of refused logins paid for that with 100 MB of heap.
  const bodyStreams = vi.spyOn(Readable, 'toWeb');
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 300; attempt++) {
    const response = await msFetch(server, '/auth/login', {
      body: { email: SEEDED.demo.email, password: 'not-the-password-1' },
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(200);
  expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  expect(bodyStreams).not.toHaveBeenCalled();
});
