// The product server on a fresh SQLite (or, given `postgres`, PostgreSQL) database for the member
// import benchmark: prints its base URL and a signed-in owner's console session once it is up.
import '../quiet-server-logs';
import { startTestServer } from '../../../server/testing/test-server';
import { signInOwner } from '../../../server/membership/testing/console';

// `postgres`: a fresh database on DATABASE_URL's server (default the local one); otherwise SQLite.
if (process.argv[2] === 'postgres') process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
else delete process.env.DATABASE_URL;
const server = await startTestServer();
const session = await signInOwner(server);
process.stdout.write(`${JSON.stringify({ url: server.url, token: session })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
