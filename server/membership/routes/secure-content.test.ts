import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { memberToken, msFetch } from '../testing/client.ts';
import { writePaidPlanConnection } from '../../db/queries/membership/plan-connections.ts';
import { createMember, SEEDED_APP_ID } from '../testing/members.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The seeded groups: supply-chain (starter and team plans), voice-demo (voice demo and team plans).
  await server.db
    .insertInto('ms_secure_content')
    .values([
      {
        app_id: SEEDED_APP_ID,
        key: 'supply-playbook',
        group_id: 'grp_chainforge_supply_chain',
        type: 'HTML',
        content: '<h2>Playbook</h2>',
      },
      {
        app_id: SEEDED_APP_ID,
        key: 'voice-script',
        group_id: 'grp_chainforge_voice_demo',
        type: 'TEXT',
        content: 'Hello caller',
      },
    ])
    .execute();
});
afterAll(() => server.close());

async function call(token: string | undefined, body: unknown) {
  const response = await msFetch(server, '/secure-content', { token, body });
  return { status: response.status, body: await response.json() };
}

describe('POST /secure-content', () => {
  it('answers the content to a member whose plan the group lists', async () => {
    // demo holds the free starter plan; chat holds the voice demo plan.
    expect(await call(await memberToken(server, 'demo'), { contentId: 'supply-playbook' })).toEqual({
      status: 200,
      body: { data: { content: '<h2>Playbook</h2>', type: 'HTML' } },
    });
    expect((await call(await memberToken(server, 'chat'), { contentId: 'voice-script' })).body.data.content).toBe(
      'Hello caller',
    );
  });

  it('answers 403 to a member without such a plan', async () => {
    const { status, body } = await call(await memberToken(server, 'chat'), { contentId: 'supply-playbook' });
    expect(status).toBe(403);
    expect(body.error.code).toBe('content-forbidden');
  });

  it('answers 404 for an unknown id and 401 without a member', async () => {
    expect((await call(await memberToken(server, 'demo'), { contentId: 'nope' })).status).toBe(404);
    expect((await call(undefined, { contentId: 'supply-playbook' })).status).toBe(401);
  });

  it.each([
    {},
    { contentId: 5 },
    { contentId: '' },
    { contentId: 'x'.repeat(1000) },
    { contentId: ['supply-playbook'] },
  ])('answers 422 for %j', async (payload) => {
    expect((await call(await memberToken(server, 'demo'), payload)).status).toBe(422);
  });
});

describe('the seeded secure content', () => {
  it('is there on a fresh start, readable as its groups say: demo (free Starter plan) reads the members item, not the Team one', async () => {
    const demo = await memberToken(server, 'demo');
    const welcome = await call(demo, { contentId: 'members-welcome' });
    expect(welcome.status).toBe(200);
    expect(welcome.body.data).toEqual({ type: 'TEXT', content: expect.stringContaining('Welcome to Chain Forge') });
    const playbook = await call(demo, { contentId: 'team-playbook' });
    expect(playbook.status).toBe(403);
    expect(playbook.body.error.code).toBe('content-forbidden');
  });

  it('answers the Team item once the member holds the paid Team plan', async () => {
    const buyer = await createMember(server);
    await writePaidPlanConnection(server.db, 'con_team_buyer', {
      memberId: buyer.id,
      planId: 'pln_chainforge_team',
      priceId: 'prc_chainforge_team_monthly',
      type: 'SUBSCRIPTION',
      status: 'ACTIVE',
      active: true,
      lastBillingAt: new Date().toISOString(),
      nextBillingAt: null,
      cancelAt: null,
      stripeSubscriptionId: 'sub_team_buyer',
      stripeEventAt: new Date().toISOString(),
    });
    const { status, body } = await call(buyer.token, { contentId: 'team-playbook' });
    expect(status).toBe(200);
    expect(body.data.type).toBe('HTML');
    expect(body.data.content).toContain('<h2>Team playbook</h2>');
  });
});
