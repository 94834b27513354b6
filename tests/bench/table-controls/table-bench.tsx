// Runs in Chromium: 5,000 transactions in transactions-table with its controls, against the
// straightforward table a React developer would write (a real <table>, rows keyed by id and moved
// on a sort, sort and filter computed on the fly in the click or keystroke, no deferral). Each
// step is timed from the user's click or keystroke until its rows are on screen: the frame after
// they are in the DOM has been laid out.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Transaction } from '../../../elements/core/api-types';
import { formatDateTime, formatTransactionAmount } from '../../../elements/core/format';
import { filterOrder, indexRows, sortOrder, type QueryColumn } from '../../../elements/core/table-query';
import { themeDeclarations } from '../../../elements/kit/theme-tokens';
import '../../../elements/components/transactions-table/transactions-table';

const ROWS = 5000;
const TYPES = ['usage', 'credit', 'usage', 'refund'];
const transactions: Transaction[] = Array.from({ length: ROWS }, (_, n) => ({
  transaction_id: `txn_${(n * 7919).toString(36).padStart(8, '0')}`,
  created_at: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString(),
  transaction_type: TYPES[n % TYPES.length]!,
  amount: ((n * 7919) % 100_000) / 100,
}));

const amounts = transactions.map((row) => row.amount);
const lowest = formatTransactionAmount('usage', Math.min(...amounts));
const highest = formatTransactionAmount('usage', Math.max(...amounts));

const tick = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
/** Resolves once the browser has produced a frame: style, layout and paint done. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

interface Timing {
  /** Until the rows in view show the change. */
  first: number;
  /** Until every row is in place. */
  all: number;
}

async function timeUntil(act: () => void, firstDone: () => boolean, allDone: () => boolean): Promise<Timing> {
  const began = performance.now();
  act();
  while (!firstDone()) await tick();
  await nextFrame();
  const first = performance.now() - began;
  while (!allDone()) await tick();
  await nextFrame();
  return { first, all: performance.now() - began };
}

function container(): HTMLElement {
  document.body.replaceChildren();
  const box = document.createElement('div');
  box.style.cssText = `${themeDeclarations('dark')}; width: 1200px; font: 14px system-ui`;
  document.body.append(box);
  return box;
}

const setInput = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

