// Runs in Chromium: mounts the same components through the kit (custom elements) and as plain
// React children of one root, and reports how long each took until everything was in the DOM.
import { createRoot } from 'react-dom/client';
import type { AccountBalance, IncomingOrder } from '../../../elements/core/api-types';
import { BalanceCard } from '../../../elements/components/balance-card/balance-card.component';
import '../../../elements/components/balance-card/balance-card';
import { OrdersTable } from '../../../elements/components/orders-table/orders-table.component';
import '../../../elements/components/orders-table/orders-table';
import { themeDeclarations } from '../../../elements/kit/theme-tokens';

const balance: AccountBalance = {
  current_balance: 1234.5,
  current_month_spend: 10,
  last_month_spend: 20,
  year_to_date_spend: 30,
};
const orders: IncomingOrder[] = Array.from({ length: 5000 }, (_, index) => ({
  order_id: `ORD-${index}`,
  sku: `SKU-${index % 97}`,
  product_name: `Product ${index % 131}`,
  order_amount: (index * 7.13) % 5000,
}));

const yieldToBrowser = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** A few turns of the event loop: long enough for React and preact to render what is scheduled. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 3; turn++) await yieldToBrowser();
}

async function timeUntil(start: () => void, done: () => boolean): Promise<number> {
  const began = performance.now();
  start();
  while (!done()) await yieldToBrowser();
  void document.body.offsetHeight;
  return performance.now() - began;
}

function freshContainer(): HTMLElement {
  document.body.replaceChildren();
  const container = document.createElement('div');
  container.style.cssText = themeDeclarations('dark');
  document.body.append(container);
  return container;
}

const host = document.body;

const scenarios = {
  async kitCards(count: number) {
    const container = freshContainer();
    // The previous run's cards unmount first, outside the time, as the plain run unmounts its root.
    await settle();
    return timeUntil(
      () => {
        for (let index = 0; index < count; index++) {
          const card = document.createElement('balance-card');
          card.balance = balance;
          container.append(card);
        }
      },
      // Roots render in the order they were created: once the last has, check them all once.
      () =>
        Boolean(container.lastElementChild?.shadowRoot?.querySelector('[part="balance"]')) &&
        [...container.children].every((card) => card.shadowRoot?.querySelector('[part="balance"]')),
    );
  },
  async reactCards(count: number) {
    const container = freshContainer();
    const root = createRoot(container);
    const time = await timeUntil(
      () =>
        root.render(cardNumbers(count).map((n) => <BalanceCard key={n} balance={balance} host={host} theme="dark" />)),
      () => container.querySelectorAll('[part="balance"]').length === count,
    );
    root.unmount();
    return time;
  },
  async kitTable(rows: number) {
    const container = freshContainer();
    await settle();
    return timeUntil(
      () => {
        const table = document.createElement('orders-table');
        table.orders = orders.slice(0, rows);
        container.append(table);
      },
      () => container.querySelector('orders-table')?.shadowRoot?.querySelectorAll('tr[part="row"]').length === rows,
    );
  },
  async reactTable(rows: number) {
    const container = freshContainer();
    const root = createRoot(container);
    const time = await timeUntil(
      () => root.render(<OrdersTable orders={orders.slice(0, rows)} host={host} theme="dark" />),
      () => container.querySelectorAll('tr[part="row"]').length === rows,
    );
    root.unmount();
    return time;
  },
};

(window as unknown as { bench: typeof scenarios }).bench = scenarios;

/** Keys for identical cards that never move. */
function cardNumbers(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index + 1);
}
