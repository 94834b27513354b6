import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { IncomingOrder } from '../core/api-types';
import { configure } from '../core/config';
import { expectAccessible, rowsOf, shadowQuery, shadowText } from '../../tests/wtr/helpers';
import './orders-table';

const preloaded: IncomingOrder[] = Array.from({ length: 6 }, (_, index) => ({
  order_id: `ORD-${100 + index}`,
  sku: `SKU-${index}`,
  product_name: `Product <b>${index}</b>`,
  order_amount: 1000.5 + index,
}));

describe('orders-table', () => {
  beforeEach(() => configure({ productApiUrl: '/fake-api/ok' }));

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

  it('passes axe', async () => {
    const element = document.createElement('orders-table');
    element.orders = preloaded;
    await fixture(element);
    await shadowText(element, 'td', 'ORD-100');
    await expectAccessible(element);
  });
});
