// The product server on a fresh database, for the throughput benchmark: prints its URL and a token.
// It logs as in production, one JSON line a request to stdout (drained unread by the benchmark):
// without NODE_ENV the logger would print development's readable lines, written synchronously,
// which cost more than all the rest of the request and are never what a deployment runs.
process.env.LOG_FORMAT = 'json';
const { startTestServer } = await import('../../../server/testing/test-server');

const server = await startTestServer();
const token = await server.issueToken('demo@chainforge.dev');
process.stdout.write(`${JSON.stringify({ url: `${server.url}/api/account-balance`, token })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
