// The console's member import: a CSV in Memberstack's import columns (our export's) previewed
// without writing, then committed as previewed, idempotent on a second run, its bad input 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv } from '../../../contract/csv.ts';
import { listAuditEvents } from '../../db/queries/audit-events.ts';
import { findMemberByEmail } from '../../db/queries/membership/members.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { hashPassword } from '../security/passwords.ts';
import { createManyMembers, DEMO_SECRET_KEY } from '../testing/admin.ts';
import { memberToken, TEST_KEY } from '../testing/client.ts';
import { consoleFetch, DEMO_OWNER, expectStatus, signInOwner } from '../testing/console.ts';
import { SEEDED_APP_ID } from '../testing/members.ts';

const FREE_PLAN = 'pln_chainforge_community';
const PAID_PLAN = 'pln_chainforge_team';
const HEADER = ['Member ID', 'Email', 'Verified', 'Free Plans', 'first-name', 'crm-id', 'Metadata'];

let server: TestServer;
let session: string;

beforeAll(async () => {
  server = await startTestServer();
  session = await signInOwner(server);
  await createManyMembers(server, { count: 3, mode: 'live', prefix: 'existing' });
}, 60_000);
afterAll(() => server.close());

const csv = (rows: string[][], header = HEADER) =>
  toCsv(
    header.map((name) => ({ header: name })),
    rows,
  );

const preview = (body: string, mode = 'live', headers: Record<string, string> = {}) =>
  consoleFetch(server, `/members/import/preview?mode=${mode}`, {
    session,
    body,
    headers: { 'Content-Type': 'text/csv', ...headers },
  });

const commit = (body: string, previewId: string, mode = 'live') =>
  consoleFetch(server, `/members/import/commit?mode=${mode}&previewId=${encodeURIComponent(previewId)}`, {
    session,
    body,
    headers: { 'Content-Type': 'text/csv' },
  });

async function exportCsv(mode: string): Promise<string> {
  const answer = await fetch(`${server.url}/membership/console/members/export.csv?mode=${mode}&order=ASC`, {
    headers: { Cookie: `cf_console=${session}` },
  });
  expect(answer.status).toBe(200);
  return answer.text();
}

/** Every member of the app as the database holds them, to show that nothing was written. */
async function snapshot() {
  const members = await server.db
    .selectFrom('members')
    .selectAll()
    .where('app_id', '=', SEEDED_APP_ID)
    .orderBy('id')
    .execute();
  const plans = await server.db.selectFrom('ms_plan_connections').selectAll().orderBy('id').execute();
  return { members, plans };
}

describe('preview', () => {
  it('says what each row would do, with every bad row by its number, and writes nothing', async () => {
    const before = await snapshot();
    const body = csv([
      ['', 'new-one@example.com', 'true', FREE_PLAN, 'Ada', 'CRM-1', '{"source":"import"}'],
      ['', 'EXISTING-0001@example.com', '', '', 'Grace', '', ''],
      ['', 'existing-0002@example.com', 'true', '', '', '', ''],
      ['', 'not-an-email', '', '', '', '', ''],
      ['', 'new-two@example.com', 'maybe', `${PAID_PLAN},pln_nowhere`, '', '', '[1]'],
      ['', 'new-one@example.com', '', '', '', '', ''],
    ]);
    const data = expectStatus(await preview(body), 200).json.data;
    expect(data.rows).toBe(6);
    expect(data.counts).toEqual({ new: 1, changed: 1, unchanged: 1, invalid: 3 });
    expect(data.samples.new.map((row: { row: number }) => row.row)).toEqual([2]);
    expect(data.samples.changed[0]).toMatchObject({ row: 3, changes: ['customFields.first-name'] });
    expect(data.samples.unchanged[0]).toMatchObject({ row: 4, email: 'existing-0002@example.com' });
    const invalid = data.samples.invalid;
    expect(invalid.map((row: { row: number }) => row.row)).toEqual([5, 6, 7]);
    expect(invalid[0].errors).toEqual(['Email: must be an email address']);
    expect(invalid[1].errors).toEqual([
      'Verified: must be true or false',
      'Metadata: must be a JSON object of at most 64,000 characters',
      `Free Plans: ${PAID_PLAN} is a paid plan, bought through checkout only`,
      'Free Plans: there is no active plan pln_nowhere',
    ]);
    expect(invalid[2].errors).toEqual(['Email: the same as row 2']);
    expect(data.columns).toEqual({ read: HEADER, ignored: [] });
    expect(data.previewId).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a member named by id whose new email another member has', async () => {
    const other = await findMemberByEmail(server.db, SEEDED_APP_ID, 'live', 'existing-0003@example.com');
    const member = await findMemberByEmail(server.db, SEEDED_APP_ID, 'live', 'existing-0002@example.com');
    const data = expectStatus(await preview(csv([[member!.id, other!.email, '', '', '', '', '']])), 200).json.data;
    expect(data.samples.invalid[0].errors).toEqual(['Email: belongs to another member of this app']);
    const twice = expectStatus(
      await preview(
        csv([
          [other!.id, other!.email, '', '', '', '', ''],
          [other!.id, 'renamed@example.com', '', '', '', '', ''],
        ]),
      ),
      200,
    ).json.data;
    expect(twice.samples.invalid[0]).toMatchObject({ row: 3, errors: ['the same member as row 2'] });
  });
});

