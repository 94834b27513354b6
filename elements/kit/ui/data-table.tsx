import { memo, useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { toCsv } from '../../core/csv';
import {
  filterOrder,
  indexRows,
  nextSort,
  sortOrder,
  type QueryColumn,
  type SortState,
  type SortValue,
} from '../../core/table-query';
import type { RemoteStatus } from '../use-remote-data';
import { datedFileName, downloadText } from './download';
import { ErrorNotice } from './error-notice';
import { LoadingBar } from './loading-bar';
import { printPalette } from './print';
import { SortHeaderButton, TableToolbar } from './table-controls';
import { useScrollEdges } from './use-scroll-edges';

export interface Column<Row> {
  /** The header text; unique among the table's columns. */
  header: string;
  /** The text the cell shows: what the filter searches and the CSV export holds. */
  text: (row: Row) => string;
  /** How the cell is drawn (a colour, a link); the text as it is when absent. */
  cell?: (row: Row, text: string) => ReactNode;
  /** What the column sorts by (a timestamp, an amount); the text when absent. */
  sortValue?: (row: Row) => SortValue;
  /** Right-aligned; in the CSV export a plain number here stays a number. */
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  /** Keep the array the same between renders (a module constant, or memoised): rows are indexed by it. */
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  status: RemoteStatus;
  emptyText: string;
  errorText: string;
  onRetry: () => void;
  /** Shows only the first rows, as they came; with controls these are the rows sorted and filtered. */
  limit?: number | undefined;
  /** Sortable headers, a filter box with the count of rows shown, and CSV export of those rows. */
  controls?: boolean | undefined;
  /** One row and many, for the count: `['transaction', 'transactions']`. */
  noun?: readonly [one: string, other: string];
  /** The exported file's name before its date: `transactions` gives `transactions-2026-03-09.csv`. */
  exportName?: string;
}

const Frame = styled.div`
  background: var(--cf-color-surface);
  border: 1px solid var(--cf-color-border);
  border-radius: var(--cf-radius);
  overflow: hidden;

  @media print {
    ${printPalette}
    border: none;
    border-radius: 0;
    overflow: visible;

    [part='toolbar'],
    [part='loading'] {
      display: none;
    }
  }
`;

const edgeShade = css`
  content: '';
  position: absolute;
  top: 0;
  bottom: 0;
  z-index: 1;
  width: 20px;
  pointer-events: none;
  opacity: 0;
  transition: opacity 150ms ease;
`;

/** The scroll cue: a shadow along an edge that hides more of the table. */
const ScrollArea = styled.div`
  --cf-table-edge-shadow: rgb(0 0 0 / 0.55);
  position: relative;

  :host([theme='light']) & { --cf-table-edge-shadow: rgb(16 24 40 / 0.16); }

  &::before {
    ${edgeShade}
    left: 0;
    background: linear-gradient(to right, var(--cf-table-edge-shadow), transparent);
  }
  &::after {
    ${edgeShade}
    right: 0;
    background: linear-gradient(to left, var(--cf-table-edge-shadow), transparent);
  }
  &[data-more-start]::before,
  &[data-more-end]::after {
    opacity: 1;
  }

  @media print {
    &::before,
    &::after {
      display: none;
    }
  }
`;

const Scroller = styled.div`
  overflow-x: auto;
  overscroll-behavior-x: contain;

  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: -2px; }

  @media print { overflow: visible; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th, td {
    padding: 10px 14px;
    text-align: left;
    border-bottom: 1px solid var(--cf-color-border);
    white-space: nowrap;
  }
  th {
    font-weight: 600;
    font-size: 12px;
    letter-spacing: 0.02em;
    color: var(--cf-color-text-muted);
    background: var(--cf-color-surface-raised);
  }
  tbody tr:last-child td { border-bottom: none; }
  tbody tr[part='row']:hover td { background: var(--cf-color-surface-raised); }
  [data-numeric] { text-align: right; }

  /* While a new order or filter renders in the background, the old rows say they are stale. */
  tbody { transition: opacity 120ms ease 80ms; }
  &[data-stale] tbody { opacity: 0.6; }

  @media print {
    font-size: 11px;

    thead { display: table-header-group; }
    tr { break-inside: avoid; }
    th, td {
      padding: 5px 8px;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    th { border-bottom: 1.5px solid #000; }
    tbody tr:last-child td { border-bottom: 1px solid var(--cf-color-border); }
  }
`;

const Message = styled.p`
  margin: 0;
  padding: 28px 16px;
  color: var(--cf-color-text-muted);
  text-align: center;
  border-top: 1px solid var(--cf-color-border);
`;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Skeleton = styled.span`
  display: inline-block;
  height: 10px;
  border-radius: 5px;
  vertical-align: middle;
  background: linear-gradient(
      90deg,
      var(--cf-color-surface-raised) 30%,
      color-mix(in srgb, var(--cf-color-text) 10%, var(--cf-color-surface-raised)) 50%,
      var(--cf-color-surface-raised) 70%
    )
    0 0 / 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;

  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/** While the first rows load: the table's shape, so nothing jumps when they arrive. */
function SkeletonRows({ columns }: { columns: number }) {
  return (
    <>
      {[0, 1, 2].map((row) => (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a row is not focusable; its blank cells are not content.
        <tr key={row} aria-hidden="true" data-skeleton>
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders in fixed positions.
            <td key={column}>
              <Skeleton style={{ width: `${48 + ((row * 3 + column * 5) % 5) * 12}px` }} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

const ClearButton = styled.button`
  font: inherit;
  color: var(--cf-color-primary);
  background: none;
  border: 0;
  padding: 0 2px;
  margin-left: 6px;
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 2px;

  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; border-radius: 4px; }
