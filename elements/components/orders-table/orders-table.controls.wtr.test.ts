import { expect, fixture, waitUntil } from '@open-wc/testing';
import type { IncomingOrder } from '../../core/api-types';
import { expectAccessible, rowsOf, shadowText } from '../../../tests/wtr/helpers';
import {
  ariaSorts,
  columnBecomes,
  countText,
  exportCsv,
  sortButton,
  typeFilter,
} from '../../kit/ui/data-table/data-table.test-helpers';
import './orders-table';

const orders: IncomingOrder[] = [
  { order_id: 'ORD-9', sku: 'SKU-B', product_name: 'Label Printer', order_amount: 349.99 },
  { order_id: 'ORD-10', sku: '-SKU-A', product_name: 'Pallet Wrap, 20"', order_amount: 120 },
  { order_id: 'ORD-11', sku: 'SKU-C', product_name: 'Cold Chain Sensor', order_amount: 2150 },
];

async function table(attributes = 'controls') {
  const element = document.createElement('orders-table');
  for (const name of attributes.split(' ').filter(Boolean)) element.setAttribute(name, '');
  element.orders = orders;
  await fixture(element);
  await waitUntil(() => rowsOf(element).length === 3, 'the orders did not appear');
  return element;
}

describe('orders-table controls', () => {
  it('sort by order ID in natural order, and by amount as a number', async () => {
    const element = await table();
    sortButton(element, 'Order ID').click();
    await columnBecomes(element, 0, ['ORD-9', 'ORD-10', 'ORD-11']);
    sortButton(element, 'Amount').click();
    await columnBecomes(element, 3, ['$120.00', '$349.99', '$2,150.00']);
    sortButton(element, 'Amount').click();
    await columnBecomes(element, 3, ['$2,150.00', '$349.99', '$120.00']);
    expect(ariaSorts(element)).to.deep.equal({ Amount: 'descending' });
  });

  it('filter on SKU and product, with the count', async () => {
    const element = await table();
    expect(countText(element)).to.equal('3 orders');
    await typeFilter(element, 'sku-c');
    await columnBecomes(element, 0, ['ORD-11']);
    expect(countText(element)).to.equal('1 of 3 orders');
    await typeFilter(element, 'PALLET');
    await columnBecomes(element, 0, ['ORD-10']);
    await typeFilter(element, 'zzz');
    await shadowText(element, '[part="no-match"]', 'No orders match “zzz”.');
  });

  it('export the orders shown', async () => {
    const element = await table();
    sortButton(element, 'Product').click();
    await columnBecomes(element, 0, ['ORD-11', 'ORD-9', 'ORD-10']);
    const file = await exportCsv(element);
    expect(file.name).to.match(/^incoming-orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.text).to.equal(
      '\uFEFFOrder ID,SKU,Product,Amount\r\n' +
        'ORD-11,SKU-C,Cold Chain Sensor,"$2,150.00"\r\n' +
        'ORD-9,SKU-B,Label Printer,$349.99\r\n' +
        // A SKU that starts with a minus is text, and stays text.
        `ORD-10,'-SKU-A,"Pallet Wrap, 20""",$120.00\r\n`,
    );
  });

  it('passes axe with its controls', async () => {
    const element = await table();
    sortButton(element, 'SKU').click();
    await waitUntil(() => ariaSorts(element).SKU === 'ascending');
    await expectAccessible(element);
  });
});
