// Whatever a signed-in console page (or a script with its cookie) sends, every owner endpoint
// answers a clean 4xx envelope, never a 5xx.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { consoleFetch, signInOwner } from '../testing/console.ts';

let server: TestServer;
let session: string;
beforeAll(async () => {
  server = await startTestServer();
  session = await signInOwner(server);
});
afterAll(() => server.close());

const ROUTES = [
  ['POST', '/sign-in'],
  ['POST', '/second-step'],
  ['POST', '/sign-in/code'],
  ['POST', '/sign-in/code/verify'],
  ['POST', '/setup/password'],
  ['POST', '/setup/two-step/enrol'],
  ['POST', '/setup/two-step/confirm'],
  ['POST', '/invitations'],
  ['POST', '/invitations/preview'],
  ['POST', '/invitations/accept'],
  ['DELETE', '/invitations/%00'],
  ['DELETE', `/owners/${'x'.repeat(3000)}`],
  ['DELETE', '/owners/own_nobody'],
] as const;

const BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  {},
  { email: null, password: null, code: null, token: null },
  { email: ['a@b.co'], password: { x: 1 }, code: 123456, token: [] },
  { email: `${'a'.repeat(300)}@example.com`, password: 'p'.repeat(5000), code: '9'.repeat(40), token: 'cf_oi_' },
  { email: 'owner@chainforge.dev', __proto__: { admin: true }, constructor: { prototype: {} } },
  JSON.parse(`${'{"a":'.repeat(60)}1${'}'.repeat(60)}`),
];

it.each(ROUTES)('%s %s answers bad input with a 4xx envelope, never a 5xx', async (method, path) => {
  for (const body of BODIES) {
    const answer = await consoleFetch(server, path, {
      method,
      session,
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status, `${method} ${path} ${JSON.stringify(body).slice(0, 60)}`).toBeLessThan(500);
    // Extra keys are ignored: a body that holds a valid email is a valid code request.
    if (answer.status >= 400)
      expect(answer.json.error).toEqual({ code: expect.any(String), message: expect.any(String) });
    else expect([path, answer.json]).toEqual(['/sign-in/code', { data: { sent: true } }]);
  }
});
