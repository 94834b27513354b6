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
  it('lists the paid plans, cancels one, and links back to return_url', async () => {
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

    const { status, body } = await post(
      '/member/create-billing-portal-session',
      { return_url: `${SITE}/account`, priceIds: [] },
      token,
    );
    expect(status).toBe(200);
    const portal = body.data.url as string;
    const page = await (await fetch(portal)).text();
    expect(page).toContain('Team');
    expect(page).toContain('$490.00 per year');
    expect(page).toContain(`href="${SITE}/account"`);

    const cancelled = await submitForm(portal, {});
    expect(cancelled.status).toBe(303);
    expect((await member(token)).planConnections).toEqual([
      expect.objectContaining({ planId: 'pln_chainforge_team', active: false, status: 'CANCELED' }),
    ]);
    expect(await (await fetch(portal)).text()).not.toContain('Cancel plan');
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
