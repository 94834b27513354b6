import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { Transaction } from '../../core/api-types';
import { configure } from '../../core/config';
import { expectAccessible, rowsOf, shadowQuery, shadowText, signedInToFakeApi } from '../../../tests/wtr/helpers';
import {
  ariaSorts,
  columnBecomes,
  countText,
  exportCsv,
  sortButton,
  typeFilter,
} from '../../kit/ui/data-table/data-table.test-helpers';
import './transactions-table';

const preloaded: Transaction[] = [
  { transaction_id: 'txn_a', created_at: '2026-01-02T03:04:05', transaction_type: 'credit', amount: 250 },
  { transaction_id: 'txn_b', created_at: '2026-01-09T13:14:15', transaction_type: 'usage', amount: 12.5 },
  { transaction_id: 'txn_c', created_at: '2026-02-10T23:00:09', transaction_type: 'refund', amount: -3 },
  { transaction_id: 'txn_d', created_at: '2026-01-05T08:00:00', transaction_type: '=HYPERLINK("x")', amount: 1234.5 },
  { transaction_id: 'txn_e', created_at: '2026-01-03T10:00:00', transaction_type: 'Usage, "metered"', amount: 7 },
];

async function table(attributes: Record<string, string> = {}, rows: Transaction[] = preloaded) {
  const element = document.createElement('transactions-table');
  for (const [name, value] of Object.entries({ controls: '', ...attributes })) element.setAttribute(name, value);
  element.transactions = rows;
  await fixture(element);
  await waitUntil(() => rowsOf(element).length > 0, 'the rows did not appear');
  return element;
}

