// Two instances of the production server behind nginx, on one PostgreSQL database and one Redis.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_STREAM } from '../../contract/comment-events.ts';
import { openEvents, type StreamedEvent } from '../../server/membership/testing/comment-events.ts';
import { fetchFrom } from '../../server/testing/fetch-from.ts';
import pg from 'pg';
import { type Instance, STACK_AVAILABLE, STACK_KEY, type Stack, startStack } from './stack.ts';

const KEY = STACK_KEY;
const PASSWORD = 'Behind-a-proxy-1';
let stack: Stack;
// Limits are counted in the shared Redis, which outlives a run: each run takes addresses of its own.
const network = 16 + Math.floor(Math.random() * 230);
let nextAddress = Math.floor(Math.random() * 50_000);

/** A client at a loopback address of its own: a visitor nginx sees as another machine. */
const newVisitor = () => {
  nextAddress += 1;
  return `127.${network}.${Math.floor(nextAddress / 250) % 250}.${(nextAddress % 250) + 2}`;
};

function membership(
  base: string,
  path: string,
  { body, token, from }: { body?: unknown; token?: string; from?: string } = {},
) {
  const headers: Record<string, string> = { 'X-API-Key': KEY };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const init = {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  return fetchFrom(from ?? newVisitor(), `${base}/membership${path}`, init);
}

async function signUp(base: string, from?: string) {
  const email = `proxy-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const response = await membership(base, '/auth/signup', { body: { email, password: PASSWORD }, from });
  const json = (await response.json().catch(() => ({}))) as {
    data?: { member: { id: string }; tokens: { accessToken: string } };
  };
  return { status: response.status, email, id: json.data?.member.id ?? '', token: json.data?.tokens.accessToken ?? '' };
}

/** An API token of a new member who may chat: production seeds no one, so the chat is granted as the business's backend would. */
async function chatToken(base: string): Promise<string> {
  const member = await signUp(stack.url);
  const database = new pg.Client({ connectionString: stack.databaseUrl });
  await database.connect();
  await database.query("insert into member_permissions (member_id, permission) values ($1, 'ctfd_basic')", [member.id]);
  await database.end();
  const sso = await fetch(`${base}/api/memberstack/sso`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ memberstack_user_id: member.id, token: member.token }),
  });
  return ((await sso.json()) as { data: { token: string } }).data.token;
}

/** The text of a UI message stream's deltas. */
function answerText(stream: string): string {
  return stream
    .split('\n')
    .filter((line) => line.startsWith('data: {'))
    .map((line) => JSON.parse(line.slice(6)) as { type: string; delta?: string })
    .filter((chunk) => chunk.type === 'text-delta')
    .map((chunk) => chunk.delta)
    .join('');
}

function firstTwo(): [Instance, Instance] {
  const [a, b] = stack.instances;
  if (!a || !b) throw new Error('The stack has fewer than two instances');
  return [a, b];
}

beforeAll(async () => {
  if (STACK_AVAILABLE) stack = await startStack({ env: { TRUST_PROXY: '127.0.0.1' } });
}, 180_000);
afterAll(async () => stack?.stop(), 60_000);

describe.skipIf(!STACK_AVAILABLE)('two instances behind nginx on PostgreSQL and Redis', () => {
  it('signs members up and in through the proxy, the two instances sharing them', async () => {
    const member = await signUp(stack.url);
    expect(member.status).toBe(201);
    for (let i = 0; i < 4; i++) {
      const login = await membership(stack.url, '/auth/login', { body: { email: member.email, password: PASSWORD } });
      expect(login.status).toBe(200);
      expect(login.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    }
    for (const instance of stack.instances) {
      expect((await membership(instance.url, '/member', { token: member.token })).status).toBe(200);
    }
  });

  it('refuses a session logged out at instance A at instance B on the very next request', async () => {
    const [a, b] = firstTwo();
    const member = await signUp(stack.url);
    expect((await membership(b.url, '/member', { token: member.token })).status).toBe(200);
    expect((await membership(a.url, '/member/logout', { token: member.token, body: {} })).status).toBe(200);
    expect((await membership(b.url, '/member', { token: member.token })).status).toBe(401);
  });

  it('refuses an API token at instance B right after a password change at instance A', async () => {
    const [a, b] = firstTwo();
    const member = await signUp(stack.url);
    const sso = await fetchFrom('127.0.0.1', `${a.url}/api/memberstack/sso`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ memberstack_user_id: member.id, token: member.token }),
    });
    const apiToken = ((await sso.json()) as { data: { token: string } }).data.token;
    const permissions = () =>
      fetchFrom('127.0.0.1', `${b.url}/api/user/permissions`, { headers: { Authorization: `Bearer ${apiToken}` } });
    expect((await permissions()).status).toBe(200);

    const login = await membership(a.url, '/auth/login', { body: { email: member.email, password: PASSWORD } });
    const other = ((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
    const change = await membership(a.url, '/member-auth', {
      token: other,
      body: { oldPassword: PASSWORD, newPassword: 'Behind-a-proxy-2' },
    });
    expect(change.status).toBe(200);
    expect((await permissions()).status).toBe(401);
  });

  it('resumes a chat answer at instance B after its connection to instance A is cut mid-answer', async () => {
    const [a, b] = firstTwo();
    const apiToken = await chatToken(a.url);
    const id = `conv-cut-${Date.now()}`;
    const aborter = new AbortController();
    const cut = await fetch(`${a.url}/api/chat`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        id,
        trigger: 'submit-message',
        messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'How can I reduce warehouse costs?' }] }],
      }),
      signal: aborter.signal,
    });
    const reader = (cut.body as ReadableStream<Uint8Array>).getReader();
    let before = '';
    while (!before.includes('"text-delta"')) before += new TextDecoder().decode((await reader.read()).value);
    aborter.abort();

    const resumed = await fetch(`${b.url}/api/chat/${id}/stream`, { headers: { Authorization: `Bearer ${apiToken}` } });
    expect(resumed.status).toBe(200);
    const replay = await resumed.text();
    expect(replay).toContain('data: [DONE]');
    const stored = await fetch(`${b.url}/api/chat/conversations/${id}`, {
      headers: { Authorization: `Bearer ${apiToken}` },
    });
    const conversation = (await stored.json()) as {
      messages: { role: string; parts: { type: string; text?: string }[] }[];
    };
    const answer = conversation.messages.find((message) => message.role === 'assistant');
    expect(answerText(replay).length).toBeGreaterThan(20);
    expect(
      answer?.parts
        .filter((part) => part.type === 'text')
        .map((part) => part.text)
        .join(''),
    ).toBe(answerText(replay));
  });

  it('carries a comment written at instance A to readers at B and through nginx live, and resumes through nginx', async () => {
    const [a, b] = firstTwo();
    const author = await signUp(stack.url);
    const channelKey = `proxy-live-${Date.now()}`;
    const ofType = (type: string) => (event: StreamedEvent) => event.event === type;
    const throughProxy = await openEvents(stack.url, channelKey, { key: KEY });
    const atB = await openEvents(b.url, channelKey, { key: KEY });
    expect([throughProxy.status, atB.status]).toEqual([200, 200]);
    // The retry line comes first: nginx passes the stream on as it is written, not when it ends.
    await expect.poll(() => throughProxy.retry, { timeout: 3_000 }).toBe(COMMENT_STREAM.retryMs);

    const written = Date.now();
    const posted = await membership(a.url, '/comments/posts', {
      token: author.token,
      body: { channelKey, content: 'Heard everywhere' },
    });
    expect(posted.status).toBe(201);
    const post = ((await posted.json()) as { data: { id: string } }).data;
    const [viaProxy, viaB] = await Promise.all([
      throughProxy.next(ofType('post.created')),
      atB.next(ofType('post.created')),
    ]);
    expect(Date.now() - written).toBeLessThan(3_000);
    expect(viaProxy.data).toMatchObject({ post: { id: post.id } });
    expect(viaB.data).toMatchObject({ post: { id: post.id } });
    throughProxy.close();

    const reply = await membership(b.url, '/comments/threads', {
      token: author.token,
      body: { postId: post.id, content: 'While the reader was away' },
    });
    expect(reply.status).toBe(201);
    const resumed = await openEvents(stack.url, channelKey, { key: KEY, lastEventId: viaProxy.id });
    expect((await resumed.next(ofType('thread.created'))).data).toMatchObject({
      thread: { content: expect.stringContaining('While the reader was away') },
    });
    resumed.close();
    atB.close();
  });

  it('redeems at instance B a sign-in code mailed through instance A (one secret, one database)', async () => {
    const [a, b] = firstTwo();
    const member = await signUp(stack.url);
    expect((await membership(a.url, '/auth/passwordless/login/send', { body: { email: member.email } })).status).toBe(
      200,
    );
    const database = new pg.Client({ connectionString: stack.databaseUrl });
    await database.connect();
    const { rows } = await database.query(
      'select text_body from dev_mailbox where to_address = $1 order by sent_at desc',
      [member.email],
    );
    await database.end();
    const code = /\b(\d{6})\b/.exec(String(rows[0]?.text_body))?.[1];
    expect(code).toBeDefined();
    const login = await membership(b.url, '/auth/passwordless/login', {
      body: { email: member.email, passwordlessToken: code },
    });
    expect(login.status).toBe(200);
  });

  it('limits each visitor by the address nginx saw, whatever X-Forwarded-For the visitor wrote', async () => {
    const visitor = newVisitor();
    const forged = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n}` });
    // 20 sign-ups an hour from one address; each forged header names another address.
    for (let n = 0; n < 20; n++) {
      const response = await fetchFrom(visitor, `${stack.url}/membership/auth/signup`, {
        method: 'POST',
        headers: { 'X-API-Key': KEY, 'Content-Type': 'application/json', ...forged(n) },
        body: JSON.stringify({ email: `limit-${n}-${Date.now()}@example.com`, password: PASSWORD }),
      });
      expect(response.status).toBe(201);
    }
    expect((await signUp(stack.url, visitor)).status).toBe(429);
    expect((await signUp(stack.url, newVisitor())).status).toBe(201);

    // Straight to an instance, from an address that is not the trusted proxy: still the socket's address.
    const direct = newVisitor();
    for (let n = 0; n < 20; n++) expect((await signUp(firstTwo()[0].url, direct)).status).toBe(201);
    const forgedDirect = await fetchFrom(direct, `${firstTwo()[0].url}/membership/auth/signup`, {
      method: 'POST',
      headers: { 'X-API-Key': KEY, 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.250' },
      body: JSON.stringify({ email: `forged-${Date.now()}@example.com`, password: PASSWORD }),
    });
    expect(forgedDirect.status).toBe(429);
  });

  it('logs one JSON line per request, with no password, code, token or email in any line', async () => {
    const member = await signUp(stack.url);
    await membership(stack.url, '/auth/login', { body: { email: member.email, password: PASSWORD } });
    await membership(stack.url, `/member?token=${member.token}`, { token: member.token });
    await membership(stack.url, '/auth/passwordless/login/send', { body: { email: member.email } });
    await fetch(`${stack.url}/api/${encodeURIComponent(member.email)}`);
    const lines = stack.instances.flatMap((instance) => instance.output.join('').split('\n').filter(Boolean));
    const requests = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.reqId);
    expect(requests.length).toBeGreaterThan(10);
    for (const line of requests) {
      expect(line).toMatchObject({ level: 'info', msg: 'request' });
      expect(Object.keys(line)).toEqual(expect.arrayContaining(['time', 'reqId', 'method', 'path', 'status', 'ms']));
      expect(String(line.path)).not.toContain('?');
    }
    const all = lines.join('\n');
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain(member.email);
    expect(all).not.toContain(member.token);
    expect(all).not.toMatch(/cf_(ms|at)_[A-Za-z0-9_-]{20,}/);
    expect(all).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[a-z]{2,}/);
  });
});

