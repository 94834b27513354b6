// A member import's report is kept: the recent imports list it, it opens again as the commit
// answered it, and its CSV downloads later; only the app's newest are kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../db/queries/audit-events.ts';
import { insertImportReport, KEPT_IMPORT_REPORTS } from '../../db/queries/membership/member-import-reports.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { consoleFetch, DEMO_OWNER, expectStatus, signInOwner } from '../testing/console.ts';
import { SEEDED_APP_ID } from '../testing/members.ts';

let server: TestServer;
let session: string;

beforeAll(async () => {
  server = await startTestServer();
  session = await signInOwner(server);
}, 60_000);
afterAll(() => server.close());

async function runImport(body: string, fileName: string) {
  const send = (path: string) => consoleFetch(server, path, { session, body, headers: { 'Content-Type': 'text/csv' } });
  const { previewId } = expectStatus(await send('/members/import/preview?mode=test'), 200).json.data;
  const query = new URLSearchParams({ mode: 'test', previewId, fileName });
  return expectStatus(await send(`/members/import/commit?${query}`), 200).json.data;
}

const download = (path: string, cookie = `cf_console=${session}`) =>
  fetch(`${server.url}/membership/console${path}`, { headers: { Cookie: cookie } });

describe('kept import reports', () => {
  it('lists the import, opens its report as committed and downloads every row as CSV', async () => {
    const report = await runImport('Email,Verified\r\nkept-a@example.com,true\r\nnot-an-email,\r\n', 'people.csv');
    expect(report).toMatchObject({
      id: expect.stringMatching(/^imp_/),
      mode: 'test',
      fileName: 'people.csv',
      rows: 2,
      counts: { created: 1, updated: 0, unchanged: 0, failed: 1 },
      ownerEmail: DEMO_OWNER.email,
    });

    const recent = expectStatus(await consoleFetch(server, '/member-imports', { session }), 200).json.data;
    const { results: _rows, ...summary } = report;
    expect(recent.imports[0]).toEqual(summary);

    const opened = expectStatus(await consoleFetch(server, `/member-imports/${report.id}`, { session }), 200).json.data;
    expect(opened).toEqual(report);

    const file = await download(`/member-imports/${report.id}/report.csv`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="member-import-report-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await file.arrayBuffer());
    // A byte order mark leads, for Excel.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe('Row,Email,Outcome,Member,Details');
    expect(lines[1]).toBe(`2,kept-a@example.com,Created,${report.results[0].memberId},`);
    expect(lines[2]).toBe('3,not-an-email,Failed,,Email: must be an email address');

    const [event] = await listAuditEvents(server.db, { actor: { type: 'owner', id: DEMO_OWNER.id }, limit: 1 });
    expect(event).toMatchObject({
      action: 'members.import-report',
      target_type: 'member-import',
      target_id: report.id,
      status: 200,
    });
    expect(JSON.parse(event?.detail ?? '{}')).toEqual({ mode: 'test', rows: 2 });
  });

  it('answers 404 for a report that is not this app’s, and 401 without an owner', async () => {
    await server.db
      .insertInto('ms_apps')
      .values({
        ...(await server.db
          .selectFrom('ms_apps')
          .selectAll()
          .where('id', '=', SEEDED_APP_ID)
          .executeTakeFirstOrThrow()),
        id: 'app_other_reports',
        test_public_key: 'pk_sb_other_reports',
        live_public_key: 'pk_other_reports',
      })
      .execute();
    await insertImportReport(server.db, {
      id: 'imp_elsewhere',
      app_id: 'app_other_reports',
      owner_id: 'own_elsewhere',
      mode: 'live',
      file_name: 'theirs.csv',
      rows: 0,
      counts: '{"created":0,"updated":0,"unchanged":0,"failed":0}',
      results: '[]',
      started_at: new Date().toISOString(),
      finished_at: new Date().toISOString(),
    });
    for (const path of [
      '/member-imports/imp_elsewhere',
      '/member-imports/imp_nothing',
      `/member-imports/${'x'.repeat(300)}`,
    ]) {
      const answer = await consoleFetch(server, path, { session });
      expect(answer.status, path).toBe(404);
      expect(answer.json.error.code).toBe('import-report-not-found');
    }
    expect((await download('/member-imports/imp_elsewhere/report.csv')).status).toBe(404);
    expect((await consoleFetch(server, '/member-imports', {})).status).toBe(401);
    expect((await download('/member-imports/imp_elsewhere/report.csv', '')).status).toBe(401);
  });

  it(`keeps the app's newest ${KEPT_IMPORT_REPORTS} reports`, async () => {
    for (let index = 0; index < KEPT_IMPORT_REPORTS + 2; index++) {
      const at = new Date(Date.UTC(2030, 0, 1, 0, index)).toISOString();
      await insertImportReport(server.db, {
        id: `imp_many${String(index).padStart(2, '0')}`,
        app_id: SEEDED_APP_ID,
        owner_id: DEMO_OWNER.id,
        mode: 'live',
        file_name: `file-${index}.csv`,
        rows: 0,
        counts: '{"created":0,"updated":0,"unchanged":0,"failed":0}',
        results: '[]',
        started_at: at,
        finished_at: at,
      });
    }
    const { imports } = expectStatus(await consoleFetch(server, '/member-imports', { session }), 200).json.data;
    expect(imports).toHaveLength(KEPT_IMPORT_REPORTS);
    expect(imports[0].fileName).toBe(`file-${KEPT_IMPORT_REPORTS + 1}.csv`);
    expect(imports.at(-1).fileName).toBe('file-2.csv');
    const other = await server.db
      .selectFrom('member_import_reports')
      .select('id')
      .where('app_id', '=', 'app_other_reports')
      .execute();
    expect(other).toEqual([{ id: 'imp_elsewhere' }]);
  });
});
