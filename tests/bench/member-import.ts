// The console's member import of 10,000 rows on SQLite and PostgreSQL: the preview (read, check
// every row, nothing written), the commit that creates them all, and the same file committed again
// (every row unchanged), each timed over loopback as an owner's browser sends it.
import { toCsv } from '../../contract/csv';
import { startChild } from './load';
import type { Figure } from './report';

const ROWS = 10_000;
const TARGET_S = 30;
const FREE_PLAN = 'pln_chainforge_community';

/** Members as a business moving to us would bring them: two custom fields, a free plan, metadata. */
function generatedCsv(): string {
  const header = ['Email', 'Verified', 'Created At', 'Free Plans', 'first-name', 'crm-id', 'Metadata'];
  const rows = Array.from({ length: ROWS }, (_, i) => [
    `imported-${String(i).padStart(5, '0')}@example.com`,
    i % 3 === 0 ? 'false' : 'true',
    new Date(Date.parse('2024-01-01T00:00:00Z') + i * 3_600_000).toISOString(),
    i % 4 === 0 ? FREE_PLAN : '',
    `Member ${i}`,
    `CRM-${i}`,
    i % 10 === 0 ? JSON.stringify({ source: 'bench', batch: i % 7 }) : '',
  ]);
  return toCsv(
    header.map((name) => ({ header: name })),
    rows,
  );
}

async function send(url: string, session: string, body: string): Promise<{ seconds: number; data: any }> {
  const began = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { Origin: new URL(url).origin, Cookie: `cf_console=${session}`, 'Content-Type': 'text/csv' },
    body,
  });
  const answer = (await response.json()) as { data: any };
  const seconds = (performance.now() - began) / 1000;
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
  return { seconds, data: answer.data };
}

export async function memberImportFigures(): Promise<Figure[]> {
  return [...(await figuresOn('SQLite')), ...(await figuresOn('PostgreSQL'))];
}

async function figuresOn(engine: 'SQLite' | 'PostgreSQL'): Promise<Figure[]> {
  const server = await startChild('./api/serve-member-import.ts', {
    args: engine === 'PostgreSQL' ? ['postgres'] : [],
  });
  try {
    const body = generatedCsv();
    const base = `${server.url}/membership/console/members/import`;
    const megabytes = `${(Buffer.byteLength(body) / 1_000_000).toFixed(1)} MB`;
    const round = async () => {
      const preview = await send(`${base}/preview?mode=live`, server.token, body);
      const commit = await send(
        `${base}/commit?mode=live&previewId=${encodeURIComponent(preview.data.previewId)}`,
        server.token,
        body,
      );
      return { preview, commit };
    };
    const first = await round();
    const again = await round();
    const created = first.commit.data.counts.created;
    const unchanged = again.commit.data.counts.unchanged;
    if (created !== ROWS || unchanged !== ROWS) {
      throw new Error(`${engine}: created ${created}, then ${unchanged} unchanged of ${ROWS}`);
    }
    const figure = (name: string, seconds: number, reference: string): Figure => ({
      name: `${engine}: ${name}`,
      value: `${seconds.toFixed(2)} s`,
      target: `< ${TARGET_S} s`,
      reference,
      meetsTarget: seconds < TARGET_S,
    });
    return [
      figure(
        `preview of ${ROWS.toLocaleString('en')} new rows`,
        first.preview.seconds,
        `${megabytes} of CSV, nothing written`,
      ),
      figure(
        `import of ${ROWS.toLocaleString('en')} rows`,
        first.commit.seconds,
        `${created.toLocaleString('en')} members created`,
      ),
      figure(
        'the same file again',
        again.preview.seconds + again.commit.seconds,
        'preview and commit, every row unchanged',
      ),
    ];
  } finally {
    server.child.kill('SIGTERM');
  }
}
