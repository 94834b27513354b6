// The product server on a fresh SQLite database, one instance without Redis, trusting the loopback
// proxy's X-Forwarded-For (so that one machine's readers stand for many visitors), answering memory
// questions, timers counted, over IPC (run with --expose-gc): prints its base URL and the demo app's public key.
import { startTestServer } from '../../../server/testing/test-server';
import { answerMemoryQuestions } from '../memory/child-memory';

delete process.env.DATABASE_URL;
const server = await startTestServer({ config: { trustProxy: { addresses: ['loopback'] } } });
answerMemoryQuestions({ timers: true });
process.stdout.write(`${JSON.stringify({ url: server.url, token: 'pk_sb_chainforge_demo' })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
