/**
 * Sorting and filtering a table's rows, DOM-free. Everything that costs per row (the text each
 * cell shows, the lowercase text the filter searches, the keys a column sorts by) is computed once
 * per data set in indexRows, so that a click on a header or a key typed in the filter box only
 * compares what is already there: 5,000 rows sort and filter in a few milliseconds.
 */

export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  column: string;
  direction: SortDirection;
}

/** What a column sorts by: numbers numerically, text in natural order (`INV-9` before `INV-10`). */
export type SortValue = string | number;

export interface QueryColumn<Row> {
  /** Unique among the table's columns. */
  id: string;
  /** The text the cell shows: what the filter searches and the CSV export holds. */
  text: (row: Row) => string;
  /** What the column sorts by (a timestamp, an amount); the shown text when absent. */
  sortValue?: (row: Row) => SortValue;
}

export interface TableIndex<Row> {
  readonly rows: readonly Row[];
  readonly columns: readonly QueryColumn<Row>[];
  /** `texts[row][column]`: each cell's shown text. */
  readonly texts: readonly (readonly string[])[];
  /** Each row's shown texts, lowercased and joined, for the filter. */
  readonly haystacks: readonly string[];
  /** The sort keys of one column, computed on its first sort and kept. */
  sortKeys(columnId: string): readonly SortValue[];
}

/** Cells are joined with a character no one types, so a filter never matches across two cells. */
const CELL_SEPARATOR = '\u0000';

export function indexRows<Row>(rows: readonly Row[], columns: readonly QueryColumn<Row>[]): TableIndex<Row> {
  const texts = rows.map((row) => columns.map((column) => column.text(row)));
  const haystacks = texts.map((cells) => cells.join(CELL_SEPARATOR).toLowerCase());
  const keys = new Map<string, readonly SortValue[]>();
  return {
    rows,
    columns,
    texts,
    haystacks,
    sortKeys(columnId) {
      let columnKeys = keys.get(columnId);
      if (!columnKeys) {
        const index = columns.findIndex((column) => column.id === columnId);
        const column = columns[index];
        if (!column) throw new Error(`No column "${columnId}"`);
        columnKeys = column.sortValue ? rows.map(column.sortValue) : texts.map((cells) => cells[index]!);
        keys.set(columnId, columnKeys);
      }
      return columnKeys;
    },
  };
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Empty text and numbers that are no number (a date that did not parse) sort last either way. */
const isMissing = (value: SortValue) => (typeof value === 'number' ? Number.isNaN(value) : value === '');

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The row positions in display order. Unsorted, the rows keep the order they came in (the API's:
 * newest first). Equal keys keep that order too, in both directions, so a second click only turns
 * the distinct values around.
 */
export function sortOrder<Row>(index: TableIndex<Row>, sort: SortState | null): number[] {
  const order = index.rows.map((_, position) => position);
  if (!sort || !index.columns.some((column) => column.id === sort.column)) return order;
  const keys = index.sortKeys(sort.column);
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return order.sort((a, b) => {
    const left = keys[a]!;
    const right = keys[b]!;
    const leftMissing = isMissing(left);
    if (leftMissing !== isMissing(right)) return leftMissing ? 1 : -1;
    return sign * compareValues(left, right) || a - b;
  });
}

/** The filter as the rows are searched with it: trimmed and lowercased; empty matches every row. */
export function normalizeFilter(filter: string): string {
  return filter.trim().toLowerCase();
}

/** The positions of `order` whose shown text contains the filter, case-insensitively, in any cell. */
export function filterOrder<Row>(index: TableIndex<Row>, order: readonly number[], filter: string): readonly number[] {
  const needle = normalizeFilter(filter);
  if (!needle) return order;
  return order.filter((position) => index.haystacks[position]!.includes(needle));
}

/** A header click: a new column sorts ascending; the sorted column turns around. */
export function nextSort(current: SortState | null, column: string): SortState {
  if (current?.column === column && current.direction === 'ascending') return { column, direction: 'descending' };
  return { column, direction: 'ascending' };
}
