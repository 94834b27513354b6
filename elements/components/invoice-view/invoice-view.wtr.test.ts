import { expect, fixture, html } from '@open-wc/testing';
import type { InvoiceDetail } from '../../core/api-types';
import { configure } from '../../core/config';
import { expectAccessible, rowsOf, shadowQuery, shadowText, signedInToFakeApi } from '../../../tests/wtr/helpers';
import './invoice-view';

const november: InvoiceDetail = {
  invoice_id: 'INV-2026-11',
  month: '2026-11',
  period_start: '2026-11-01',
  period_end: '2026-11-30',
  status: 'open',
  opening_balance: 1000,
  credits: 250,
  usage: 62.5,
  closing_balance: 1187.5,
  transaction_count: 3,
  lines: [
    { transaction_id: 'txn_1', created_at: '2026-11-02T09:00:00', transaction_type: 'usage', amount: 50 },
    { transaction_id: 'txn_2', created_at: '2026-11-10T12:00:00', transaction_type: 'credit', amount: 250 },
    { transaction_id: 'txn_3', created_at: '2026-11-20T18:30:00', transaction_type: 'usage', amount: 12.5 },
  ],
};

const summaryOf = (element: Element) =>
  Object.fromEntries(
    [...element.shadowRoot!.querySelectorAll('[part="summary"] > div')].map((item) => [
      item.querySelector('dt')!.textContent,
      item.querySelector('dd')!.textContent,
    ]),
  );

async function preloaded(invoice: InvoiceDetail = november) {
  const element = document.createElement('invoice-view');
  element.invoice = invoice;
  await fixture(element);
  await shadowText(element, '[part="heading"]', 'November 2026');
  return element;
}

describe('invoice-view', () => {
  signedInToFakeApi();

  it('shows the statement: month, period, status, summary and its lines, oldest first', async () => {
    const element = await preloaded();
    const root = element.shadowRoot!;
    expect(root.querySelector('h2')!.textContent).to.equal('November 2026');
    // Browsers' ICU puts thin spaces or plain ones around the dash.
    expect(root.querySelector('[part="period"]')!.textContent!.replace(/\s/g, ' ')).to.equal(
      'Account period: November 1 – 30, 2026',
    );
    expect(root.querySelector('[part="status"]')!.textContent).to.equal('Open · current period');
    expect(root.textContent).to.include('INV-2026-11');
    expect(summaryOf(element)).to.deep.equal({
      'Opening balance': '$1,000.00',
      Credits: '+$250.00',
      Usage: '-$62.50',
      'Closing balance': '$1,187.50',
    });
    expect(rowsOf(element)).to.deep.equal([
      ['2026-11-02 09:00:00', 'usagetxn_1', '$50.00'],
      ['2026-11-10 12:00:00', 'credittxn_2', '+$250.00'],
      ['2026-11-20 18:30:00', 'usagetxn_3', '$12.50'],
    ]);
  });

  it('fetches the statement named by invoice-id, and another when it changes', async () => {
    configure({ productApiUrl: '/fake-api/slow' });
    const element = await fixture(html`<invoice-view invoice-id="INV-2026-02"></invoice-view>`);
    const bar = await shadowQuery(element, '[role="progressbar"]');
    expect(bar.getAttribute('aria-label')).to.equal('Loading invoice');
    await shadowText(element, '[part="heading"]', 'February 2026');
    expect(rowsOf(element).map((row) => row[1])).to.deep.equal(['usagetxn_0201', 'usagetxn_0202', 'usagetxn_0203']);
    expect(element.shadowRoot!.querySelector('[part="status"]')!.textContent).to.equal('Closed');
    expect(summaryOf(element)).to.deep.equal({
      'Opening balance': '$1,200.00',
      Credits: '$0.00',
      Usage: '-$159.75',
      'Closing balance': '$1,040.25',
    });

    configure({ productApiUrl: '/fake-api/ok' });
    element.setAttribute('invoice-id', 'INV-2099-01');
    await shadowText(element, '[role="alert"]', 'Unable to load this invoice.');
  });

  it('reports a failure with invoice-view-error and recovers on retry', async () => {
    configure({ productApiUrl: '/fake-api/fail' });
    const received = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('invoice-view-error', resolve, { once: true }),
    );
    const element = await fixture(html`<invoice-view invoice-id="INV-2026-02"></invoice-view>`);
    expect((await received).detail).to.deep.equal({
      message: 'Unable to load this invoice.',
      reason: 'Something broke',
    });
    await shadowText(element, '[role="alert"]', 'Unable to load this invoice.');
    configure({ productApiUrl: '/fake-api/ok' });
    (await shadowQuery<HTMLButtonElement>(element, '[part="retry"]')).click();
    await shadowText(element, '[part="heading"]', 'February 2026');
  });

  it('says so when no invoice-id is given', async () => {
    const element = await fixture(html`<invoice-view></invoice-view>`);
    await shadowText(element, '[role="alert"]', 'Unable to load this invoice.');
  });

  it('says a statement without transactions has none', async () => {
    const element = await preloaded({ ...november, credits: 0, usage: 0, lines: [] });
    await shadowText(element, '[part="empty"]', 'No transactions in this period.');
    expect(element.shadowRoot!.textContent).to.include('0 transactions');
  });

  it('prints with the Print button', async () => {
    const element = await preloaded();
    const print = window.print;
    let printed = 0;
    window.print = () => {
      printed++;
    };
    try {
      const button = await shadowQuery<HTMLButtonElement>(element, '[part="print"]');
      expect(button.textContent).to.equal('Print');
      button.click();
      expect(printed).to.equal(1);
    } finally {
      window.print = print;
    }
  });

  it('prints black on white without the Print button, whatever the theme', async () => {
    const element = await preloaded();
    const root = element.shadowRoot!;
    const statementBox = root.querySelector<HTMLElement>('[part="statement"]')!;
    const screenText = getComputedStyle(statementBox).color;
    expect(screenText).not.to.equal('rgb(0, 0, 0)');
    // The print rules are inside the shadow root: read them there, in the @media print block.
    const printRules = [...root.adoptedStyleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText === 'print');
    const classOf = (node: Element) => [...node.classList].map((name) => `.${name}`);
    const inPrint = (node: Element) =>
      printRules.flatMap((media) =>
        [...media.cssRules].filter(
          (rule): rule is CSSStyleRule =>
            rule instanceof CSSStyleRule && classOf(node).some((name) => rule.selectorText.includes(name)),
        ),
      );
    const statementPrint = inPrint(statementBox)
      .map((rule) => rule.cssText)
      .join('\n');
    expect(statementPrint).to.include('--cf-color-text: #000');
    expect(statementPrint).to.include('color: rgb(0, 0, 0)');
    expect(statementPrint).to.match(/\[part="print"\][^{]*\{\s*display: none/);
    const tableFrame = root.querySelector('[part="frame"]')!;
    const table = root.querySelector('[part="table"]')!;
    expect(
      inPrint(table)
        .map((rule) => rule.cssText)
        .join('\n'),
    ).to.match(/tr \{[^}]*break-inside: avoid/);
    expect(
      inPrint(table)
        .map((rule) => rule.cssText)
        .join('\n'),
    ).to.match(/thead \{[^}]*display: table-header-group/);
    expect(inPrint(tableFrame).length).to.be.greaterThan(0);
  });

  it('passes axe in both themes', async () => {
    const element = await preloaded();
    await expectAccessible(element);
    element.setAttribute('theme', 'light');
    await expectAccessible(element);
  });
});
