import { describe, expect, it } from 'vitest';
import { filterOrder, indexRows, nextSort, normalizeFilter, sortOrder, type QueryColumn } from './table-query';

interface Row {
  id: string;
  when: string;
  amount: number;
  note: string;
}

const rows: Row[] = [
  { id: 'INV-10', when: '2026-03-05T09:00:00Z', amount: 12.5, note: 'Usage' },
  { id: 'INV-9', when: '2026-03-01T09:00:00Z', amount: -3, note: 'refund' },
  { id: 'INV-11', when: 'not a date', amount: 250, note: '' },
  { id: 'INV-2', when: '2026-03-09T09:00:00Z', amount: 12.5, note: 'usage' },
];

const columns: QueryColumn<Row>[] = [
  { id: 'ID', text: (row) => row.id },
  { id: 'When', text: (row) => row.when.slice(0, 10), sortValue: (row) => Date.parse(row.when) },
  { id: 'Amount', text: (row) => `$${row.amount.toFixed(2)}`, sortValue: (row) => row.amount },
  { id: 'Note', text: (row) => row.note },
];

const ids = (order: readonly number[]) => order.map((position) => rows[position]!.id);

describe('table index', () => {
  it('holds each cell text and a lowercase haystack per row', () => {
    const index = indexRows(rows, columns);
    expect(index.texts[0]).toEqual(['INV-10', '2026-03-05', '$12.50', 'Usage']);
    expect(index.haystacks[0]).toBe('inv-10\u00002026-03-05\u0000$12.50\u0000usage');
  });

  it('computes a column’s sort keys once, on its first sort', () => {
    let calls = 0;
    const counted = [
      {
        id: 'Amount',
        text: (row: Row) => String(row.amount),
        sortValue: (row: Row) => {
          calls++;
          return row.amount;
        },
      },
    ];
    const index = indexRows(rows, counted);
    expect(calls).toBe(0);
    sortOrder(index, { column: 'Amount', direction: 'ascending' });
    sortOrder(index, { column: 'Amount', direction: 'descending' });
    expect(calls).toBe(rows.length);
  });
});

describe('sorting', () => {
  const index = indexRows(rows, columns);

  it('keeps the rows in their own order when nothing is sorted (or the column is gone)', () => {
    expect(ids(sortOrder(index, null))).toEqual(['INV-10', 'INV-9', 'INV-11', 'INV-2']);
    expect(ids(sortOrder(index, { column: 'Gone', direction: 'ascending' }))).toEqual([
      'INV-10',
      'INV-9',
      'INV-11',
      'INV-2',
    ]);
  });

  it('sorts text in natural order, case-insensitively', () => {
    expect(ids(sortOrder(index, { column: 'ID', direction: 'ascending' }))).toEqual([
      'INV-2',
      'INV-9',
      'INV-10',
      'INV-11',
    ]);
    expect(ids(sortOrder(index, { column: 'ID', direction: 'descending' }))).toEqual([
      'INV-11',
      'INV-10',
      'INV-9',
      'INV-2',
    ]);
  });

  it('sorts numbers numerically, keeping equal ones in their own order both ways', () => {
    expect(ids(sortOrder(index, { column: 'Amount', direction: 'ascending' }))).toEqual([
      'INV-9',
      'INV-10',
      'INV-2',
      'INV-11',
    ]);
    expect(ids(sortOrder(index, { column: 'Amount', direction: 'descending' }))).toEqual([
      'INV-11',
      'INV-10',
      'INV-2',
      'INV-9',
    ]);
  });

  it('puts what has no value (an unparsable date, empty text) last in both directions', () => {
    expect(ids(sortOrder(index, { column: 'When', direction: 'ascending' }))).toEqual([
      'INV-9',
      'INV-10',
      'INV-2',
      'INV-11',
    ]);
    expect(ids(sortOrder(index, { column: 'When', direction: 'descending' }))).toEqual([
      'INV-2',
      'INV-10',
      'INV-9',
      'INV-11',
    ]);
    expect(ids(sortOrder(index, { column: 'Note', direction: 'descending' })).at(-1)).toBe('INV-11');
  });

  it('turns a header click into ascending, then descending, then ascending again', () => {
    const first = nextSort(null, 'Amount');
    expect(first).toEqual({ column: 'Amount', direction: 'ascending' });
    const second = nextSort(first, 'Amount');
    expect(second).toEqual({ column: 'Amount', direction: 'descending' });
    expect(nextSort(second, 'Amount')).toEqual(first);
    expect(nextSort(second, 'ID')).toEqual({ column: 'ID', direction: 'ascending' });
  });
});

describe('filtering', () => {
  const index = indexRows(rows, columns);
  const all = sortOrder(index, null);

  it('matches any cell’s shown text, case-insensitively, trimmed', () => {
    expect(ids(filterOrder(index, all, '  USAGE '))).toEqual(['INV-10', 'INV-2']);
    expect(ids(filterOrder(index, all, 'nothing like it'))).toEqual([]);
    expect(ids(filterOrder(index, all, '$250'))).toEqual(['INV-11']);
    expect(ids(filterOrder(index, all, '03-09'))).toEqual(['INV-2']);
  });

  it('searches the shown text, not the data behind it', () => {
    expect(ids(filterOrder(index, all, 'T09:00'))).toEqual([]);
  });

  it('never matches across two cells', () => {
    expect(ids(filterOrder(index, all, '05 $12'))).toEqual([]);
  });

  it('keeps the given order, and every row for an empty filter', () => {
    const sorted = sortOrder(index, { column: 'ID', direction: 'descending' });
    expect(ids(filterOrder(index, sorted, 'inv-1'))).toEqual(['INV-11', 'INV-10']);
    expect(filterOrder(index, sorted, '   ')).toBe(sorted);
    expect(normalizeFilter(' AbC ')).toBe('abc');
  });
});

describe('5,000 rows', () => {
  it('are indexed, sorted and filtered without a per-comparison cost', () => {
    const many = Array.from({ length: 5000 }, (_, n) => ({
      id: `INV-${n}`,
      when: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString(),
      amount: (n * 7.13) % 500,
      note: n % 3 ? 'usage' : 'credit',
    }));
    const index = indexRows(many, columns);
    const order = sortOrder(index, { column: 'Amount', direction: 'descending' });
    expect(order).toHaveLength(5000);
    const amounts = order.map((position) => many[position]!.amount);
    expect(amounts.every((amount, n) => n === 0 || amounts[n - 1]! >= amount)).toBe(true);
    expect(filterOrder(index, order, 'credit')).toHaveLength(1667);
  });
});
