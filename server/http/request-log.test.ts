import { init } from '@memberstack/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SECRET_KEY } from '../membership/testing/admin.ts';
import { startLoggedTestServer, type LoggedTestServer } from '../testing/logged-test-server.ts';

let json: LoggedTestServer;
let pretty: LoggedTestServer;
beforeAll(async () => {
  [json, pretty] = await Promise.all([startLoggedTestServer('json'), startLoggedTestServer('pretty')]);
});
afterAll(() => Promise.all([json?.close(), pretty?.close()]));

const MEMBERS = '/membership/admin/members/';
const percentEncoded = (text: string) =>
  [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** A member asked for by email, the address written as clients and proxies may write it. */
const EMAIL_PATHS = {
  plain: `${MEMBERS}ada@example.com`,
  'percent-encoded (as the Admin SDK does)': `${MEMBERS}ada%40example.com`,
  'encoded twice': `${MEMBERS}ada%2540example.com`,
  'encoded three times': `${MEMBERS}ada%252540example.com`,
  'every byte encoded, hex in lower case': `${MEMBERS}${percentEncoded('ada@example.com')}`,
  'every byte encoded, hex in upper case': `${MEMBERS}${percentEncoded('ada@example.com').toUpperCase()}`,
  'unicode (an internationalized address)': `${MEMBERS}${encodeURIComponent('δοκιμή@παράδειγμα.δοκιμή')}`,
  'unicode, hex in lower case': `${MEMBERS}${encodeURIComponent('用户@例子.广告').toLowerCase()}`,
  'a credential, encoded': `${MEMBERS}cf%5Fms_abcdefghijklmnopqrstuvwxyz`,
};
const WHAT_MUST_NOT_SHOW = ['ada', 'example', '%40', '@', 'δοκιμή', 'παράδειγμα', '用户', '例子', 'abcdefghijklmnop'];

const REQUEST_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** A line with its random request id left out: a hex id may hold 'ada' by chance (it did). */
const withoutRequestIds = (text: string) => text.replace(REQUEST_ID, '<request id>');

/** A path that, decoded, would print a line of its own in the readable log. */
const FORGING_PATH = '/forge-probe%0a12:00:00%20INFO:%20forged%0D%1b[2K%e2%80%a8';

/** The JSON log line of a request, found by the id its answer carried. */
async function jsonLineOf(response: Response): Promise<Record<string, unknown>> {
  const requestId = response.headers.get('x-request-id');
  return JSON.parse(await json.lineMatching((line) => line.includes(`"reqId":"${requestId}"`)));
}

describe('the request log line', () => {
  it.each(Object.entries(EMAIL_PATHS))('shows no email address or credential: %s', async (_, path) => {
    const line = await jsonLineOf(await fetch(`${json.url}${path}`));
    expect(line.path).toBe(`${MEMBERS}[redacted]`);
    const seen = pretty.lines().length;
    await fetch(`${pretty.url}${path}`);
    const readable = await pretty.lineMatching((text, index) => index >= seen && text.includes(MEMBERS));
    expect(readable).toContain(`GET ${MEMBERS}[redacted] 401`);
    for (const text of [JSON.stringify(line), readable].map(withoutRequestIds))
      for (const shown of WHAT_MUST_NOT_SHOW) expect(text).not.toContain(shown);
  });

  it("shows none for the Admin SDK's retrieve({ email })", async () => {
    const sdk = init(DEMO_SECRET_KEY, { baseUrl: `${json.url}/membership/admin/` });
    expect((await sdk.members.retrieve({ email: 'demo@chainforge.dev' })).data.auth.email).toBe('demo@chainforge.dev');
    const line = await json.lineMatching((text) => text.includes('"route":"/membership/admin/members/:idOrEmail"'));
    expect(JSON.parse(line)).toMatchObject({ path: `${MEMBERS}[redacted]`, status: 200 });
    expect(line).not.toContain('demo');
  });

  it('keeps a path percent-encoded, so a control character in it forges no line in either format', async () => {
    expect((await jsonLineOf(await fetch(`${json.url}${FORGING_PATH}`))).path).toBe(FORGING_PATH);
    await fetch(`${pretty.url}${FORGING_PATH}`);
    const readable = await pretty.lineMatching((text) => text.includes('forge-probe'));
    expect(readable).toContain(`GET ${FORGING_PATH} `);
    expect(pretty.lines().filter((text) => text.includes('forged'))).toEqual([readable]);
  });
});
