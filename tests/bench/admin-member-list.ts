// The admin API's member list at 100,000 members on SQLite and PostgreSQL: the first page, a search by email
// and a filter by plan, each timed over loopback (so what the server spends plus a fraction of a
// millisecond), median of 21 after a warm-up. The server seeds its members in bulk inserts.
import { totpCode } from '../../server/membership/testing/two-step';
import { ADMIN_BENCH } from './admin-member-list-data';
import { startChild } from './load';
import { median, type Figure } from './report';

const { MEMBERS, COMMON_PLAN, RARE_PLAN } = ADMIN_BENCH;
const TARGET_MS = 50;
/** Ours: the console's CSV of every member, written while it is read. */
const EXPORT_TARGET_MS = 10_000;
const OWNER = { email: 'owner@chainforge.dev', password: 'ChainForge-owner-1', totpSecret: 'JBSWY3DPEHPK3PXP' };
const RUNS = 21;

async function timed(url: string, key: string): Promise<{ ms: number; body: { data: unknown[]; totalCount: number } }> {
  const began = performance.now();
  const response = await fetch(url, { headers: { 'X-API-Key': key } });
  const body = (await response.json()) as { data: unknown[]; totalCount: number };
  const ms = performance.now() - began;
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { ms, body };
}

async function medianMs(url: string, key: string): Promise<{ ms: number; rows: number; totalCount: number }> {
  const warm = await timed(url, key);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push((await timed(url, key)).ms);
  return { ms: median(times), rows: warm.body.data.length, totalCount: warm.body.totalCount };
}

/** The list on SQLite, then on PostgreSQL (DATABASE_URL's server, default the local one). */
/** The development owner's console session cookie: the password, then the authenticator's code. */
async function ownerCookie(url: string): Promise<string> {
  const post = (path: string, body: object, cookie?: string) =>
    fetch(`${url}/membership/console${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: new URL(url).origin,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: JSON.stringify(body),
    });
  const cookieOf = (answer: Response) => answer.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const first = await post('/sign-in', { email: OWNER.email, password: OWNER.password });
  return cookieOf(await post('/second-step', { code: totpCode(OWNER.totpSecret) }, cookieOf(first)));
}

/** The console's CSV export of every member: the time to its first byte and to its last, read as it streams. */
async function exportFigure(engine: string, url: string, readySeconds: string): Promise<Figure> {
  const cookie = await ownerCookie(url);
  const began = performance.now();
  const answer = await fetch(`${url}/membership/console/members/export.csv?mode=test`, { headers: { Cookie: cookie } });
  if (answer.status !== 200 || !answer.body) throw new Error(`export: ${answer.status}`);
  let firstByte = 0;
  let bytes = 0;
  for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
    if (!firstByte) firstByte = performance.now() - began;
    bytes += chunk.length;
  }
  const ms = performance.now() - began;
  return {
    name: `${engine}: the console's CSV export of every member, streamed`,
    value: `${(ms / 1000).toFixed(1)} s (first byte ${firstByte.toFixed(0)} ms, ${(bytes / 1e6).toFixed(1)} MB)`,
    target: `< ${EXPORT_TARGET_MS / 1000} s`,
    reference: `${MEMBERS.toLocaleString('en')} members, server started and bulk-seeded in ${readySeconds} s`,
    meetsTarget: ms < EXPORT_TARGET_MS,
  };
}

export async function adminMemberListFigures(): Promise<Figure[]> {
  return [...(await figuresOn('SQLite')), ...(await figuresOn('PostgreSQL'))];
}

async function figuresOn(engine: 'SQLite' | 'PostgreSQL'): Promise<Figure[]> {
  const began = performance.now();
  const server = await startChild('./api/serve-admin-members.ts', {
    args: engine === 'PostgreSQL' ? ['postgres'] : [],
  });
  const readySeconds = ((performance.now() - began) / 1000).toFixed(1);
  try {
    const base = `${server.url}/membership/admin/members`;
    const cases = [
      { name: 'first page (50 members, totalCount)', url: base },
      { name: 'a later page (after a cursor, DESC)', url: `${base}?order=DESC&after=50000` },
      { name: 'search by email (prefix, 1,000 match)', url: `${base}?search=bench-042` },
      { name: 'search by email (one address)', url: `${base}?search=bench-042042@example.com` },
      { name: 'filter by plan (1 in 10 hold it)', url: `${base}?planId=${COMMON_PLAN}` },
      { name: 'filter by plan (1 in 1,000 hold it)', url: `${base}?planId=${RARE_PLAN}` },
      { name: 'unverified (1 in 50)', url: `${base}?verified=false` },
      { name: 'verified, newest first', url: `${base}?verified=true&order=DESC` },
      { name: 'created on one day (1,440 of them)', url: `${base}?createdFrom=2025-02-01&createdTo=2025-02-01` },
      {
        name: 'created in a week, newest first, unverified',
        url: `${base}?createdFrom=2025-01-20&createdTo=2025-01-26&order=DESC&verified=false`,
      },
    ];
    const figures: Figure[] = [];
    for (const { name, url } of cases) {
      const { ms, rows, totalCount } = await medianMs(url, server.token);
      figures.push({
        name: `${engine}: ${name}`,
        value: `${ms.toFixed(1)} ms (${rows} rows of ${totalCount})`,
        target: `< ${TARGET_MS} ms`,
        reference: `${MEMBERS.toLocaleString('en')} members, server started and bulk-seeded in ${readySeconds} s`,
        meetsTarget: ms < TARGET_MS,
      });
    }
    figures.push(await exportFigure(engine, server.url, readySeconds));
    return figures;
  } finally {
    server.child.kill('SIGTERM');
  }
}
