import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { Transaction } from '../../core/api-types';
import { configure } from '../../core/config';
import { pageState } from '../../core/page-state';
import { setSiteMessages } from '../../core/script-page-state';
import { getApiToken, removeApiToken, setApiToken } from '../../core/token-storage';
import { announceApiTokenChange } from '../../kit/api-token-events';
import {
  expectAccessible,
  rowsOf,
  shadowQuery,
  shadowText,
  fakeApiCalls,
  signedInToFakeApi,
} from '../../../tests/wtr/helpers';
import './transactions-table';

const preloaded: Transaction[] = [
  { transaction_id: 'txn_a', created_at: '2026-01-02T03:04:05', transaction_type: 'credit', amount: 250 },
  { transaction_id: 'txn_b', created_at: '2026-01-09T13:14:15', transaction_type: 'usage', amount: 12.5 },
  { transaction_id: 'txn_c', created_at: '2026-02-10T23:00:09', transaction_type: 'refund', amount: 3 },
];

async function preloadedTable(attributes = '') {
  const element = document.createElement('transactions-table');
  element.innerHTML = '';
  for (const [name, value] of attributes
    .split(' ')
    .filter(Boolean)
    .map((pair) => pair.split('='))) {
    element.setAttribute(name!, value ?? '');
  }
  element.transactions = preloaded;
  return fixture(element);
}

describe('transactions-table', () => {
  signedInToFakeApi();

  it('shows preloaded rows as Date, Type, Amount without fetching', async () => {
    const before = fakeApiCalls();
    const element = await preloadedTable();
    await shadowText(element, 'td', 'usage');
    const headers = [...element.shadowRoot!.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).to.deep.equal(['Date', 'Type', 'Amount']);
    expect(rowsOf(element)).to.deep.equal([
      ['2026-01-02 03:04:05', 'credit', '+$250.00'],
      ['2026-01-09 13:14:15', 'usage', '$12.50'],
      ['2026-02-10 23:00:09', 'refund', '$3.00'],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fakeApiCalls()).to.equal(before);
  });

  it('adds the ID column with show-id and honours limit', async () => {
    const element = await preloadedTable('show-id limit=2');
    await shadowText(element, 'td', 'txn_a');
    expect(element.shadowRoot!.querySelector('th')!.textContent).to.equal('ID');
    expect(rowsOf(element)).to.have.length(2);
    element.removeAttribute('limit');
    await waitUntil(() => rowsOf(element).length === 3, 'limit removal did not show all rows');
  });

  it('shows credits in green with a plus sign', async () => {
    const element = await preloadedTable();
    await shadowText(element, 'td', '+$250.00');
    const [credit, debit] = [...element.shadowRoot!.querySelectorAll('td[data-numeric] span')];
    expect(getComputedStyle(credit!).color).to.equal('rgb(74, 222, 128)');
    expect(getComputedStyle(debit!).color).not.to.equal('rgb(74, 222, 128)');
  });

  it('fetches the rows itself, with a loading bar meanwhile', async () => {
    configure({ productApiUrl: '/fake-api/slow' });
    const element = await fixture(html`<transactions-table></transactions-table>`);
    const bar = await shadowQuery(element, '[role="progressbar"]');
    expect(bar.getAttribute('aria-label')).to.equal('Loading transactions');
    await waitUntil(() => rowsOf(element).length === 5, 'fetched rows did not appear', { timeout: 5000 });
    expect(element.shadowRoot!.querySelector('[role="progressbar"]')).to.equal(null);
  });

  it('says No Transactions when there are none, or the answer is not a list', async () => {
    for (const scenario of ['empty', 'not-array']) {
      configure({ productApiUrl: `/fake-api/${scenario}` });
      const element = await fixture(html`<transactions-table></transactions-table>`);
      await shadowText(element, '[part="empty"]', 'No Transactions');
    }
  });

  it('reports a failure, emits transactions-table-error and recovers on retry', async () => {
    configure({ productApiUrl: '/fake-api/fail' });
    const errors: CustomEvent[] = [];
    document.addEventListener('transactions-table-error', (event) => errors.push(event), { once: true });
    const element = await fixture(html`<transactions-table></transactions-table>`);
    await shadowText(element, '[role="alert"]', 'Unable to load transactions');
    expect(errors[0]?.detail).to.deep.equal({ message: 'Unable to load transactions', reason: 'Something broke' });
    configure({ productApiUrl: '/fake-api/ok' });
    (await shadowQuery<HTMLButtonElement>(element, '[part="retry"]')).click();
    await waitUntil(() => rowsOf(element).length === 5, 'retry did not load the rows');
  });

  // What every element of member data does signed out is tested once, in kit/ui/signed-out-notice.wtr.test.ts.
  it("shows no rows while nobody is signed in, then the member's rows once signed in", async () => {
    removeApiToken();
    const element = await fixture(html`<transactions-table></transactions-table>`);
    await shadowQuery(element, '[part="signed-out"]');
    expect(rowsOf(element)).to.deep.equal([]);
    setApiToken('cf_at_member');
    announceApiTokenChange();
    await waitUntil(() => rowsOf(element).length === 5, 'signing in did not load the rows');
  });

  it('words its signed-out notice as the site does (chainforge.setMessages)', async () => {
    removeApiToken();
    setSiteMessages(pageState(), { 'signedOut.transactions': 'Melde dich an, um deine Buchungen zu sehen' });
    try {
      const element = await fixture(html`<transactions-table></transactions-table>`);
      await shadowText(element, '[part="signed-out"] span', 'Melde dich an, um deine Buchungen zu sehen');
    } finally {
      setSiteMessages(pageState(), {});
    }
  });

  it('logs out on 401: the stored token is removed and the reason says so', async () => {
    setApiToken('cf_at_expired');
    configure({ productApiUrl: '/fake-api/expired' });
    const received = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('transactions-table-error', resolve, { once: true }),
    );
    await fixture(html`<transactions-table></transactions-table>`);
    expect((await received).detail.reason).to.equal('Token expired. Logging out.');
    expect(getApiToken()).to.equal(null);
  });

  it('passes axe in both themes', async () => {
    const element = await preloadedTable('show-id');
    await shadowText(element, 'td', 'txn_a');
    await expectAccessible(element);
    element.setAttribute('theme', 'light');
    await expectAccessible(element);
  });
});
