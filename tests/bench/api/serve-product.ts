// The product server on a fresh database, for the throughput benchmark: prints its URL and a token.
// It logs as in production (its lines go to stdout, drained unread by the benchmark).
import './production-logging';
import { startTestServer } from '../../../server/testing/test-server';

const server = await startTestServer();
const token = await server.issueToken('demo@chainforge.dev');
process.stdout.write(`${JSON.stringify({ url: `${server.url}/api/account-balance`, token })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
