// The product server on a fresh database with every rate limit at its default, answering memory
// questions over IPC (run with --expose-gc): prints its base URL.
import { startTestServer } from '../../../server/testing/test-server';
import { answerMemoryQuestions } from '../memory/child-memory';

const server = await startTestServer();
answerMemoryQuestions();
process.stdout.write(`${JSON.stringify({ url: `${server.url}/membership`, token: '' })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