`;

/** No rows, the same array every time: `remote.data ?? NO_ROWS` keeps the table's index. */
export const NO_ROWS: readonly never[] = [];
const numberFormat = new Intl.NumberFormat('en-US');

interface RowProps<Row> {
  row: Row;
  texts: readonly string[];
  columns: readonly Column<Row>[];
}

/** One row, drawn again only when its data changes: a new order only moves rows. */
const TableRow = memo(function TableRow({ row, texts, columns }: RowProps<unknown>) {
  return (
    <tr part="row">
      {columns.map((column, position) => (
        <td key={column.header} part="cell" data-numeric={column.numeric || undefined}>
          {column.cell ? column.cell(row, texts[position]!) : texts[position]}
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: RowProps<Row>) => ReactNode;

/**
 * The one table of every list element: its columns, loading bar, empty and failure states, a
 * scroll cue when it is wider than its box, and (opt-in) sorting, filtering and CSV export.
 * Every row is on the page: cell texts, filter haystacks and sort keys are computed once per data
 * set, and a new order or filter renders in the background (useDeferredValue), so typing and
 * clicking stay immediate with thousands of rows.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  status,
  emptyText,
  errorText,
  onRetry,
  limit,
  controls = false,
  noun = ['row', 'rows'],
  exportName,
}: DataTableProps<Row>) {
  const limited = useMemo(() => limitRows(rows, limit), [rows, limit]);
  const queryColumns = useMemo(
    () =>
      columns.map(
        (column): QueryColumn<Row> => ({ id: column.header, text: column.text, sortValue: column.sortValue }),
      ),
    [columns],
  );
  const index = useMemo(() => indexRows(limited, queryColumns), [limited, queryColumns]);

  const [sort, setSort] = useState<SortState | null>(null);
  const [filter, setFilter] = useState('');
  const wantedSort = controls ? sort : null;
  const wantedFilter = controls ? filter : '';
  const shownSort = useDeferredValue(wantedSort);
  const shownFilter = useDeferredValue(wantedFilter);
  const order = useMemo(() => sortOrder(index, shownSort), [index, shownSort]);
  const shown = useMemo(() => filterOrder(index, order, shownFilter), [index, order, shownFilter]);
  const stale = shownSort !== wantedSort || shownFilter !== wantedFilter;

  const scroller = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(scroller);

  const [one, other] = noun;
  const total = index.rows.length;
  const filtering = shownFilter.trim() !== '';
  const countText =
    status !== 'loaded'
      ? ''
      : filtering
        ? `${numberFormat.format(shown.length)} of ${numberFormat.format(total)} ${other}`
        : `${numberFormat.format(total)} ${total === 1 ? one : other}`;

  const exportShown = () => {
    const csv = toCsv(
      columns.map((column) => ({ header: column.header, numeric: column.numeric })),
      shown.map((position) => index.texts[position]!),
    );
    downloadText(datedFileName(exportName ?? other.replace(/\s+/g, '-'), 'csv'), csv, 'text/csv');
  };

  return (
    <Frame part="frame">
      {controls && (
        <TableToolbar
          filterLabel={`Filter ${label.toLowerCase()}`}
          filter={filter}
          onFilter={setFilter}
          countText={countText}
          canFilter={total > 0}
          canExport={status === 'loaded' && total > 0}
          onExport={exportShown}
        />
      )}
      {status === 'loading' && <LoadingBar label={`Loading ${label.toLowerCase()}`} />}
      <ScrollArea data-more-start={edges.start || undefined} data-more-end={edges.end || undefined}>
        {/* Focusable so keyboard users can scroll a table wider than its box. */}
        <Scroller ref={scroller} role="region" aria-label={`${label}, scrollable`} tabIndex={0}>
          <Table
            part="table"
            aria-label={label}
            aria-busy={status === 'loading' || stale}
            data-stale={stale || undefined}
          >
            <thead>
              <tr part="header-row">
                {columns.map((column) => {
                  const direction = wantedSort?.column === column.header ? wantedSort.direction : undefined;
                  return (
                    <th
                      key={column.header}
                      scope="col"
                      part="header-cell"
                      aria-sort={direction}
                      data-numeric={column.numeric || undefined}
                    >
                      {controls ? (
                        <SortHeaderButton
                          header={column.header}
                          direction={direction}
                          numeric={column.numeric === true}
                          onSort={() => setSort((current) => nextSort(current, column.header))}
                        />
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {shown.map((position) => {
                const row = index.rows[position]!;
                return <TableRow key={rowKey(row)} row={row} texts={index.texts[position]!} columns={columns} />;
              })}
              {status === 'loading' && total === 0 && <SkeletonRows columns={columns.length} />}
            </tbody>
          </Table>
        </Scroller>
      </ScrollArea>
      {/* Below the table, not in it: a table wider than its box would carry them out of view. */}
      {status === 'loaded' && total === 0 && <Message part="empty">{emptyText}</Message>}
      {status === 'loaded' && total > 0 && shown.length === 0 && (
        <Message part="no-match">
          No {other} match “{shownFilter.trim()}”.
          <ClearButton type="button" onClick={() => setFilter('')}>
            Clear filter
          </ClearButton>
        </Message>
      )}
      {status === 'error' && <ErrorNotice message={errorText} onRetry={onRetry} />}
    </Frame>
  );
}

/** The first `limit` rows; a missing, zero or negative limit shows them all. */
export function limitRows<Row>(rows: readonly Row[], limit: number | undefined): readonly Row[] {
  return limit && limit > 0 ? rows.slice(0, Math.floor(limit)) : rows;
}