describe('transactions-table controls', () => {
  signedInToFakeApi();
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('are off without the attribute: plain headers, no toolbar', async () => {
    const element = await table({ controls: 'false' });
    expect(element.shadowRoot!.querySelector('[part="toolbar"]')).to.equal(null);
    expect(element.shadowRoot!.querySelector('th button')).to.equal(null);
  });

  it('sort by a header: ascending, then descending, with aria-sort on the header', async () => {
    const element = await table();
    expect(ariaSorts(element)).to.deep.equal({});
    const amount = sortButton(element, 'Amount');
    expect(amount.type).to.equal('button');
    amount.click();
    await columnBecomes(element, 2, ['-$3.00', '$7.00', '$12.50', '+$250.00', '$1,234.50']);
    expect(ariaSorts(element)).to.deep.equal({ Amount: 'ascending' });
    amount.click();
    await columnBecomes(element, 2, ['$1,234.50', '+$250.00', '$12.50', '$7.00', '-$3.00']);
    expect(ariaSorts(element)).to.deep.equal({ Amount: 'descending' });

    sortButton(element, 'Date').click();
    await columnBecomes(element, 0, [
      '2026-01-02 03:04:05',
      '2026-01-03 10:00:00',
      '2026-01-05 08:00:00',
      '2026-01-09 13:14:15',
      '2026-02-10 23:00:09',
    ]);
    expect(ariaSorts(element)).to.deep.equal({ Date: 'ascending' });
    sortButton(element, 'Type').click();
    await columnBecomes(element, 1, ['=HYPERLINK("x")', 'credit', 'refund', 'usage', 'Usage, "metered"']);
  });

  it('filters on any shown column, case-insensitively, and says how many rows match', async () => {
    const element = await table();
    expect(countText(element)).to.equal('5 transactions');
    const status = element.shadowRoot!.querySelector('[part="count"]')!;
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.getAttribute('aria-live')).to.equal('polite');

    await typeFilter(element, 'USAGE');
    await columnBecomes(element, 1, ['usage', 'Usage, "metered"']);
    expect(countText(element)).to.equal('2 of 5 transactions');

    await typeFilter(element, '$1,234');
    await columnBecomes(element, 2, ['$1,234.50']);
    await typeFilter(element, '2026-02-10 23');
    await columnBecomes(element, 1, ['refund']);
    expect(countText(element)).to.equal('1 of 5 transactions');
  });

  it('searches only the columns shown: the ID once show-id adds it', async () => {
    const element = await table();
    await typeFilter(element, 'txn_c');
    await shadowText(element, '[part="no-match"]', 'No transactions match “txn_c”.');
    expect(rowsOf(element)).to.deep.equal([]);
    expect(countText(element)).to.equal('0 of 5 transactions');

    element.setAttribute('show-id', '');
    await columnBecomes(element, 0, ['txn_c']);
  });

  it('offers to clear a filter that matches nothing', async () => {
    const element = await table();
    await typeFilter(element, 'nothing like it');
    await shadowText(element, '[part="no-match"]', 'No transactions match');
    await expectAccessible(element);
    const clear = [...element.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Clear filter')!;
    clear.click();
    await waitUntil(() => rowsOf(element).length === 5, 'clearing did not bring the rows back');
    expect(element.shadowRoot!.querySelector<HTMLInputElement>('[part="filter"]')!.value).to.equal('');
  });

  it('exports exactly the rows shown, in their order, as displayed, as RFC 4180 CSV', async () => {
    const element = await table({ 'show-id': '' });
    sortButton(element, 'Amount').click();
    await columnBecomes(element, 0, ['txn_c', 'txn_e', 'txn_b', 'txn_a', 'txn_d']);
    sortButton(element, 'Amount').click();
    await columnBecomes(element, 0, ['txn_d', 'txn_a', 'txn_b', 'txn_e', 'txn_c']);
    await typeFilter(element, 'r');
    await columnBecomes(element, 0, ['txn_d', 'txn_a', 'txn_e', 'txn_c']);

    const file = await exportCsv(element);
    expect(file.name).to.match(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.type).to.equal('text/csv;charset=utf-8');
    expect(file.text).to.equal(
      '\uFEFF' +
        'ID,Date,Type,Amount\r\n' +
        // A formula-looking type is made text; the amount with a comma is quoted.
        `txn_d,2026-01-05 08:00:00,"'=HYPERLINK(""x"")","$1,234.50"\r\n` +
        'txn_a,2026-01-02 03:04:05,credit,+$250.00\r\n' +
        'txn_e,2026-01-03 10:00:00,"Usage, ""metered""",$7.00\r\n' +
        // A plain negative amount stays a number.
        'txn_c,2026-02-10 23:00:09,refund,-$3.00\r\n',
    );
  });

  it('exports only the columns shown, and every row when nothing is filtered', async () => {
    const element = await table();
    const lines = (await exportCsv(element)).text.split('\r\n');
    expect(lines[0]).to.equal('\uFEFFDate,Type,Amount');
    expect(lines[1]).to.equal('2026-01-02 03:04:05,credit,+$250.00');
    expect(lines).to.have.length(preloaded.length + 2);
  });

  it('cannot export before the rows are there', async () => {
    configure({ productApiUrl: '/fake-api/slow' });
    const element = await fixture(html`<transactions-table controls></transactions-table>`);
    const button = await shadowQuery<HTMLButtonElement>(element, '[part="export"]');
    expect(button.disabled).to.equal(true);
    await waitUntil(() => rowsOf(element).length === 5, 'fetched rows did not appear', { timeout: 5000 });
    expect(button.disabled).to.equal(false);
  });

  it('sorts and filters 5,000 rows', async function () {
    this.timeout(60_000);
    const many: Transaction[] = Array.from({ length: 5000 }, (_, n) => ({
      transaction_id: `txn_${String(n).padStart(5, '0')}`,
      created_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
      transaction_type: n % 4 ? 'usage' : 'credit',
      amount: ((n * 7919) % 5000) / 5,
    }));
    const element = await table({ 'show-id': '' }, many);
    const root = element.shadowRoot!;
    // Cheap checks while waiting: reading 20,000 cells every 50 ms would slow the page down.
    const settled = () => !root.querySelector('table[data-stale]');
    const firstAmount = () => root.querySelector('tr[part="row"] td:last-child')?.textContent;
    // The rows come in slices, the first in view at once; all 5,000 once the table is settled.
    await waitUntil(() => settled() && root.querySelectorAll('tr[part="row"]').length === 5000, 'not all rows came', {
      timeout: 20_000,
    });
    sortButton(element, 'Amount').click();
    await waitUntil(() => settled() && firstAmount() === '+$0.00', 'ascending did not arrive', { timeout: 20_000 });
    sortButton(element, 'Amount').click();
    await waitUntil(() => settled() && firstAmount() === '$999.80', 'descending did not arrive', { timeout: 20_000 });
    expect(ariaSorts(element)).to.deep.equal({ Amount: 'descending' });
    await typeFilter(element, 'credit');
    await waitUntil(
      () => settled() && countText(element) === '1,250 of 5,000 transactions',
      'the filter did not apply',
      {
        timeout: 20_000,
      },
    );
    const rows = rowsOf(element);
    expect(rows).to.have.length(1250);
    expect(rows.every((row) => row[2] === 'credit')).to.equal(true);
    const amounts = rows.map((row) => Number(row[3]!.replace(/[^\d.]/g, '')));
    expect(amounts.every((amount, n) => n === 0 || amounts[n - 1]! >= amount)).to.equal(true);
  });

  it('shows a shadow at the edge that hides more of a table too wide for its box', async () => {
    const box = await fixture<HTMLDivElement>(html`<div style="width: 300px"></div>`);
    const element = document.createElement('transactions-table');
    element.setAttribute('show-id', '');
    element.transactions = preloaded;
    box.append(element);
    await waitUntil(() => rowsOf(element).length > 0, 'the rows did not appear');
    const area = element.shadowRoot!.querySelector('[role="region"]')!.parentElement!;
    const scroller = area.firstElementChild as HTMLElement;
    await waitUntil(() => area.hasAttribute('data-more-end'), 'no shadow at the end');
    expect(area.hasAttribute('data-more-start')).to.equal(false);
    await waitUntil(() => getComputedStyle(area, '::after').opacity === '1', 'the shadow did not show');
    scroller.scrollLeft = scroller.scrollWidth;
    await waitUntil(() => area.hasAttribute('data-more-start') && !area.hasAttribute('data-more-end'));
    box.style.width = '1000px';
    scroller.scrollLeft = 0;
    await waitUntil(() => !area.hasAttribute('data-more-start') && !area.hasAttribute('data-more-end'));
  });

  it('on a phone sorts from a row of header buttons above the cards', async () => {
    await setViewport({ width: 390, height: 800 });
    const element = await table({ 'show-id': '' });
    const amount = sortButton(element, 'Amount');
    const box = amount.getBoundingClientRect();
    expect(box.width).to.be.greaterThan(0);
    expect(box.right).to.be.at.most(390);
    amount.click();
    await columnBecomes(element, 3, ['-$3.00', '$7.00', '$12.50', '+$250.00', '$1,234.50']);
    const cards = element.shadowRoot!.querySelectorAll('tbody tr[part="row"]');
    expect(cards[0]!.querySelector('td[data-prominent]')!.textContent).to.equal('-$3.00');
  });

  it('passes axe with its controls, sorted and filtered, in both themes', async () => {
    const element = await table({ 'show-id': '' });
    sortButton(element, 'Date').click();
    await waitUntil(() => ariaSorts(element).Date === 'ascending');
    await typeFilter(element, 'usage');
    await waitUntil(() => rowsOf(element).length === 2);
    await expectAccessible(element);
    element.setAttribute('theme', 'light');
    await expectAccessible(element);
  });
});
