import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msFetch } from '../testing/client.ts';

describe("the SDK's page views and events", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('are accepted for a known app and kept nowhere', async () => {
    for (const path of ['/page-view', '/event']) {
      expect((await msFetch(server, path, { body: { url: '/pricing' } })).status).toBe(204);
      expect((await msFetch(server, path, { body: { url: '/pricing' }, key: 'pk_sb_unknown' })).status).toBe(401);
    }
  });
});
