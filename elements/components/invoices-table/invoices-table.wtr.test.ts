import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { Invoice } from '../../core/api-types';
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
import './invoices-table';

const statement = (month: string, status: Invoice['status'], figures: [number, number, number, number]): Invoice => ({
  invoice_id: `INV-${month}`,
  month,
  period_start: `${month}-01`,
  period_end: `${month}-28`,
  status,
  opening_balance: figures[0],
  credits: figures[1],
  usage: figures[2],
  closing_balance: figures[3],
  transaction_count: 4,
});

const preloaded: Invoice[] = [
  statement('2026-11', 'open', [1000, 0, 25.5, 974.5]),
  statement('2026-10', 'closed', [-20, 1250, 230, 1000]),
  statement('2025-12', 'closed', [0, 10, 30, -20]),
];

async function table(attributes: Record<string, string> = {}) {
  const element = document.createElement('invoices-table');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.invoices = preloaded;
  await fixture(element);
  await waitUntil(() => rowsOf(element).length === 3, 'the statements did not appear');
  return element;
}

describe('invoices-table', () => {
  signedInToFakeApi();

  it('shows month, status, opening, credits, usage and closing; the open one as the current period', async () => {
    const element = await table();
    const headers = [...element.shadowRoot!.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).to.deep.equal(['Month', 'Status', 'Opening', 'Credits', 'Usage', 'Closing']);
    expect(rowsOf(element)).to.deep.equal([
      ['November 2026', 'Open (current period)', '$1,000.00', '$0.00', '$25.50', '$974.50'],
      ['October 2026', 'Closed', '-$20.00', '+$1,250.00', '$230.00', '$1,000.00'],
      ['December 2025', 'Closed', '$0.00', '+$10.00', '$30.00', '-$20.00'],
    ]);
  });

  it('links each month to its statement, /invoices/<id> unless invoice-href says otherwise', async () => {
    const element = await table();
    const links = [...element.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part="row"] [part="invoice-link"]')];
    expect(links.map((link) => link.getAttribute('href'))).to.deep.equal([
      '/invoices/INV-2026-11',
      '/invoices/INV-2026-10',
      '/invoices/INV-2025-12',
    ]);
    element.setAttribute('invoice-href', 'statement.html?id={id}');
    await waitUntil(
      () => links[0]!.isConnected === false || links[0]!.getAttribute('href') === 'statement.html?id=INV-2026-11',
    );
    expect(element.shadowRoot!.querySelector('[part="row"] [part="invoice-link"]')!.getAttribute('href')).to.equal(
      'statement.html?id=INV-2026-11',
    );
  });

  it('announces a click on a statement with invoices-table-open, which a single-page app may cancel', async () => {
    const element = await table();
    const opened: CustomEvent[] = [];
    const listener = (event: CustomEvent) => {
      opened.push(event);
      event.preventDefault();
    };
    document.addEventListener('invoices-table-open', listener);
    try {
      const link = element.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part="row"] [part="invoice-link"]')[1]!;
      const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0 });
      link.dispatchEvent(click);
      expect(opened.map((event) => event.detail)).to.deep.equal([
        { invoiceId: 'INV-2026-10', href: '/invoices/INV-2026-10' },
      ]);
      expect(click.defaultPrevented).to.equal(true);
      // A click asking for a new tab is the browser's: no event. (The document stops it, or the test page would go.)
      const stop = (event: Event) => event.preventDefault();
      document.addEventListener('click', stop);
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ctrlKey: true }));
      document.removeEventListener('click', stop);
      expect(opened).to.have.length(1);
    } finally {
      document.removeEventListener('invoices-table-open', listener);
    }
  });

  it('fetches the statements itself, with a loading bar meanwhile', async () => {
    configure({ productApiUrl: '/fake-api/slow' });
    const element = await fixture(html`<invoices-table></invoices-table>`);
    const bar = await shadowQuery(element, '[role="progressbar"]');
    expect(bar.getAttribute('aria-label')).to.equal('Loading invoices');
    await waitUntil(() => rowsOf(element).length === 3, 'fetched statements did not appear', { timeout: 5000 });
    expect(rowsOf(element)[0]).to.deep.equal([
      'March 2026',
      'Open (current period)',
      '$1,040.25',
      '+$290.10',
      '$22.50',
      '$1,307.85',
    ]);
  });

  it('says No Invoices when there are none', async () => {
    configure({ productApiUrl: '/fake-api/empty' });
    const element = await fixture(html`<invoices-table controls></invoices-table>`);
    await shadowText(element, '[part="empty"]', 'No Invoices');
    expect((await shadowQuery<HTMLButtonElement>(element, '[part="export"]')).disabled).to.equal(true);
  });

  it('reports a failure with invoices-table-error and recovers on retry', async () => {
    configure({ productApiUrl: '/fake-api/fail' });
    const received = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('invoices-table-error', resolve, { once: true }),
    );
    const element = await fixture(html`<invoices-table></invoices-table>`);
    expect((await received).detail).to.deep.equal({ message: 'Unable to load invoices.', reason: 'Something broke' });
    await shadowText(element, '[role="alert"]', 'Unable to load invoices.');
    configure({ productApiUrl: '/fake-api/ok' });
    (await shadowQuery<HTMLButtonElement>(element, '[part="retry"]')).click();
    await waitUntil(() => rowsOf(element).length === 3, 'retry did not load the statements');
  });

  it('keeps its messages, their buttons and every statement in view on a 320 px screen', async () => {
    await setViewport({ width: 320, height: 640 });
    try {
      const within = (inner: Element, outer: Element) => {
        const a = inner.getBoundingClientRect();
        const b = outer.getBoundingClientRect();
        return a.width > 0 && a.left >= b.left && a.right <= b.right;
      };
      configure({ productApiUrl: '/fake-api/fail' });
      const failing = await fixture(html`<invoices-table controls></invoices-table>`);
      const retry = await shadowQuery(failing, '[part="retry"]');
      expect(within(retry, failing)).to.equal(true);
      configure({ productApiUrl: '/fake-api/empty' });
      const empty = await fixture(html`<invoices-table controls></invoices-table>`);
      const text = await shadowQuery(empty, '[part="empty"]');
      expect(within(text, empty)).to.equal(true);
      const statements = await table({ controls: '' });
      for (const closing of statements.shadowRoot!.querySelectorAll('td[data-label="Closing"]')) {
        expect(within(closing, statements), closing.textContent!).to.equal(true);
      }
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('with controls: sorts by month and money, filters on shown text, exports what is shown', async () => {
    const element = await table({ controls: '' });
    sortButton(element, 'Month').click();
    await columnBecomes(element, 0, ['December 2025', 'October 2026', 'November 2026']);
    sortButton(element, 'Closing').click();
    await columnBecomes(element, 5, ['-$20.00', '$974.50', '$1,000.00']);
    sortButton(element, 'Closing').click();
    await columnBecomes(element, 5, ['$1,000.00', '$974.50', '-$20.00']);
    expect(ariaSorts(element)).to.deep.equal({ Closing: 'descending' });

    await typeFilter(element, 'closed');
    await columnBecomes(element, 0, ['October 2026', 'December 2025']);
    expect(countText(element)).to.equal('2 of 3 invoices');

    const file = await exportCsv(element);
    expect(file.name).to.match(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.text).to.equal(
      '\uFEFFMonth,Status,Opening,Credits,Usage,Closing\r\n' +
        'October 2026,Closed,-$20.00,"+$1,250.00",$230.00,"$1,000.00"\r\n' +
        'December 2025,Closed,$0.00,+$10.00,$30.00,-$20.00\r\n',
    );

    await typeFilter(element, 'current');
    await columnBecomes(element, 0, ['November 2026']);
  });

  it('passes axe in both themes, with and without controls', async () => {
    const element = await table({ controls: '' });
    await expectAccessible(element);
    element.setAttribute('theme', 'light');
    await expectAccessible(element);
    element.removeAttribute('controls');
    await waitUntil(() => !element.shadowRoot!.querySelector('[part="toolbar"]'));
    await expectAccessible(element);
  });
});
