// The Login Redirect column of the console's member import: the rule every stored redirect follows
// (a path of the site, or an http(s) URL on one of the mode's allowed origins). A row with any
// other is refused in the preview and the report, by a reason that never repeats the value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv } from '../../../contract/csv.ts';
import { findMemberByEmail } from '../../db/queries/membership/members.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { consoleFetch, expectStatus, signInOwner } from '../testing/console.ts';
import { SEEDED_APP_ID } from '../testing/members.ts';

let server: TestServer;
let session: string;
beforeAll(async () => {
  server = await startTestServer();
  session = await signInOwner(server);
}, 60_000);
afterAll(() => server.close());

const REFUSED = [
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  'https://evil.example/welcome',
  'https://user:pw@localhost:3000/',
  '/\t/evil.example',
  '/\u0001/evil.example',
];
const KEPT = ['/welcome', 'http://localhost:4000/welcome'];

const importCsv = (values: readonly string[]) =>
  toCsv(
    [{ header: 'Email' }, { header: 'Login Redirect' }],
    values.map((value, index) => [`redirect-${index}@example.com`, value]),
  );

const post = (path: string, body: string) =>
  consoleFetch(server, path, { session, body, headers: { 'Content-Type': 'text/csv' } });

describe('the Login Redirect column of a member import', () => {
  it('refuses the rows whose redirect leads off the site, keeping paths and allowed origins', async () => {
    const body = importCsv([...REFUSED, ...KEPT]);
    const previewed = expectStatus(await post('/members/import/preview?mode=live', body), 200).json.data;
    expect(previewed.counts).toEqual({ new: KEPT.length, changed: 0, unchanged: 0, invalid: REFUSED.length });
    for (const row of previewed.samples.invalid) {
      expect(row.errors).toEqual([expect.stringMatching(/^Login Redirect: it /)]);
      expect(row.errors[0]).not.toMatch(/evil|alert|user:pw/);
    }

    const commit = `/members/import/commit?mode=live&previewId=${encodeURIComponent(previewed.previewId)}`;
    const report = expectStatus(await post(commit, body), 200).json.data;
    expect(report.counts).toEqual({ created: KEPT.length, updated: 0, unchanged: 0, failed: REFUSED.length });
    for (const [index, value] of [...REFUSED, ...KEPT].entries()) {
      const member = await findMemberByEmail(server.db, SEEDED_APP_ID, 'live', `redirect-${index}@example.com`);
      expect(member?.login_redirect).toBe(KEPT.includes(value) ? value : undefined);
    }
  });
});