describe('commit', () => {
  it('does what the preview said, and a second run changes nothing', async () => {
    const body = csv([
      ['', 'Commit-A@Example.com', 'true', FREE_PLAN, 'Ann', 'CRM-7', '{"tier":"gold"}'],
      ['', 'commit-b@example.com', '', '', '<script>alert(1)</script>', '=1+1', ''],
      ['', 'existing-0001@example.com', '', FREE_PLAN, 'Linus', '', ''],
      ['', 'broken', '', '', '', '', ''],
    ]);
    const previewed = expectStatus(await preview(body), 200).json.data;
    expect(previewed.counts).toEqual({ new: 2, changed: 1, unchanged: 0, invalid: 1 });

    const report = expectStatus(await commit(body, previewed.previewId), 200).json.data;
    expect(report.counts).toEqual({ created: 2, updated: 1, unchanged: 0, failed: 1 });
    expect(report.results.map((row: { row: number; outcome: string }) => [row.row, row.outcome])).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'updated'],
      [5, 'failed'],
    ]);
    expect(report.results[2].detail).toBe('customFields.first-name, plans');
    expect(report.results[3].detail).toBe('Email: must be an email address');

    const created = await findMemberByEmail(server.db, SEEDED_APP_ID, 'live', 'commit-a@example.com');
    expect(created).toMatchObject({ verified: 1, password_hash: null });
    expect(JSON.parse(created!.custom_fields)).toEqual({ 'first-name': 'Ann', 'crm-id': 'CRM-7' });
    expect(JSON.parse(created!.meta_data)).toEqual({ tier: 'gold' });
    const script = await findMemberByEmail(server.db, SEEDED_APP_ID, 'live', 'commit-b@example.com');
    // Stored as the text it is; the export guards the formula again.
    expect(JSON.parse(script!.custom_fields)).toEqual({ 'first-name': '<script>alert(1)</script>', 'crm-id': '=1+1' });
    const plans = await server.db
      .selectFrom('ms_plan_connections')
      .select('plan_id')
      .where('member_id', '=', created!.id)
      .execute();
    expect(plans).toEqual([{ plan_id: FREE_PLAN }]);

    const before = await snapshot();
    const again = expectStatus(await preview(body), 200).json.data;
    expect(again.counts).toEqual({ new: 0, changed: 0, unchanged: 3, invalid: 1 });
    const second = expectStatus(await commit(body, again.previewId), 200).json.data;
    expect(second.counts).toEqual({ created: 0, updated: 0, unchanged: 3, failed: 1 });
    expect(await snapshot()).toEqual(before);

    const [event] = await listAuditEvents(server.db, { actor: { type: 'owner', id: DEMO_OWNER.id }, limit: 1 });
    expect(event).toMatchObject({ action: 'members.import', status: 200 });
    expect(JSON.parse(event?.detail ?? '{}')).toEqual({
      mode: 'live',
      rows: 4,
      counts: { created: 0, updated: 0, unchanged: 3, failed: 1 },
    });
  });

  it('re-imports an export of either mode with no change at all', async () => {
    for (const mode of ['live', 'test']) {
      const exported = await exportCsv(mode);
      const before = await snapshot();
      const previewed = expectStatus(await preview(exported, mode), 200).json.data;
      expect(previewed.counts.unchanged).toBeGreaterThan(0);
      expect(previewed.counts, mode).toEqual({ new: 0, changed: 0, unchanged: previewed.rows, invalid: 0 });
      expect(previewed.columns.ignored).toEqual(['Plans']);
      const report = expectStatus(await commit(exported, previewed.previewId, mode), 200).json.data;
      expect(report.counts).toEqual({ created: 0, updated: 0, unchanged: previewed.rows, failed: 0 });
      expect(await snapshot()).toEqual(before);
      expect(await exportCsv(mode)).toBe(exported);
    }
  });

  it('keeps only our own argon2id password hashes, for new members', async () => {
    const hash = await hashPassword('Imported-password-1');
    const body = csv(
      [
        ['hashed-ours@example.com', hash],
        ['hashed-bcrypt@example.com', '$2a$10$abcdefghijklmnopqrstuuJ0uXwG0V1b2e3f4g5h6i7j8k9l0m1n2'],
      ],
      ['Email', 'Hashed Password'],
    );
    const previewed = expectStatus(await preview(body), 200).json.data;
    expect(previewed.samples.new[0].warnings).toEqual([]);
    expect(previewed.samples.new[1].warnings[0]).toMatch(/^Hashed Password: not an argon2id hash/);
    expectStatus(await commit(body, previewed.previewId), 200);
    expect((await findMemberByEmail(server.db, SEEDED_APP_ID, 'live', 'hashed-ours@example.com'))?.password_hash).toBe(
      hash,
    );
    expect(
      (await findMemberByEmail(server.db, SEEDED_APP_ID, 'live', 'hashed-bcrypt@example.com'))?.password_hash,
    ).toBeNull();
  });

  it("keeps a row's Stripe customer for a member who has none, never replacing one or sharing one", async () => {
    const [holder, without] = await Promise.all(
      ['existing-0002@example.com', 'existing-0003@example.com'].map((email) =>
        findMemberByEmail(server.db, SEEDED_APP_ID, 'live', email),
      ),
    );
    await server.db
      .updateTable('members')
      .set({ stripe_customer_id: 'cus_Held0001' })
      .where('id', '=', holder!.id)
      .execute();
    const body = csv(
      [
        ['stripe-new@example.com', 'cus_NewImport01'],
        [without!.email, 'cus_Existing03'],
        [holder!.email, 'cus_Other0002'],
        ['stripe-taken@example.com', 'cus_Held0001'],
        ['stripe-twice@example.com', 'cus_NewImport01'],
        ['stripe-bad@example.com', 'sub_NotACustomer'],
        ['subscription@example.com', ''],
      ],
      ['Email', 'Stripe Customer ID'],
    );
    const previewed = expectStatus(await preview(body), 200).json.data;
    expect(previewed.columns).toEqual({ read: ['Email', 'Stripe Customer ID'], ignored: [] });
    expect(previewed.counts).toEqual({ new: 2, changed: 1, unchanged: 1, invalid: 3 });
    expect(previewed.samples.changed[0]).toMatchObject({ row: 3, changes: ['stripeCustomerId'] });
    expect(previewed.samples.unchanged[0].warnings).toEqual([
      'Stripe Customer ID: the member has another Stripe customer, which is kept',
    ]);
    expect(previewed.samples.invalid.map((row: { errors: string[] }) => row.errors)).toEqual([
      ['Stripe Customer ID: belongs to another member of this app'],
      ['Stripe Customer ID: the same as row 2'],
      ['Stripe Customer ID: must be a Stripe customer id (cus_...)'],
    ]);
    const report = expectStatus(await commit(body, previewed.previewId), 200).json.data;
    expect(report.counts).toEqual({ created: 2, updated: 1, unchanged: 1, failed: 3 });
    const customerOf = async (email: string) =>
      (await findMemberByEmail(server.db, SEEDED_APP_ID, 'live', email))?.stripe_customer_id;
    expect(await customerOf('stripe-new@example.com')).toBe('cus_NewImport01');
    expect(await customerOf(without!.email)).toBe('cus_Existing03');
    expect(await customerOf(holder!.email)).toBe('cus_Held0001');
    expect(await customerOf('subscription@example.com')).toBeNull();
    const exported = await exportCsv('live');
    expect(exported).toContain(`,cus_NewImport01,`);
  });

  it('commits only the file previewed, by the owner who previewed it, in the mode previewed', async () => {
    const body = csv([['', 'only-previewed@example.com', '', '', '', '', '']]);
    const { previewId } = expectStatus(await preview(body), 200).json.data;
    const other = csv([['', 'never-previewed@example.com', '', '', '', '', '']]);
    for (const answer of [
      await commit(other, previewId),
      await commit(body, previewId, 'test'),
      await commit(body, `${previewId.split('.')[0]}.forged`),
      await commit(body, 'nonsense'),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.json.error.code).toBe('member-import-preview-mismatch');
    }
    expect(await findMemberByEmail(server.db, SEEDED_APP_ID, 'live', 'never-previewed@example.com')).toBeUndefined();
    expect(await findMemberByEmail(server.db, SEEDED_APP_ID, 'live', 'only-previewed@example.com')).toBeUndefined();
  });
});

