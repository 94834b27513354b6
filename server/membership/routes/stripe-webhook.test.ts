import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msFetch } from '../testing/client.ts';
import { MONTHLY, M1, TEAM_PLAN as TEAM } from '../payments/stripe-event.fixtures.ts';
import { stripeLife } from '../payments/stripe-life.fixtures.ts';
import { createMember } from '../testing/members.ts';

const SECRET = 'whsec_test_0123456789abcdef';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { stripeWebhookSecret: SECRET } });
});
afterAll(() => server.close());

/** Stripe's scheme, computed here independently of the server's code. */
function signature(body: string, { secret = SECRET, t = Math.floor(Date.now() / 1000) } = {}) {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** `header` null sends no Stripe-Signature at all. */
async function deliver(body: string, header: string | null = signature(body), target = server) {
  const response = await fetch(`${target.url}/membership/stripe/webhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      ...(header === null ? {} : { 'Stripe-Signature': header }),
    },
    body,
  });
  expect(response.headers.get('content-type')).toContain('application/json');
  return { status: response.status, body: await response.json() };
}

const eventId = () => `evt_${randomBytes(8).toString('hex')}`;

/** A recorded event of the member's life (payments/stripe-life.fixtures.ts) under a fresh event id. */
const lifeEvent = (memberId: string, name: 'checkout' | 'deleted', id = eventId()) =>
  JSON.stringify({ ...stripeLife(memberId)[name], id });
const completed = (memberId: string, id?: string) => lifeEvent(memberId, 'checkout', id);
const deleted = (memberId: string, id?: string) => lifeEvent(memberId, 'deleted', id);

async function memberOf(token: string) {
  return (await (await msFetch(server, '/member', { token })).json()).data;
}

describe('POST /stripe/webhook', () => {
  it('grants the paid plan and stores the customer on checkout.session.completed', async () => {
    const buyer = await createMember(server);
    expect(await deliver(completed(buyer.id))).toEqual({
      status: 200,
      body: { data: { received: true, outcome: 'applied' } },
    });
    const member = await memberOf(buyer.token);
    expect(member.stripeCustomerId).toBe(`cus_Q${buyer.id.slice(-6)}`);
    expect(member.planConnections).toEqual([
      expect.objectContaining({
        planId: TEAM,
        type: 'SUBSCRIPTION',
        active: true,
        payment: expect.objectContaining({ priceId: MONTHLY, amount: 49 }),
      }),
    ]);
  });

  it('is idempotent: a redelivered event changes nothing, even after the plan was removed', async () => {
    const buyer = await createMember(server);
    const event = completed(buyer.id);
    await deliver(event);
    const granted = await memberOf(buyer.token);
    expect((await deliver(event)).body.data.outcome).toBe('duplicate');
    expect(await memberOf(buyer.token)).toEqual(granted);

    expect((await deliver(deleted(buyer.id))).body.data.outcome).toBe('applied');
    const ended = await memberOf(buyer.token);
    expect((await deliver(event)).body.data.outcome).toBe('duplicate');
    expect(await memberOf(buyer.token)).toEqual(ended);
  });

  it('ends the paid plan on customer.subscription.deleted, once: kept as CANCELED, not active', async () => {
    const buyer = await createMember(server);
    await deliver(completed(buyer.id));
    const event = deleted(buyer.id);
    expect(await deliver(event)).toEqual({ status: 200, body: { data: { received: true, outcome: 'applied' } } });
    expect((await memberOf(buyer.token)).planConnections).toEqual([
      expect.objectContaining({
        planId: TEAM,
        status: 'CANCELED',
        active: false,
        payment: expect.objectContaining({ status: 'CANCELED', cancelAtDate: M1 + 20 * 86_400, nextBillingDate: null }),
      }),
    ]);
    expect((await deliver(event)).body.data.outcome).toBe('duplicate');
  });

  it('a signed past-due update shows in the member JSON, and an older event delivered after it changes nothing', async () => {
    const buyer = await createMember(server);
    const life = stripeLife(buyer.id);
    for (const event of [life.checkout, life.renewalFailed, life.pastDue, life.activated]) {
      expect((await deliver(JSON.stringify(event))).status).toBe(200);
    }
    expect((await memberOf(buyer.token)).planConnections).toEqual([
      expect.objectContaining({
        status: 'PAST_DUE',
        active: true,
        payment: expect.objectContaining({ status: 'PAST_DUE' }),
      }),
    ]);
  });

  it('accepts a body whose signature is any one of several v1 values (a secret being rolled)', async () => {
    const buyer = await createMember(server);
    const body = completed(buyer.id);
    const t = Math.floor(Date.now() / 1000);
    const old = signature(body, { secret: 'whsec_old_secret', t }).split(',')[1];
    expect((await deliver(body, `t=${t},${old},${signature(body, { t }).split(',')[1]}`)).status).toBe(200);
  });

  it.each([
    ['no header', () => null],
    ['an empty header', () => ''],
    ['another secret', (body: string) => signature(body, { secret: 'whsec_someone_else' })],
    ['a signature older than 5 minutes', (body: string) => signature(body, { t: Math.floor(Date.now() / 1000) - 301 })],
    ['a timestamp 5 minutes ahead', (body: string) => signature(body, { t: Math.floor(Date.now() / 1000) + 301 })],
    ['another body', () => signature('{"id":"evt_other"}')],
    ['no v1', (body: string) => signature(body).replace('v1=', 'v0=')],
    ['a truncated v1', (body: string) => signature(body).slice(0, -2)],
    ['no t', (body: string) => signature(body).replace(/^t=\d+,/, '')],
  ])('refuses %s with 400 and changes nothing', async (_name, header) => {
    const buyer = await createMember(server);
    const body = completed(buyer.id);
    const { status, body: answer } = await deliver(body, header(body));
    expect(status).toBe(400);
    expect(answer.error.code).toBe('invalid-signature');
    expect((await memberOf(buyer.token)).planConnections).toEqual([]);
  });

  it.each([
    'not json',
    '{',
    '[]',
    'null',
    '"evt"',
    '{}',
    '{"id":"evt_1","type":"checkout.session.completed"}',
    '{"id":5,"type":"x","data":{"object":{}}}',
    '{"id":"evt_1","type":"x","data":{"object":[]}}',
  ])('answers 400 JSON for the signed malformed body %s', async (body) => {
    const { status, body: answer } = await deliver(body);
    expect(status).toBe(400);
    expect(answer.error.code).toBe('malformed-event');
  });

  it('answers 200 and ignores unknown types and checkouts that are not ours', async () => {
    const unknown = JSON.stringify({ id: eventId(), type: 'invoice.paid', data: { object: { id: 'in_1' } } });
    expect(await deliver(unknown)).toEqual({ status: 200, body: { data: { received: true, outcome: 'ignored' } } });
    const foreign = JSON.stringify({
      id: eventId(),
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_x', payment_status: 'paid', metadata: {} } },
    });
    expect((await deliver(foreign)).body.data.outcome).toBe('ignored');
    const odd = JSON.stringify({
      id: eventId(),
      type: 'checkout.session.completed',
      data: { object: { metadata: { appId: 5, memberId: ['x'], priceId: null }, customer: { id: 1 } } },
    });
    expect((await deliver(odd)).status).toBe(200);
  });

  it('does not grant an unpaid checkout (a delayed payment method) until its payment succeeds', async () => {
    const buyer = await createMember(server);
    const unpaid = JSON.parse(completed(buyer.id));
    unpaid.data.object.payment_status = 'unpaid';
    expect((await deliver(JSON.stringify(unpaid))).body.data.outcome).toBe('ignored');
    expect((await memberOf(buyer.token)).planConnections).toEqual([]);
    const succeeded = {
      ...unpaid,
      id: eventId(),
      type: 'checkout.session.async_payment_succeeded',
      data: { object: { ...unpaid.data.object, payment_status: 'paid' } },
    };
    expect((await deliver(JSON.stringify(succeeded))).body.data.outcome).toBe('applied');
    expect((await memberOf(buyer.token)).planConnections).toHaveLength(1);
  });

  it('ignores a checkout naming a member of another app', async () => {
    const buyer = await createMember(server);
    const body = JSON.parse(completed(buyer.id));
    body.data.object.metadata = { ...body.data.object.metadata, appId: 'app_someone_else' };
    expect((await deliver(JSON.stringify(body))).body.data.outcome).toBe('ignored');
    expect((await memberOf(buyer.token)).planConnections).toEqual([]);
  });
});

describe('POST /stripe/webhook without STRIPE_WEBHOOK_SECRET', () => {
  it('answers 503 with a message naming the setting', async () => {
    const unconfigured = await startTestServer();
    try {
      const body = JSON.stringify({ id: eventId(), type: 'invoice.paid', data: { object: {} } });
      const { status, body: answer } = await deliver(body, signature(body), unconfigured);
      expect(status).toBe(503);
      expect(answer.error).toEqual({
        code: 'webhook-not-configured',
        message: expect.stringContaining('STRIPE_WEBHOOK_SECRET'),
      });
    } finally {
      await unconfigured.close();
    }
  });
});
