import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { IncomingOrder } from '../../core/api-types';
import { configure } from '../../core/config';
import { expectAccessible, rowsOf, shadowQuery, shadowText, signedInToFakeApi } from '../../../tests/wtr/helpers';
import './orders-table';

const preloaded: IncomingOrder[] = Array.from({ length: 6 }, (_, index) => ({
  order_id: `ORD-${100 + index}`,
  sku: `SKU-${index}`,
  product_name: `Product <b>${index}</b>`,
  order_amount: 1000.5 + index,
}));

describe('orders-table', () => {
  signedInToFakeApi();

  it('shows preloaded orders as Order ID, SKU, Product, Amount, markup as text', async () => {
    const element = document.createElement('orders-table');
    element.orders = preloaded;
    element.limit = 4;
    await fixture(element);
    await shadowText(element, 'td', 'ORD-100');
    const headers = [...element.shadowRoot!.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).to.deep.equal(['Order ID', 'SKU', 'Product', 'Amount']);
    expect(rowsOf(element)).to.have.length(4);
    expect(rowsOf(element)[0]).to.deep.equal(['ORD-100', 'SKU-0', 'Product <b>0</b>', '$1,000.50']);
    expect(element.shadowRoot!.querySelector('td b')).to.equal(null);
  });

  it('fetches orders itself', async () => {
    const element = await fixture(html`<orders-table></orders-table>`);
    await waitUntil(() => rowsOf(element).length === 3, 'fetched orders did not appear');
    expect(rowsOf(element)[1]).to.deep.equal(['ORD-2', 'SKU-B', 'Label Printer', '$349.99']);
  });

  it('says No Available Orders when there are none', async () => {
    configure({ productApiUrl: '/fake-api/empty' });
    const element = await fixture(html`<orders-table></orders-table>`);
    await shadowText(element, '[part="empty"]', 'No Available Orders');
  });

  it('reports a failure with orders-table-error and a retry', async () => {
    configure({ productApiUrl: '/fake-api/fail' });
    const received = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('orders-table-error', resolve, { once: true }),
    );
    const element = await fixture(html`<orders-table></orders-table>`);
    expect((await received).detail.message).to.equal('Unable to load incoming orders.');
    await shadowText(element, '[role="alert"]', 'Unable to load incoming orders.');
    configure({ productApiUrl: '/fake-api/ok' });
    (await shadowQuery<HTMLButtonElement>(element, '[part="retry"]')).click();
    await waitUntil(() => rowsOf(element).length === 3, 'retry did not load the orders');
  });

  describe('at every width', () => {
    const longName = 'Thermal Shipping Labels 4x6 fanfold, perforated (1000 per roll)';
    const orders: IncomingOrder[] = [
      { order_id: 'ORD-10271', sku: 'ACM-TAP-106', product_name: longName, order_amount: 5186.62 },
      { order_id: 'ORD-10270', sku: 'ACM-STW-114', product_name: 'Stretch Wrap', order_amount: 37.01 },
    ];
    const cellOf = (row: Element, header: string) => row.querySelector<HTMLElement>(`td[data-label="${header}"]`)!;

    async function ordersIn(width: string) {
      const box = await fixture<HTMLDivElement>(
        html`<div style=${`width: ${width}`}><orders-table></orders-table></div>`,
      );
      const element = box.querySelector('orders-table')!;
      element.orders = orders;
      await waitUntil(() => rowsOf(element).length === 2, 'the orders did not appear');
      // The column widths are measured after the rows appear.
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      return element;
    }

    afterEach(() => setViewport({ width: 800, height: 600 }));

    it('in a half-width dashboard panel shows every column: a long name cut short, whole in its title; the amount whole', async () => {
      await setViewport({ width: 1280, height: 800 });
      const element = await ordersIn('460px');
      const frame = element.shadowRoot!.querySelector('[part="frame"]')!.getBoundingClientRect();
      const first = element.shadowRoot!.querySelector('tbody tr[part="row"]')!;
      for (const cell of first.querySelectorAll('td')) {
        const box = cell.getBoundingClientRect();
        expect(box.left, `${cell.dataset.label} starts in the panel`).to.be.at.least(frame.left);
        expect(box.right, `${cell.dataset.label} ends in the panel`).to.be.at.most(frame.right + 0.5);
      }
      const amount = cellOf(first, 'Amount');
      expect(amount.scrollWidth, 'the amount is cut').to.be.at.most(amount.clientWidth);
      const product = cellOf(first, 'Product');
      expect(product.scrollWidth, 'the long name fits whole').to.be.greaterThan(product.clientWidth);
      expect(getComputedStyle(product).textOverflow).to.equal('ellipsis');
      expect(product.title).to.equal(longName);
      for (const id of ['Order ID', 'SKU'])
        expect(cellOf(first, id).scrollWidth, `${id} is cut`).to.be.at.most(cellOf(first, id).clientWidth);
    });

    it('on a phone makes each order a card: the amount first and larger, each value beside its header', async () => {
      await setViewport({ width: 390, height: 800 });
      const element = await ordersIn('100%');
      const scroller = element.shadowRoot!.querySelector<HTMLElement>('[role="region"]')!;
      expect(scroller.scrollWidth, 'the list scrolls sideways').to.be.at.most(scroller.clientWidth);
      const first = element.shadowRoot!.querySelector('tbody tr[part="row"]')!;
      const amount = cellOf(first, 'Amount');
      for (const header of ['Order ID', 'SKU', 'Product']) {
        const cell = cellOf(first, header);
        expect(getComputedStyle(cell, '::before').content, `${header}'s label`).to.contain(header);
        expect(amount.getBoundingClientRect().bottom, `the amount above ${header}`).to.be.at.most(
          cell.getBoundingClientRect().top + 0.5,
        );
      }
      expect(Number.parseFloat(getComputedStyle(amount).fontSize)).to.be.greaterThan(
        Number.parseFloat(getComputedStyle(cellOf(first, 'SKU')).fontSize),
      );
      expect(amount.getBoundingClientRect().right).to.be.at.most(element.getBoundingClientRect().right);
      expect(amount.getAttribute('role')).to.equal('cell');
      expect(rowsOf(element)[0]).to.deep.equal(['ORD-10271', 'ACM-TAP-106', longName, '$5,186.62']);
      await expectAccessible(element);
    });
  });

  it('passes axe', async () => {
    const element = document.createElement('orders-table');
    element.orders = preloaded;
    await fixture(element);
    await shadowText(element, 'td', 'ORD-100');
    await expectAccessible(element);
  });
});
