// The product server on a fresh database for the hashing flood benchmark: prints its base URL.
// The per-address sign-in limit is raised for the rightful client, which signs in several times a
// second; the flood itself comes from 100 addresses and stays under every default limit.
import type { HashingQueueBounds } from '../../../server/membership/security/hashing-queue';
import { startTestServer } from '../../../server/testing/test-server';

export async function serveForSignInFlood(hashing: Partial<HashingQueueBounds>): Promise<void> {
  const server = await startTestServer({
    membership: { hashing, rateLimits: { loginPerIp: { limit: 1_000_000_000 } } },
  });
  process.stdout.write(`${JSON.stringify({ url: `${server.url}/membership`, token: '' })}\n`);
  process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
}
