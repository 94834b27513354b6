// A test server in a process of its own, for tests that read its log as an operator would (the
// logger writes to the process's stdout, chosen when it is first imported). Prints {"url":...} once
// it listens, and stops, deleting its database, when its stdin closes: with the test that started it.
import { startTestServer } from './test-server.ts';

const server = await startTestServer();
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.stdin.resume();
process.stdin.once('end', async () => {
  await server.close();
  process.exit(0);
});
