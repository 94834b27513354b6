import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { memberToken, msFetch } from '../testing/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SITE = 'http://127.0.0.1:5173';
const MONTHLY = 'prc_chainforge_team_monthly';

async function post(path: string, body: unknown, token: string) {
  const response = await msFetch(server, path, { body, token });
  return { status: response.status, body: await response.json() };
}

async function checkoutUrl(token: string, priceId = MONTHLY) {
  const { status, body } = await post(
    '/member/plans/create-checkout-session',
    {
      priceId,
      success_url: `${SITE}/welcome`,
      cancel_url: `${SITE}/pricing`,
      origin_url: `${SITE}/pricing`,
    },
    token,
  );
  expect(status).toBe(200);
  return body.data.url as string;
}

/** Reads the page's form as a browser would and submits it with the given fields. */
async function submitForm(pageUrl: string, fields: Record<string, string>, index = 0) {
  const page = await (await fetch(pageUrl)).text();
  const form = [...page.matchAll(/<form method="post" action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)][index];
  if (!form) throw new Error(`no form ${index} on ${pageUrl}`);
  const data = new FormData();
  for (const [, name, value] of form[2]!.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g))
    data.set(name!, value!.replace(/&amp;/g, '&'));
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return fetch(new URL(form[1]!, server.url), { method: 'POST', body: data, redirect: 'manual' });
}

const card = (number: string) => ({ number, expiry: '12 / 34', cvc: number.startsWith('37') ? '1234' : '123' });

async function member(token: string) {
  return (await (await msFetch(server, '/member', { token })).json()).data;
}

