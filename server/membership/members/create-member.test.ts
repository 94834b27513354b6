import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_IDS } from '../../startup/seed/membership-data.ts';
import { type ApiError, apiError } from '../../http/errors.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { SEEDED_APP_ID } from '../testing/members.ts';
import { admitNewMember, createMember, type NewMemberDetails } from './create-member.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let emails = 0;
const details = (): NewMemberDetails => ({
  mode: 'test',
  email: `created-${++emails}@example.com`,
  passwordHash: null,
  verified: false,
  metaData: { from: 'test' },
});
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: ApiError) => ({ status: error.status, code: error.code, message: error.message }),
  );

describe('admitNewMember', () => {
  it('keeps the visible custom fields and drops the rest', async () => {
    const start = await admitNewMember(server.db, SEEDED_APP_ID, {
      customFields: { 'first-name': 'Ada', 'crm-id': 'forged', unknown: 'x' },
    });
    expect(start.customFields).toEqual({ 'first-name': 'Ada' });
  });

  it('takes free plans, once each', async () => {
    const start = await admitNewMember(server.db, SEEDED_APP_ID, {
      planIds: [PLAN_IDS.starter, PLAN_IDS.community, PLAN_IDS.starter],
    });
    expect(start.planIds).toEqual([PLAN_IDS.starter, PLAN_IDS.community]);
  });

  it('refuses a paid plan and a plan the app does not have', async () => {
    expect(await refusal(admitNewMember(server.db, SEEDED_APP_ID, { planIds: [PLAN_IDS.team] }))).toMatchObject({
      status: 400,
      code: 'plan-not-free',
    });
    expect(await refusal(admitNewMember(server.db, SEEDED_APP_ID, { planIds: ['pln_nope'] }))).toMatchObject({
      status: 400,
      code: 'plan-not-found',
    });
  });
});

describe('createMember', () => {
  it('creates the member, its product account and its free plans', async () => {
    const start = await admitNewMember(server.db, SEEDED_APP_ID, {
      customFields: { 'last-name': 'Lovelace' },
      planIds: [PLAN_IDS.starter],
    });
    const member = await createMember(server.db, start, details());
    expect(member).toMatchObject({
      id: expect.stringMatching(/^mem_/),
      app_id: SEEDED_APP_ID,
      mode: 'test',
      verified: 0,
      custom_fields: '{"last-name":"Lovelace"}',
    });
    const account = await server.db
      .selectFrom('accounts')
      .select('member_id')
      .where('member_id', '=', member.id)
      .executeTakeFirst();
    expect(account).toEqual({ member_id: member.id });
    const plans = await server.db
      .selectFrom('ms_plan_connections')
      .select(['plan_id', 'type'])
      .where('member_id', '=', member.id)
      .execute();
    expect(plans).toEqual([{ plan_id: PLAN_IDS.starter, type: 'FREE' }]);
  });

  it('refuses a taken email as signup-failed, in the words it is given', async () => {
    const start = await admitNewMember(server.db, SEEDED_APP_ID, {});
    const taken = { ...details(), email: 'demo@chainforge.dev' };
    expect(await refusal(createMember(server.db, start, taken))).toMatchObject({ status: 400, code: 'signup-failed' });
    expect(await refusal(createMember(server.db, start, taken, { takenMessage: 'Log in instead.' }))).toMatchObject({
      message: 'Log in instead.',
    });
  });

  it('creates nothing when what goes alongside fails', async () => {
    const start = await admitNewMember(server.db, SEEDED_APP_ID, { planIds: [PLAN_IDS.starter] });
    const member = details();
    const failing = createMember(server.db, start, member, {
      alongside: () => Promise.reject(apiError('team-full')),
    });
    expect(await refusal(failing)).toMatchObject({ code: 'team-full' });
    expect(
      await server.db.selectFrom('members').select('id').where('email', '=', member.email).executeTakeFirst(),
    ).toBeUndefined();
  });
});
