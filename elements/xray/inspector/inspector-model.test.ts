import { describe, expect, it } from 'vitest';
import { anApp, aPlan, aPrice } from '../../../contract/membership-answers.fixtures';
import type { App } from '../../core/membership/types';
import type { ScanResult } from '../scan/scan-types';
import { inspectorItems, scanSignature } from './inspector-items';
import { DEFAULT_PREFERENCES, parsePreferences, serializePreferences } from './inspector-preferences';
import { planDetails, priceAmount } from './plan-details';

const element = (name: string) => ({ name }) as unknown as Element;

const APP: App = anApp({
  id: 'app_x',
  plans: [
    aPlan({ id: 'pln_free', name: 'Starter', priority: 2 }),
    aPlan({
      id: 'pln_team',
      name: 'Team',
      prices: [
        aPrice({ id: 'prc_monthly', name: 'Monthly', amount: 49, interval: { type: 'MONTHS', count: 1 } }),
        aPrice({ id: 'prc_yearly', name: 'Yearly', amount: 490, interval: { type: 'YEARS', count: 1 } }),
      ],
    }),
  ],
});

describe('inspector preferences', () => {
  it('start with the sidebar closed on the right, the Inspector tab and X-ray on', () => {
    expect(parsePreferences(null)).toEqual({ visible: false, side: 'right', tab: 'inspector', xray: true });
    expect(DEFAULT_PREFERENCES.xray).toBe(true);
  });

  it('come back as they were saved', () => {
    const saved = { visible: true, side: 'left', tab: 'app', xray: false } as const;
    expect(parsePreferences(serializePreferences(saved))).toEqual(saved);
  });

  it('fall back field by field on anything unreadable', () => {
    expect(parsePreferences('{not json')).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences('"text"')).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences('{"side":"top","tab":"member","xray":"no","visible":true}')).toEqual({
      visible: true,
      side: 'right',
      tab: 'member',
      xray: true,
    });
  });

  it('save only the preferences', () => {
    expect(JSON.parse(serializePreferences({ ...DEFAULT_PREFERENCES, extra: 1 } as never))).toEqual(
      DEFAULT_PREFERENCES,
    );
  });
});

describe('sidebar items', () => {
  const a = element('a');
  const b = element('b');
  const c = element('c');
  const result: ScanResult = {
    errors: [{ id: 'broken-plan-button', message: 'The plan button has no plan ID.', element: c }],
    warnings: [{ id: 'missing-redirect', message: 'No redirect.', element: b }],
    found: [
      { attribute: 'data-ms-form', value: 'login', element: a },
      { attribute: 'data-ms-form', value: 'login', element: b },
      { attribute: 'data-ms-plan:add', value: 'pln_free', element: c },
      { attribute: 'data-ms-unknown', value: '', element: c },
    ],
  };

  it('groups equal attributes, keeps each issue, and counts everything for the badge', () => {
    const items = inspectorItems(result, { plan: null, price: null }, []);
    expect(items.found.map((item) => [item.title, item.detail, item.elements.length])).toEqual([
      ['Login form', 'data-ms-form="login"', 2],
      ['Add a free plan', 'data-ms-plan:add="pln_free"', 1],
      ['data-ms-unknown', 'data-ms-unknown', 1],
    ]);
    expect(items.found[1]!.planId).toBe('pln_free');
    expect(items.foundCount).toBe(4);
    expect(items.errors.map((item) => [item.type, item.title, item.detail])).toEqual([
      ['error', 'Broken plan button', 'The plan button has no plan ID.'],
    ]);
    expect(items.errors[0]!.entry?.documentationLink).toBe('/docs/attributes#broken-plan-button');
    expect(items.warnings.map((item) => item.type)).toEqual(['warning']);
    expect(items.total).toBe(6);
  });

  it('lists a pending plan as Ready for Signup and a pending price as Ready for Checkout', () => {
    const items = inspectorItems(null, { plan: 'pln_free', price: 'prc_monthly' }, []);
    expect(items.cart.map((item) => [item.type, item.title, item.planId])).toEqual([
      ['cart', 'Ready for Signup', 'pln_free'],
      ['cart', 'Ready for Checkout', 'prc_monthly'],
    ]);
    expect(items.total).toBe(2);
  });

  it('lists clicks and removed content, newest first', () => {
    const items = inspectorItems(null, { plan: null, price: null }, [
      { kind: 'plan-price-clicked', id: 1, attribute: 'data-ms-price:add', value: 'prc_monthly', element: a },
      {
        kind: 'content-removed',
        id: 2,
        description: '<div class="pro">',
        attribute: 'data-ms-content',
        value: 'members',
      },
    ]);
    expect(items.events.map((item) => [item.type, item.title, item.detail])).toEqual([
      ['content-removed', 'Content removed', '<div class="pro"> · data-ms-content="members"'],
      ['plan-price-clicked', 'Price button clicked', 'data-ms-price:add="prc_monthly"'],
    ]);
    expect(items.events[1]!.planId).toBe('prc_monthly');
    expect(items.events[1]!.entry?.id).toBe('price-add');
  });

  it('keeps its signature while a scan finds the same, and changes it when the findings change', () => {
    const first = scanSignature(inspectorItems(result, { plan: null, price: null }, []));
    const again = scanSignature(inspectorItems({ ...result }, { plan: 'pln_free', price: null }, []));
    expect(again).toBe(first);
    const fewer = scanSignature(inspectorItems({ ...result, errors: [] }, { plan: null, price: null }, []));
    expect(fewer).not.toBe(first);
  });
});

describe('plan details', () => {
  it('names a free plan by its ID and priority', () => {
    expect(planDetails('pln_free', APP)).toEqual({
      kind: 'free',
      planId: 'pln_free',
      planName: 'Starter',
      priority: 2,
    });
  });

  it('names a price with its plan and amount', () => {
    expect(planDetails('prc_yearly', APP)).toEqual({
      kind: 'paid',
      planId: 'pln_team',
      planName: 'Team',
      priceId: 'prc_yearly',
      priceName: 'Yearly',
      amount: '$490.00 / year',
    });
  });

  it('lists the prices of a paid plan named by its plan ID', () => {
    expect(planDetails('pln_team', APP)).toMatchObject({
      kind: 'paid-plan',
      prices: [
        { id: 'prc_monthly', name: 'Monthly', amount: '$49.00 / month' },
        { id: 'prc_yearly', name: 'Yearly', amount: '$490.00 / year' },
      ],
    });
  });

  it('says so for an id the app does not have, or before the app is known', () => {
    expect(planDetails('pln_other', APP)).toEqual({ kind: 'unknown', id: 'pln_other' });
    expect(planDetails('pln_free', null)).toEqual({ kind: 'unknown', id: 'pln_free' });
  });

  it('formats intervals, counts, one-time prices and other currencies', () => {
    expect(priceAmount(aPrice({ amount: 120, interval: { type: 'MONTHS', count: 3 } }))).toBe('$120.00 / 3 months');
    expect(priceAmount(aPrice({ amount: 15, type: 'ONETIME' }))).toBe('$15.00 once');
    expect(priceAmount(aPrice({ amount: 9.5, currency: 'eur', interval: { type: 'WEEKS', count: 1 } }))).toBe(
      '€9.50 / week',
    );
    expect(priceAmount(aPrice({ amount: 5, currency: 'not-a-code' }))).toBe('5.00 NOT-A-CODE once');
  });
});
