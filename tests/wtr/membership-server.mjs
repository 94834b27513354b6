// The real membership service behind the element tests: the server starts on a database of its
// own (seeded like a fresh `npm start`), and the test page reaches it at its own origin under
// /membership and /dev (the mailbox), as the dashboard does. The product API stays the stand-in of
// fake-api.mjs, whose states are reached on demand.
import { tsImport } from 'tsx/esm/api';

const FORWARDED = ['/membership/', '/dev/'];
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

/** @returns {{ plugin: import('@web/test-runner').TestRunnerPlugin, middleware: import('@web/dev-server-core').Middleware }} */
export function membershipServer() {
  /** @type {{ url: string, close(): Promise<void> } | undefined} */
  let server;

  /** @type {import('@web/dev-server-core').Middleware} */
  async function middleware(context, next) {
    if (!server || !FORWARDED.some((prefix) => context.path.startsWith(prefix))) return next();
    const chunks = [];
    for await (const chunk of context.req) chunks.push(chunk);
    const headers = new Headers();
    for (const [name, value] of Object.entries(context.req.headers)) {
      if (!HOP_BY_HOP.has(name) && typeof value === 'string') headers.set(name, value);
    }
    const answer = await fetch(`${server.url}${context.url}`, {
      method: context.method,
      headers,
      body: ['GET', 'HEAD'].includes(context.method) ? undefined : Buffer.concat(chunks),
      redirect: 'manual',
    });
    context.status = answer.status;
    for (const [name, value] of answer.headers) if (!HOP_BY_HOP.has(name)) context.set(name, value);
    context.body = Buffer.from(await answer.arrayBuffer());
  }

  return {
    middleware,
    plugin: {
      name: 'membership-server',
      async serverStart() {
        const { startTestServer } = await tsImport('../../server/testing/test-server.ts', import.meta.url);
        server = await startTestServer();
      },
      async serverStop() {
        await server?.close();
      },
    },
  };
}