describe.skipIf(!STACK_AVAILABLE)('an instance that dies or is stopped', () => {
  it('loses no answered sign-up when one instance is killed under a stream of them; the other keeps serving', async () => {
    const [doomed, survivor] = firstTwo();
    const answered: { email: string }[] = [];
    let answeredAfterKill = 0;
    let killedAt = Number.POSITIVE_INFINITY;
    const worker = async () => {
      while (Date.now() < killedAt + 2_000) {
        const result = await signUp(stack.url).catch(() => undefined);
        if (result?.status !== 201) continue;
        answered.push(result);
        if (Date.now() > killedAt) answeredAfterKill += 1;
      }
    };
    const work = Promise.all([worker(), worker(), worker()]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    doomed.process.kill('SIGKILL');
    killedAt = Date.now();
    await work;
    expect(answeredAfterKill).toBeGreaterThan(0);
    for (const { email } of answered) {
      const login = await membership(stack.url, '/auth/login', { body: { email, password: PASSWORD } });
      expect(login.status, email).toBe(200);
    }
    expect(survivor.process.exitCode).toBeNull();
  }, 120_000);

  it('on SIGTERM finishes an upload in flight and a chat answer being streamed, then exits 0', async () => {
    const instance = await stack.startInstance();
    const apiToken = await chatToken(instance.url);

    // A sign-up whose body is still arriving when the signal comes.
    const email = `slow-${Date.now()}@example.com`;
    const body = JSON.stringify({ email, password: PASSWORD });
    const upload = new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${instance.url}/membership/auth/signup`,
        {
          method: 'POST',
          headers: { 'X-API-Key': KEY, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => request.end(body.slice(10)), 1_500);
    });
    const chat = await fetch(`${instance.url}/api/chat`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        id: `conv-${Date.now()}`,
        trigger: 'submit-message',
        messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'How is my balance and spend?' }] }],
      }),
    });
    expect(chat.status).toBe(200);
    const reader = (chat.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    instance.process.kill('SIGTERM');
    let text = new TextDecoder().decode(first.value);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      text += new TextDecoder().decode(chunk.value);
    expect(text).toContain('data: [DONE]');
    expect(await upload).toBe(201);
    expect(await instance.exited).toBe(0);
    // A new connection is refused once it has stopped.
    await expect(fetch(`${instance.url}/health`)).rejects.toThrow();
  }, 60_000);
});
