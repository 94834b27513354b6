import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { memberToken, msFetch } from '../testing/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = async (path: string, body: unknown, token?: string) => {
  const response = await msFetch(server, path, { body, token, headers: { 'Content-Type': 'application/json' } });
  return { status: response.status, body: await response.json() };
};

describe('POST /member/plans/add and /remove', () => {
  it('adds a free plan, answers the member, and removes it again', async () => {
    const token = await memberToken(server, 'supply');
    const added = await post('/member/plans/add', { planId: 'pln_chainforge_community' }, token);
    expect(added.status).toBe(200);
    expect(added.body.data.member.planConnections).toEqual([
      expect.objectContaining({ planId: 'pln_chainforge_community', type: 'FREE', active: true }),
    ]);
    expect(added.body.data.app.id).toBe('app_chainforge_demo');
    // Adding it twice changes nothing.
    expect(
      (await post('/member/plans/add', { planId: 'pln_chainforge_community' }, token)).body.data.member.planConnections,
    ).toHaveLength(1);

    const removed = await post('/member/plans/remove', { planId: 'pln_chainforge_community' }, token);
    expect(removed.status).toBe(200);
    expect(removed.body.data.member.planConnections).toEqual([]);
    expect((await post('/member/plans/remove', { planId: 'pln_chainforge_community' }, token)).status).toBe(404);
  });

  it.each(['/member/plans/add', '/member/plans/remove'])(
    '%s refuses a paid plan with 400 plan-not-free',
    async (path) => {
      const { status, body } = await post(path, { planId: 'pln_chainforge_team' }, await memberToken(server, 'supply'));
      expect(status).toBe(400);
      expect(body.error.code).toBe('plan-not-free');
    },
  );

  it('answers 404 for an unknown plan and 401 without a member', async () => {
    const token = await memberToken(server, 'supply');
    expect((await post('/member/plans/add', { planId: 'pln_nope' }, token)).body.error.code).toBe('plan-not-found');
    expect((await post('/member/plans/add', { planId: 'pln_chainforge_community' })).status).toBe(401);
  });

  it.each([
    { planId: 42 },
    { planId: ['pln_chainforge_community'] },
    { planId: 'x'.repeat(10_000) },
    { planId: '<script>alert(1)</script>' },
    {},
    [],
    null,
  ])('answers a JSON 4xx for the bad body %j', async (bad) => {
    const { status, body } = await post('/member/plans/add', bad, await memberToken(server, 'supply'));
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.error.code).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toContain('<script>');
  });

  it('answers 400 malformed-json for a broken body', async () => {
    const { status, body } = await post('/member/plans/remove', '{"planId":', await memberToken(server, 'supply'));
    expect(status).toBe(400);
    expect(body.error.code).toBe('malformed-json');
  });
});
