// The product server on a fresh database for the chat benchmark, the built-in analyst answering and
// the per-account message rate out of the way (the benchmark sends far more than 20 a minute):
// prints its base URL and an API token of the demo account.
import { startTestServer } from '../../../server/testing/test-server';

const server = await startTestServer({ config: { chatMessagesPerMinute: 100_000 } });
const token = await server.issueToken('demo@chainforge.dev');
process.stdout.write(`${JSON.stringify({ url: server.url, token })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
