// The real membership service behind the element tests: the server starts on a database of its
// own (seeded like a fresh `npm start`), and the test page reaches it at its own origin under
// /membership and /dev (the mailbox), as the dashboard does. The product API stays the stand-in of
// fake-api.mjs, whose states are reached on demand; the chat's tests also reach the real one under /api.
import { tsImport } from 'tsx/esm/api';
import { sendAsNewVisitor } from '../loopback-visitors.mjs';

// One line per request would drown the test runner's report; warnings and errors still show.
process.env.LOG_LEVEL ??= 'warn';

const FORWARDED = ['/membership/', '/dev/'];
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);
// The product API of the same server, for the chat's tests against the real thing, and the comment
// stream: answers pass through as they are written (the chat and the stream are read as they
// come), and a client that goes away ends the server's request (Stop, an element removed).
// `/wtr-api-token/<email>` gives a seeded account's API token; `/wtr-comment-replies/<postId>/<count>`
// writes that many replies under a post past the write limits (server/testing/comment-replies.ts).
const STREAMED = ['/api/', '/membership/comments/channels/events'];
const TOKEN_PATH = '/wtr-api-token/';
const REPLIES_PATH = '/wtr-comment-replies/';

/** @param {string} origin @param {import('koa').Context} context */
async function forwardStreaming(origin, context) {
  const chunks = [];
  for await (const chunk of context.req) chunks.push(chunk);
  const headers = new Headers();
  for (const [name, value] of Object.entries(context.req.headers)) {
    if (!HOP_BY_HOP.has(name) && typeof value === 'string') headers.set(name, value);
  }
  const aborter = new AbortController();
  context.res.on('close', () => aborter.abort());
  let answer;
  try {
    answer = await fetch(`${origin}${context.url}`, {
      method: context.method,
      headers,
      body: ['GET', 'HEAD'].includes(context.method) ? undefined : Buffer.concat(chunks),
      redirect: 'manual',
      signal: aborter.signal,
    });
  } catch {
    context.status = 502;
    return;
  }
  context.respond = false;
  const answerHeaders = {};
  for (const [name, value] of answer.headers) if (!HOP_BY_HOP.has(name)) answerHeaders[name] = value;
  context.res.writeHead(answer.status, answerHeaders);
  if (!answer.body) {
    context.res.end();
    return;
  }
  try {
    for await (const chunk of answer.body) context.res.write(chunk);
    context.res.end();
  } catch {
    context.res.destroy();
  }
}

const SIGNUP_PATH = '/membership/auth/signup';

/**
 * Every element test's browser is one client at one address, and together the test files sign up
 * more members than one address may in an hour: each sign-up comes from an address of its own.
 * @param {string} url @param {string} method @param {Headers} headers @param {Buffer} body
 */
const signUpAsNewVisitor = (url, method, headers, body) =>
  sendAsNewVisitor(url, { method, headers: Object.fromEntries(headers), body });

/** @param {string} url @param {string} method @param {Headers} headers @param {Buffer} body */
async function send(url, method, headers, body) {
  const answer = await fetch(url, {
    method,
    headers,
    body: ['GET', 'HEAD'].includes(method) ? undefined : body,
    redirect: 'manual',
  });
  return { status: answer.status, headers: [...answer.headers], body: Buffer.from(await answer.arrayBuffer()) };
}

/** @returns {{ plugin: import('@web/test-runner').TestRunnerPlugin, middleware: import('@web/dev-server-core').Middleware }} */
export function membershipServer() {
  /** @type {{ url: string, close(): Promise<void> } | undefined} */
  let server;
  /** @type {((db: unknown, postId: string, count: number) => Promise<void>) | undefined} */
  let seedReplies;

  /** @type {import('@web/dev-server-core').Middleware} */
  async function middleware(context, next) {
    if (server && context.path.startsWith(TOKEN_PATH)) {
      // An API token for a seeded account, as single sign-on would store it (tests of the real API).
      context.set('Content-Type', 'application/json');
      context.body = JSON.stringify({ token: await server.issueToken(context.path.slice(TOKEN_PATH.length)) });
      return;
    }
    if (server && seedReplies && context.path.startsWith(REPLIES_PATH)) {
      const [postId, count] = context.path.slice(REPLIES_PATH.length).split('/');
      await seedReplies(server.db, decodeURIComponent(postId ?? ''), Number(count));
      context.status = 204;
      return;
    }
    if (server && STREAMED.some((prefix) => context.path.startsWith(prefix))) {
      return forwardStreaming(server.url, context);
    }
    if (!server || !FORWARDED.some((prefix) => context.path.startsWith(prefix))) return next();
    const chunks = [];
    for await (const chunk of context.req) chunks.push(chunk);
    const headers = new Headers();
    for (const [name, value] of Object.entries(context.req.headers)) {
      if (!HOP_BY_HOP.has(name) && typeof value === 'string') headers.set(name, value);
    }
    const forward = context.path.startsWith(SIGNUP_PATH) ? signUpAsNewVisitor : send;
    const answer = await forward(`${server.url}${context.url}`, context.method, headers, Buffer.concat(chunks));
    context.status = answer.status;
    for (const [name, value] of answer.headers) if (!HOP_BY_HOP.has(name)) context.set(name, value);
    context.body = answer.body;
  }

  return {
    middleware,
    plugin: {
      name: 'membership-server',
      async serverStart() {
        const { startTestServer } = await tsImport('../../server/testing/test-server.ts', import.meta.url);
        // Every element test signs in from this one address, as an office behind one address would:
        // together they sign in more often than the default 60 times in 15 minutes.
        server = await startTestServer({ config: { signInAttemptsPerAddress: 5000 } });
        ({ seedReplies } = await tsImport('../../server/testing/comment-replies.ts', import.meta.url));
      },
      async serverStop() {
        await server?.close();
      },
    },
  };
}
