import { expect, waitUntil } from '@open-wc/testing';
import { definitionsDuring, rowsOf, shadowText } from '../tests/wtr/helpers';
import type { IncomingOrder } from './core/api-types';
import { configure } from './core/config';
import { removeApiToken, setApiToken } from './core/token-storage';
import { loadElement } from './cdn';

const ELEMENT_TAGS = ['balance-card', 'orders-table', 'transactions-table'];

/** Element modules the page fetched: in this dev server every module is its own request. */
const fetchedElementCode = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter(
      (path) =>
        ELEMENT_TAGS.some((tag) => path.startsWith(`/elements/components/${tag}/`)) ||
        path.startsWith('/elements/kit/define-element'),
    );

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the CDN entry', () => {
  beforeEach(() => configure({ productApiUrl: '/fake-api/ok' }));

  it('loads no element code while the page uses no tag', async () => {
    await nextTask();
    expect(fetchedElementCode()).to.deep.equal([]);
    for (const tag of ELEMENT_TAGS) expect(customElements.get(tag), tag).to.equal(undefined);
  });

  it('loads and upgrades a tag added later, and only that one', async () => {
    // A signed-in member's card: without a token it shows the signed-out notice and asks nothing.
    setApiToken('cf_at_member');
    const card = document.createElement('balance-card');
    document.body.append(card);
    await shadowText(card, '[part="balance"]', '$1,234.50');
    expect(fetchedElementCode().some((path) => path.startsWith('/elements/components/balance-card/'))).to.equal(true);
    expect(fetchedElementCode().some((path) => path.startsWith('/elements/components/orders-table/'))).to.equal(false);
    expect(customElements.get('orders-table')).to.equal(undefined);
    card.remove();
    removeApiToken();
  });

  it('keeps a property the page set before the element code arrived', async () => {
    expect(customElements.get('orders-table')).to.equal(undefined);
    const orders: IncomingOrder[] = [
      { order_id: 'ORD-early', sku: 'SKU-1', product_name: 'Pallet wrap', order_amount: 120 },
    ];
    const table = document.createElement('orders-table');
    table.orders = orders;
    document.body.append(table);
    table.limit = 3;
    await customElements.whenDefined('orders-table');
    expect(table.orders).to.equal(orders);
    expect(table.limit).to.equal(3);
    await waitUntil(() => rowsOf(table)[0]?.[0] === 'ORD-early', 'the preloaded order was not shown');
    table.remove();
  });

  it('defines a tag once however often code asks for it', async () => {
    const defines = await definitionsDuring(async () => {
      const [first, second] = await Promise.all([loadElement('transactions-table'), loadElement('transactions-table')]);
      expect(second).to.equal(first);
      expect(await loadElement('transactions-table')).to.equal(first);
    });
    expect(defines).to.deep.equal(['transactions-table']);
  });
});