describe('odd input', () => {
  it('reads unicode as text: accents, emoji and an internationalised domain; refuses hidden controls', async () => {
    const body = csv([
      ['', 'zoe@bücher.example', '', '', 'Zoë 🚚', '', ''],
      ['', 'rtl@example.com', '', '', 'abc\u202Edef', '', ''],
    ]);
    const data = expectStatus(await preview(body), 200).json.data;
    expect(data.counts).toMatchObject({ new: 1, invalid: 1 });
    expect(data.samples.invalid[0].errors[0]).toMatch(/^first-name: must be plain text/);
    expectStatus(await commit(body, data.previewId), 200);
    const member = await findMemberByEmail(server.db, SEEDED_APP_ID, 'live', 'zoe@xn--bcher-kva.example');
    expect(JSON.parse(member!.custom_fields)).toEqual({ 'first-name': 'Zoë 🚚' });
  });
});

describe('bad input is a 4xx with the error envelope, never a 500', () => {
  it('refuses what is not a CSV of members', async () => {
    const cases: [string, string, Record<string, string>, number, string][] = [
      ['json', '{"email":"a@b.co"}', { 'Content-Type': 'application/json' }, 415, 'unsupported-media-type'],
      ['text/plain', 'Email\r\na@b.co\r\n', { 'Content-Type': 'text/plain' }, 415, 'unsupported-media-type'],
      ['empty', '', {}, 422, 'invalid-import-file'],
      ['no email column', 'Name\r\nAda\r\n', {}, 422, 'invalid-import-file'],
      ['unknown column', 'Email,Shoe Size\r\na@b.co,9\r\n', {}, 422, 'invalid-import-file'],
      ['plain passwords', 'Email,Password\r\na@b.co,hunter22\r\n', {}, 422, 'invalid-import-file'],
      ['column twice', 'Email,email\r\na@b.co,a@b.co\r\n', {}, 422, 'invalid-import-file'],
      ['open quote', 'Email\r\n"a@b.co\r\n', {}, 422, 'invalid-import-file'],
      ['NUL bytes', 'Email\r\na\u0000@b.co\r\n', {}, 422, 'invalid-import-file'],
    ];
    for (const [name, body, headers, status, code] of cases) {
      const answer = await preview(body, 'live', headers);
      expect(answer.status, name).toBe(status);
      expect(answer.json.error.code, name).toBe(code);
    }
    const latin1 = await fetch(`${server.url}/membership/console/members/import/preview`, {
      method: 'POST',
      headers: { Origin: new URL(server.url).origin, Cookie: `cf_console=${session}`, 'Content-Type': 'text/csv' },
      body: new Uint8Array([0x45, 0x6d, 0x61, 0x69, 0x6c, 0x0d, 0x0a, 0xe9, 0x0d, 0x0a]),
    });
    expect(latin1.status).toBe(422);
    expect(((await latin1.json()) as { error: { message: string } }).error.message).toMatch(/UTF-8/);
    expect((await preview('Email\r\n', 'sandbox')).status).toBe(422);
    const noPreview = await consoleFetch(server, '/members/import/commit', {
      session,
      body: 'Email\r\n',
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(noPreview.json.error.code).toBe('validation-failed');
  });

  it('refuses a file over 10 MB before reading it', async () => {
    const big = `Email\r\n${'x'.repeat(10 * 1024 * 1024)}\r\n`;
    const answer = await preview(big);
    expect(answer.status).toBe(413);
    expect(answer.json.error.code).toBe('payload-too-large');
  });

  it('refuses more than 100,000 rows', async () => {
    const answer = await preview(`Email\r\n${'a@b.co\r\n'.repeat(100_001)}`);
    expect(answer.status).toBe(422);
    expect(answer.json.error.message).toMatch(/at most 100000/);
  });
});

describe('who the import answers', () => {
  it('an owner session only: a member token, a public or secret key get 401; another origin 403', async () => {
    const token = await memberToken(server, 'demo');
    const credentials: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${token}` },
      { 'X-API-Key': TEST_KEY },
      { 'X-API-Key': DEMO_SECRET_KEY },
    ];
    for (const headers of credentials) {
      for (const path of ['/members/import/preview', '/members/import/commit?previewId=x']) {
        const answer = await consoleFetch(server, path, {
          body: 'Email\r\na@b.co\r\n',
          headers: { ...headers, 'Content-Type': 'text/csv' },
        });
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(answer.json.error.code).toBe('owner-sign-in-required');
      }
    }
    const foreign = await consoleFetch(server, '/members/import/preview', {
      session,
      origin: 'https://evil.example',
      body: 'Email\r\na@b.co\r\n',
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(foreign.status).toBe(403);
  });

  it('a CSV body is refused on every other membership path', async () => {
    const answer = await consoleFetch(server, '/members?mode=live', {
      session,
      method: 'POST',
      body: 'Email\r\n',
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(answer.status).toBe(415);
  });
});

describe("an owner's limit", () => {
  it('counts previews and commits against it: past it, 429, and the refused act is recorded', async () => {
    const limited = await startTestServer({ membership: { rateLimits: { consolePerOwner: { limit: 2 } } } });
    try {
      const owner = await signInOwner(limited);
      const send = (path: string) =>
        consoleFetch(limited, path, {
          session: owner,
          body: 'Email\r\nlimited@example.com\r\n',
          headers: { 'Content-Type': 'text/csv' },
        });
      const { previewId } = expectStatus(await send('/members/import/preview'), 200).json.data;
      expectStatus(await send(`/members/import/commit?previewId=${encodeURIComponent(previewId)}`), 200);
      const refused = await send(`/members/import/commit?previewId=${encodeURIComponent(previewId)}`);
      expect(refused.status).toBe(429);
      expect(refused.json.error.code).toBe('too-many-requests');
      const [event] = await listAuditEvents(limited.db, { actor: { type: 'owner', id: DEMO_OWNER.id }, limit: 1 });
      expect(event).toMatchObject({ action: 'members.import', status: 429 });
    } finally {
      await limited.close();
    }
  }, 60_000);
});
