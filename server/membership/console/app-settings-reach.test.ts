// A change made in the console reaches every instance's GET /app within seconds (each instance
// reloads its app directory every few seconds and GET /app is never cached), and survives a
// restart with the same configuration file.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { LIVE_KEY, msFetch, TEST_KEY } from '../testing/client.ts';
import { listAuditEvents } from '../../db/queries/audit-events.ts';
import { consoleFetch, DEMO_OWNER, expectStatus, signInOwner } from '../testing/console.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const primaryButton = async (server: Pick<TestServer, 'url'>, key = TEST_KEY) => {
  const response = await msFetch(server as TestServer, '/app', { key });
  return {
    cacheControl: response.headers.get('cache-control'),
    colour: ((await response.json()) as any).data.branding.colors.lightMode.primaryButton as string,
  };
};

describe('a change at one instance', () => {
  it('is answered by another instance on the same database within its directory reload', async () => {
    const a = await startTestServer();
    cleanups.push(() => a.close());
    const running: RunningServer = await startServer({ ...a.config, port: 0 });
    cleanups.push(() => running.close());
    const b = { url: running.url };
    // B has the app in memory now.
    const before = await primaryButton(b);
    expect(before.cacheControl).toBe('no-store');

    const session = await signInOwner(a);
    const changedAt = Date.now();
    expectStatus(
      await consoleFetch(a, '/app-settings', { method: 'PATCH', session, body: { primaryButton: '#7c3aed' } }),
      200,
    );
    // At once at the instance that made it.
    expect((await primaryButton(a)).colour).toBe('#7c3aed');
    let seen = before.colour;
    while (seen !== '#7c3aed' && Date.now() - changedAt < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      seen = (await primaryButton(b)).colour;
    }
    expect(seen).toBe('#7c3aed');
    // The directory's reload: a few seconds, well inside the minute a change may take.
    expect(Date.now() - changedAt).toBeLessThan(10_000);

    // A field added shows in the signup's fields on the other instance likewise, at once (read per request).
    const fields = expectStatus(await consoleFetch(a, '/app-settings', { session }), 200).json.data.customFields;
    expectStatus(
      await consoleFetch(a, '/app-settings/custom-fields', {
        method: 'PUT',
        session,
        body: { fields: [...fields, { key: 'loyalty-id', label: 'Loyalty ID', hidden: false, visibility: 'PUBLIC' }] },
      }),
      200,
    );
    const app = ((await (await msFetch(b as TestServer, '/app')).json()) as any).data;
    expect(app.customFields.map((field: { key: string }) => field.key)).toContain('loyalty-id');

    // One mode's own setting travels the same way, and only to that mode's pages.
    const captchaAt = async (key: string) =>
      ((await (await msFetch(b as TestServer, '/app', { key })).json()) as any).data.captchaRequired as boolean;
    const modeChangedAt = Date.now();
    expectStatus(
      await consoleFetch(a, '/app-settings/modes/test', { method: 'PATCH', session, body: { captchaRequired: true } }),
      200,
    );
    while (!(await captchaAt(TEST_KEY)) && Date.now() - modeChangedAt < 60_000)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(Date.now() - modeChangedAt).toBeLessThan(10_000);
    expect(await captchaAt(LIVE_KEY)).toBe(false);
  }, 90_000);
});

describe('the configuration file and the console', () => {
  it("keeps an owner's change across restarts with the same file, and the file wins once it changes", async () => {
    const example = JSON.parse(await fs.readFile(new URL('../../app-config/example.json', import.meta.url), 'utf8'));
    const file = path.join(os.tmpdir(), `cf-app-settings-${Math.random().toString(36).slice(2)}.json`);
    await fs.writeFile(file, JSON.stringify(example));
    cleanups.push(() => fs.rm(file, { force: true }));
    const server = await startTestServer({ config: { appConfigPath: file } });
    cleanups.push(() => server.close());
    const key = example.app.testPublicKey as string;

    // As the console's change writes it.
    await server.db.updateTable('ms_apps').set({ test_captcha_required: 0 }).where('id', '=', example.app.id).execute();
    await server.restart();
    const kept = ((await (await msFetch(server, '/app', { key })).json()) as any).data;
    expect(kept.captchaRequired).toBe(false);

    example.app.name = 'Acme Logistics (renamed)';
    await fs.writeFile(file, JSON.stringify(example));
    await server.restart();
    const applied = ((await (await msFetch(server, '/app', { key })).json()) as any).data;
    expect(applied).toMatchObject({ name: 'Acme Logistics (renamed)', captchaRequired: example.app.captchaRequired });
  }, 60_000);
});

describe("an owner's pace", () => {
  it('answers 429 with Retry-After past the per-owner limit, and records the refused change', async () => {
    const server = await startTestServer({ membership: { rateLimits: { consolePerOwner: { limit: 3 } } } });
    cleanups.push(() => server.close());
    const session = await signInOwner(server);
    const change = () =>
      consoleFetch(server, '/app-settings/modes/live', { method: 'PATCH', session, body: { captchaRequired: false } });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await change());
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    const refused = answers[3]!;
    expect(refused.json.error.code).toBe('too-many-requests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const [last] = await listAuditEvents(server.db, { actor: { type: 'owner', id: DEMO_OWNER.id }, limit: 1 });
    expect(last).toMatchObject({ action: 'app.update-mode-options', mode: 'live', status: 429 });
  });
});