describe('development checkout', () => {
  it('shows the plan and price on a real page', async () => {
    const url = await checkoutUrl(await memberToken(server, 'supply'));
    expect(url.startsWith(`${server.url}/membership/dev-checkout?session=`)).toBe(true);
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'none'");
    const page = await response.text();
    expect(page).toContain('Team');
    expect(page).toContain('$49.00 per month');
  });

  it.each([['4242424242424242'], ['4000056655665556'], ['5555555555554444'], ['378282246310005']])(
    '%s succeeds: the paid plan and a customer id, then success_url',
    async (number) => {
      const token = (
        await (
          await msFetch(server, '/auth/signup', {
            body: { email: `buyer-${number}@example.com`, password: 'a long enough passphrase' },
          })
        ).json()
      ).data.tokens.accessToken;
      const response = await submitForm(await checkoutUrl(token), card(number));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${SITE}/welcome`);
      const after = await member(token);
      expect(after.stripeCustomerId).toMatch(/^cus_dev_/);
      expect(after.planConnections).toEqual([
        expect.objectContaining({
          planId: 'pln_chainforge_team',
          type: 'SUBSCRIPTION',
          active: true,
          payment: expect.objectContaining({ priceId: MONTHLY, amount: 49 }),
        }),
      ]);
      // One plan at a time: the same plan cannot be bought twice.
      expect(
        (await post('/member/plans/create-checkout-session', { priceId: MONTHLY, origin_url: SITE }, token)).status,
      ).toBe(409);
    },
  );

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4242424242424241', 'Your card number is incorrect.'],
  ])('%s is refused on the page with "%s" and nothing changes', async (number, message) => {
    const token = await memberToken(server, 'chat');
    const response = await submitForm(await checkoutUrl(token), card(number));
    expect(response.status).toBe(402);
    expect(await response.text()).toContain(message);
    const after = await member(token);
    expect(after.planConnections.every((connection: { type: string }) => connection.type === 'FREE')).toBe(true);
    expect(after.stripeCustomerId).toBeNull();
  });

  it('refuses a forged or tampered session and a foreign Origin', async () => {
    const url = await checkoutUrl(await memberToken(server, 'viewer'));
    expect((await fetch(`${url.slice(0, -4)}AAAA`)).status).toBe(400);
    const form = new FormData();
    form.set('session', new URL(url).searchParams.get('session')!);
    const foreign = await fetch(`${server.url}/membership/dev-checkout/pay`, {
      method: 'POST',
      body: form,
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });
});

describe('development billing portal', () => {
  /** Submits the portal's form whose button says `label`, as a browser would, and answers the page after its redirect. */
  async function press(portal: string, label: string) {
    const page = await (await fetch(portal)).text();
    const forms = [...page.matchAll(/<form method="post"[\s\S]*?<\/form>/g)].map(([form]) => form);
    const index = forms.findIndex((form) => form.includes(`>${label}</button>`));
    if (index < 0) throw new Error(`no button "${label}" on the portal`);
    const answer = await submitForm(portal, {}, index);
    expect(answer.status).toBe(303);
    return (await fetch(portal)).text();
  }

  const buttons = (page: string) =>
    [...page.matchAll(/<button type="submit"[^>]*>([^<]+)<\/button>/g)].map(([, label]) => label);
  const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

  it('drives the whole subscription life through the same events as Stripe, and links back to return_url', async () => {
    const token = (
      await (
        await msFetch(server, '/auth/signup', {
          body: { email: 'portal@example.com', password: 'a long enough passphrase' },
        })
      ).json()
    ).data.tokens.accessToken;
    expect(
      (await post('/member/create-billing-portal-session', { return_url: `${SITE}/account` }, token)).body.error.code,
    ).toBe('no-billing-account');
    await submitForm(await checkoutUrl(token, 'prc_chainforge_team_yearly'), card('4242424242424242'));
    const team = async () => (await member(token)).planConnections[0];
    const bought = await team();
    expect(bought).toMatchObject({ planId: 'pln_chainforge_team', status: 'ACTIVE', active: true });
    expect(bought.payment.nextBillingDate - bought.payment.lastBillingDate).toBeGreaterThanOrEqual(365 * 86_400);

    const { status, body } = await post(
      '/member/create-billing-portal-session',
      { return_url: `${SITE}/account`, priceIds: [] },
      token,
    );
    expect(status).toBe(200);
    const portal = body.data.url as string;
    let page = await (await fetch(portal)).text();
    expect(page).toContain('Team');
    expect(page).toContain('$490.00 per year');
    expect(page).toContain(`href="${SITE}/account"`);
    expect(page).toContain(`ACTIVE, renews on ${day(bought.payment.nextBillingDate)}`);
    expect(buttons(page)).toEqual([
      'Renew now',
      'Fail the next payment',
      'Cancel at period end',
      'Cancel now',
      'Refund the last payment',
    ]);

    page = await press(portal, 'Renew now');
    const renewed = await team();
    expect(renewed).toMatchObject({ status: 'ACTIVE', active: true });
    expect(renewed.payment.lastBillingDate).toBe(bought.payment.nextBillingDate);

    page = await press(portal, 'Fail the next payment');
    expect(await team()).toMatchObject({ status: 'PAST_DUE', active: true, payment: { status: 'PAST_DUE' } });
    expect(buttons(page)).toContain('Pay the past-due invoice');
    page = await press(portal, 'Pay the past-due invoice');
    const paid = await team();
    expect(paid).toMatchObject({ status: 'ACTIVE', active: true });
    expect(paid.payment.lastBillingDate).toBe(renewed.payment.nextBillingDate);

    page = await press(portal, 'Cancel at period end');
    const canceling = await team();
    expect(canceling).toMatchObject({ status: 'ACTIVE', active: true });
    expect(canceling.payment.cancelAtDate).toBe(paid.payment.nextBillingDate);
    expect(canceling.payment.nextBillingDate).toBeNull();
    expect(page).toContain(`ACTIVE, cancels on ${day(canceling.payment.cancelAtDate)}`);
    expect(buttons(page)).toEqual(['Reactivate', 'Cancel now', 'Refund the last payment']);

    page = await press(portal, 'Reactivate');
    expect((await team()).payment).toMatchObject({
      cancelAtDate: null,
      nextBillingDate: canceling.payment.cancelAtDate,
    });

    page = await press(portal, 'Refund the last payment');
    expect(await team()).toMatchObject({ status: 'CANCELED', active: false });
    expect(page).toContain('CANCELED on');
    expect(buttons(page)).toEqual([]);
  });

  it('cancels at once, and refuses a change the page did not offer', async () => {
    const token = await memberToken(server, 'supply');
    await submitForm(await checkoutUrl(token), card('4242424242424242'));
    const { body } = await post('/member/create-billing-portal-session', { return_url: `${SITE}/account` }, token);
    const portal = body.data.url as string;
    const offered = await (await fetch(portal)).text();
    await press(portal, 'Cancel now');
    expect((await member(token)).planConnections).toEqual([
      expect.objectContaining({ planId: 'pln_chainforge_team', active: false, status: 'CANCELED' }),
    ]);
    // The page as it was before: its Renew form, replayed after the cancellation.
    const session = /name="session" value="([^"]+)"/.exec(offered)![1]!.replace(/&amp;/g, '&');
    const connectionId = /name="connectionId" value="([^"]+)"/.exec(offered)![1]!;
    const replayed = new FormData();
    for (const [name, value] of Object.entries({ session, connectionId, change: 'renew' })) replayed.set(name, value);
    const refused = await fetch(`${server.url}/membership/dev-billing-portal/change`, {
      method: 'POST',
      body: replayed,
    });
    expect(refused.status).toBe(404);
    expect((await member(token)).planConnections[0]).toMatchObject({ status: 'CANCELED' });
  });
});

describe('redirect URLs and bad input', () => {
  it.each([
    'https://evil.example/phish',
    'javascript:alert(1)',
    '//evil.example',
    'http://user@127.0.0.1:5173/',
    'not a url',
  ])('refuses the redirect %s with 400 invalid-redirect', async (target) => {
    const token = await memberToken(server, 'supply');
    const checkout = await post(
      '/member/plans/create-checkout-session',
      { priceId: MONTHLY, success_url: target, cancel_url: `${SITE}/x` },
      token,
    );
    expect(checkout.status).toBe(400);
    expect(checkout.body.error.code).toBe('invalid-redirect');
    const portal = await post(
      '/member/create-billing-portal-session',
      { return_url: target },
      await memberToken(server, 'demo'),
    );
    expect(portal.body.error.code).toBe('invalid-redirect');
  });

  it.each([
    { priceId: 7, origin_url: SITE },
    { priceId: 'prc_nope', origin_url: SITE },
    { priceId: '<script>alert(1)</script>', origin_url: SITE },
    { priceId: MONTHLY, success_url: 'x'.repeat(100_000) },
    { priceId: MONTHLY, origin_url: SITE, metadataForCheckout: { a: { nested: true } } },
    { priceId: MONTHLY, origin_url: SITE, couponId: ['x'] },
    { priceId: MONTHLY },
    'null',
  ])('answers a JSON 4xx for %j', async (bad) => {
    const response = await msFetch(server, '/member/plans/create-checkout-session', {
      body: bad,
      token: await memberToken(server, 'supply'),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const text = await response.text();
    expect(JSON.parse(text).error.code).toEqual(expect.any(String));
    expect(text).not.toContain('<script>');
  });
});