// ---- The straightforward table, for reference ----
function PlainTable({ rows }: { rows: Transaction[] }) {
  const [sort, setSort] = useState<{ column: string; descending: boolean } | null>(null);
  const [filter, setFilter] = useState('');
  const text = (row: Transaction) => [
    row.transaction_id,
    formatDateTime(row.created_at),
    row.transaction_type,
    formatTransactionAmount(row.transaction_type, row.amount),
  ];
  const needle = filter.trim().toLowerCase();
  let shown = needle ? rows.filter((row) => text(row).join(' ').toLowerCase().includes(needle)) : rows;
  if (sort) {
    const column = ['ID', 'Date', 'Type', 'Amount'].indexOf(sort.column);
    shown = [...shown].sort((a, b) => {
      const order = sort.column === 'Amount' ? a.amount - b.amount : text(a)[column]!.localeCompare(text(b)[column]!);
      return sort.descending ? -order : order;
    });
  }
  return (
    <div>
      <input aria-label="Filter" value={filter} onChange={(event) => setFilter(event.currentTarget.value)} />
      <table>
        <thead>
          <tr>
            {['ID', 'Date', 'Type', 'Amount'].map((header) => (
              <th
                key={header}
                aria-sort={sort?.column === header ? (sort.descending ? 'descending' : 'ascending') : undefined}
              >
                <button
                  type="button"
                  onClick={() =>
                    setSort((current) => ({
                      column: header,
                      descending: current?.column === header && !current.descending,
                    }))
                  }
                >
                  {header}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.transaction_id} data-row>
              {text(row).map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns.
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface Subject {
  root: () => ParentNode;
  rows: () => number;
  sortButton: (header: string) => HTMLButtonElement;
  input: () => HTMLInputElement;
  settled: () => boolean;
  /** The cells of the first row in view. */
  firstRow: () => string[];
}

let subject: Subject | undefined;

const kit: Subject = {
  root: () => document.querySelector('transactions-table')!.shadowRoot!,
  rows: () => kit.root().querySelectorAll('tbody tr[part="row"]').length,
  sortButton: (header) =>
    [...kit.root().querySelectorAll<HTMLButtonElement>('[part="sort-button"]')].find(
      (button) => button.textContent === header,
    )!,
  input: () => kit.root().querySelector<HTMLInputElement>('[part="filter"]')!,
  settled: () => !kit.root().querySelector('table[data-stale]'),
  firstRow: () =>
    [...(kit.root().querySelector('tbody tr[part="row"]')?.querySelectorAll('td') ?? [])].map(
      (cell) => cell.textContent ?? '',
    ),
};

const plain: Subject = {
  root: () => document.body,
  rows: () => document.querySelectorAll('tbody tr[data-row]').length,
  sortButton: (header) =>
    [...document.querySelectorAll('th button')].find((b) => b.textContent === header) as HTMLButtonElement,
  input: () => document.querySelector('input')!,
  settled: () => true,
  firstRow: () =>
    [...(document.querySelector('tbody tr[data-row]')?.querySelectorAll('td') ?? [])].map(
      (cell) => cell.textContent ?? '',
    ),
};

let root: ReturnType<typeof createRoot> | undefined;

const bench = {
  async mountKit() {
    root?.unmount();
    const table = document.createElement('transactions-table');
    table.setAttribute('controls', '');
    table.setAttribute('show-id', '');
    table.transactions = transactions;
    container().append(table);
    subject = kit;
    while (kit.rows() !== ROWS) await tick();
    await nextFrame();
  },
  async mountPlain() {
    root?.unmount();
    root = createRoot(container());
    root.render(<PlainTable rows={transactions} />);
    subject = plain;
    while (plain.rows() !== ROWS) await tick();
    await nextFrame();
  },
  /** A click on Amount: every row changes place (ascending and descending in turn). */
  async sort() {
    const s = subject!;
    const direction = () => s.sortButton('Amount').closest('th')!.getAttribute('aria-sort');
    const expected = direction() === 'ascending' ? highest : lowest;
    const before = direction();
    return timeUntil(
      () => s.sortButton('Amount').click(),
      () => direction() !== before && s.firstRow()[3] === expected,
      () => direction() !== before && s.settled(),
    );
  },
  /** A keystroke that keeps a quarter of the rows. */
  async filter() {
    const s = subject!;
    return timeUntil(
      () => setInput(s.input(), 'credit'),
      () => s.firstRow()[2] === 'credit',
      () => s.settled() && s.rows() === ROWS / 4,
    );
  },
  async clear() {
    const s = subject!;
    return timeUntil(
      () => setInput(s.input(), ''),
      () => s.firstRow()[2] !== 'credit' || s.rows() > ROWS / 4,
      () => s.settled() && s.rows() === ROWS,
    );
  },
  /** How soon a keystroke reaches the screen (the box shows it) while the rows follow. */
  async keystroke() {
    const s = subject!;
    const began = performance.now();
    setInput(s.input(), 'usage');
    await nextFrame();
    const elapsed = performance.now() - began;
    while (!(s.settled() && s.rows() === ROWS / 2)) await tick();
    setInput(s.input(), '');
    while (!(s.settled() && s.rows() === ROWS)) await tick();
    await nextFrame();
    return elapsed;
  },
  /** The work without the DOM: sort and filter over the index (built once per data set). */
  query() {
    const columns: QueryColumn<Transaction>[] = [
      { id: 'ID', text: (row) => row.transaction_id },
      { id: 'Date', text: (row) => formatDateTime(row.created_at), sortValue: (row) => Date.parse(row.created_at) },
      { id: 'Type', text: (row) => row.transaction_type },
      {
        id: 'Amount',
        text: (row) => formatTransactionAmount(row.transaction_type, row.amount),
        sortValue: (row) => row.amount,
      },
    ];
    const index = indexRows(transactions, columns);
    index.sortKeys('Type');
    const began = performance.now();
    const order = sortOrder(index, { column: 'Type', direction: 'descending' });
    filterOrder(index, order, 'credit');
    return performance.now() - began;
  },
  /** The same without an index: texts formatted and lowercased inside the comparisons. */
  naiveQuery() {
    const text = (row: Transaction) => [
      row.transaction_id,
      formatDateTime(row.created_at),
      row.transaction_type,
      formatTransactionAmount(row.transaction_type, row.amount),
    ];
    const began = performance.now();
    const sorted = [...transactions].sort((a, b) => text(b)[2]!.localeCompare(text(a)[2]!));
    sorted.filter((row) => text(row).join(' ').toLowerCase().includes('credit'));
    return performance.now() - began;
  },
};

(window as unknown as { bench: typeof bench }).bench = bench;
