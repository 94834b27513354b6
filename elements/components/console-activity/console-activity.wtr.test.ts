import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { expectAccessible, shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import { ClientError } from '../../core/client-error';
import type { ConsoleActivity } from '../../../contract/console-activity-answers';
import { consoleClient } from '../../core/console-client';
import './console-activity';

const days = (from: string, counts: number[]) =>
  counts.map((count, index) => {
    const day = new Date(`${from}T00:00:00.000Z`);
    day.setUTCDate(day.getUTCDate() + index);
    return { day: day.toISOString().slice(0, 10), count };
  });

const ACTIVITY: ConsoleActivity = {
  mode: 'live',
  period: 30,
  from: '2026-10-28',
  to: '2026-11-26',
  signUps: days('2026-10-28', [...Array(27).fill(0), 3, 0, 5]),
  totalMembers: 1234,
  activeMembers: 456,
  membersByPlan: [
    { planId: 'pln_free', name: 'Starter', free: true, active: true, members: 900 },
    { planId: 'pln_team', name: 'Team', free: false, active: true, members: 40 },
  ],
  recurringRevenue: [{ currency: 'usd', monthlyAmount: 1963.33, connections: 40 }],
};

const original = { ...consoleClient };
afterEach(() => Object.assign(consoleClient, original));

const headline = (element: Element) =>
  [...element.shadowRoot!.querySelectorAll('[part="headline"] > div')].map((item) => [
    item.querySelector('dt')!.textContent,
    item.querySelector('dd')!.firstChild!.textContent,
  ]);

describe('console-activity', () => {
  it('shows the headline figures and each chart with its one-line summary', async () => {
    const asked: unknown[] = [];
    consoleClient.activity = async (query) => {
      asked.push(query);
      return ACTIVITY;
    };
    const element = await fixture(html`<console-activity></console-activity>`);
    await shadowText(element, '[part="headline"] dd', '1,234');
    expect(asked).to.deep.equal([{ mode: 'live', days: 30 }]);
    expect(headline(element)).to.deep.equal([
      ['Members', '1,234'],
      ['Active in the last 30 days', '456'],
      ['Sign-ups in the last 30 days', '8'],
      ['Monthly recurring revenue', '$1,963.33'],
    ]);
    const summaries = [...element.shadowRoot!.querySelectorAll('[part="summary"]')].map((node) => node.textContent);
    expect(summaries).to.deep.equal([
      '8 sign-ups from Oct 28, 2026 to Nov 26, 2026; the most on Nov 26, 2026 (5).',
      '2 plans have members; Starter the most (900).',
    ]);
    expect(element.shadowRoot!.querySelectorAll('svg[part="plot"] rect').length).to.be.greaterThan(2);
  });

  it('offers each chart’s figures as a table', async () => {
    consoleClient.activity = async () => ACTIVITY;
    const element = await fixture(html`<console-activity></console-activity>`);
    await shadowQuery(element, 'details > summary');
    for (const summary of element.shadowRoot!.querySelectorAll<HTMLElement>('details > summary')) summary.click();
    const tables = [...element.shadowRoot!.querySelectorAll('details table')];
    const rows = (table: Element) =>
      [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows(tables[0]!)).to.have.length(30);
    expect(rows(tables[0]!).at(-1)).to.deep.equal(['Nov 26, 2026', '5']);
    expect(rows(tables[1]!)).to.deep.equal([
      ['Starter', 'Free', '900'],
      ['Team', 'Paid', '40'],
    ]);
  });

  it('loads test mode and 90 days when chosen', async () => {
    const asked: unknown[] = [];
    consoleClient.activity = async (query) => {
      asked.push(query);
      return { ...ACTIVITY, mode: query.mode, period: query.days };
    };
    const element = await fixture(html`<console-activity></console-activity>`);
    await shadowText(element, '[part="headline"] dd', '1,234');
    const radio = (label: string) =>
      [...element.shadowRoot!.querySelectorAll('label')]
        .find((node) => node.textContent === label)!
        .querySelector('input')!;
    radio('90 days').click();
    await waitUntil(() => asked.length === 2);
    radio('Test mode').click();
    await waitUntil(() => asked.length === 3);
    expect(asked).to.deep.equal([
      { mode: 'live', days: 30 },
      { mode: 'live', days: 90 },
      { mode: 'test', days: 90 },
    ]);
  });

  it('says when loading failed and loads again on Try again', async () => {
    let fail = true;
    consoleClient.activity = async () => {
      if (fail) throw new ClientError('server', 'The server answered 500.', { status: 500 });
      return ACTIVITY;
    };
    const element = await fixture(html`<console-activity></console-activity>`);
    await shadowText(element, '[role="alert"]', 'Unable to load the activity figures.');
    fail = false;
    (await shadowQuery<HTMLButtonElement>(element, '[part="retry"]')).click();
    await shadowText(element, '[part="headline"] dd', '1,234');
  });

  it('shows an app without members or plans plainly', async () => {
    consoleClient.activity = async () => ({
      ...ACTIVITY,
      signUps: ACTIVITY.signUps.map((day) => ({ ...day, count: 0 })),
      totalMembers: 0,
      activeMembers: 0,
      membersByPlan: [],
      recurringRevenue: [],
    });
    const element = await fixture(html`<console-activity></console-activity>`);
    await shadowText(element, '[part="summary"]', 'No sign-ups from Oct 28, 2026 to Nov 26, 2026.');
    expect(element.shadowRoot!.textContent).to.contain('This app has no plans yet.');
    expect(headline(element).at(-1)).to.deep.equal(['Monthly recurring revenue', '$0.00']);
  });

  it('passes axe in both themes', async () => {
    consoleClient.activity = async () => ACTIVITY;
    const element = await fixture(html`<console-activity theme="light"></console-activity>`);
    await shadowText(element, '[part="summary"]', 'sign-ups');
    await expectAccessible(element);
    element.setAttribute('theme', 'dark');
    await expectAccessible(element);
  });
});
