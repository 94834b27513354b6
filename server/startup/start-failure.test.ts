import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server.ts';
import { startFailureMessage } from './start-failure.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

describe('a start on a port another server holds', () => {
  let holder: TestServer;
  beforeAll(async () => {
    holder = await startTestServer();
  });
  afterAll(() => holder.close());

  it("fails with 'Port N is in use; set PORT', no stack trace to read", async () => {
    const port = Number(new URL(holder.url).port);
    const failure = await startServer({ ...holder.config, port }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(startFailureMessage(failure)).toBe(`Port ${port} is in use; set PORT`);
  });

  it('leaves any other failure to the full report', () => {
    expect(startFailureMessage(new Error('disk full'))).toBeUndefined();
  });
});
