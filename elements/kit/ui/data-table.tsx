import { memo, useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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
  type TableIndex,
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
  position: relative;
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

/**
 * What a cell looks like, shared by the table and its sizer so that the two measure alike. The
 * sizer's cells are divs laid out as a table, so that nothing looking for the table's th and td
 * finds them; they carry the cells' part names, so a page's `::part(cell)` sizes both. CSS of
 * an element that changes a cell's size selects `th, td, [data-cell]` for the same reason.
 */
const cellStyles = css`
  font-variant-numeric: tabular-nums;

  th, td, [data-cell] {
    box-sizing: border-box;
    padding: 10px 14px;
    text-align: left;
    white-space: nowrap;
  }
  th, [data-cell='head'] {
    font-weight: 600;
    font-size: 12px;
    letter-spacing: 0.02em;
    color: var(--cf-color-text-muted);
  }
  [data-numeric] { text-align: right; }
`;

/**
 * Why rows are grids and not table rows: a browser lays out a table as a whole, so moving or
 * hiding one row of 5,000 lays out all 5,000 again (measured: 270 to 800 ms a sort in Chromium).
 * Here each row is a grid on the same column template and, in a big table (`data-many`, see
 * KEY_BY_POSITION_FROM), has `content-visibility: auto`: only the rows in view are laid out, and a
 * sort costs what the visible rows cost. The column widths come from the sizer (a real, hidden
 * table of the widest rows), so the columns line up as a table's would. The table's roles are
 * explicit, as a changed display may drop the native ones; on paper it is a real table again,
 * with its header repeated on every page.
 */
const Table = styled.table`
  ${cellStyles}
  display: block;
  width: 100%;
  box-sizing: border-box;
  border-collapse: collapse;

  thead, tbody { display: block; }
  tr {
    display: grid;
    grid-template-columns: var(--cf-table-columns);
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    align-items: center;
    border-bottom: 1px solid var(--cf-color-border);
  }
  th, td {
    min-width: 0;
    /* Only a cell wider than the widest ones measured wraps; none is cut. */
    white-space: normal;
    overflow-wrap: anywhere;
  }
  thead tr { background: var(--cf-color-surface-raised); }
  /* Only big tables skip their rows out of view: small ones gain nothing, and stay whole in a
     full-page screenshot. */
  &[data-many] tbody tr {
    content-visibility: auto;
    contain-intrinsic-size: auto 41px;
  }
  tbody tr:last-child { border-bottom: none; }
  tbody tr[part='row']:hover { background: var(--cf-color-surface-raised); }


  @media print {
    display: table;
    min-width: 0 !important;
    font-size: 11px;

    thead { display: table-header-group; }
    tbody { display: table-row-group; }
    tr {
      display: table-row;
      content-visibility: visible;
      break-inside: avoid;
    }
    th, td {
      display: table-cell;
      padding: 5px 8px;
      border-bottom: 1px solid var(--cf-color-border);
    }
    th { border-bottom: 1.5px solid #000; }
    tbody tr:last-child td { border-bottom: 1px solid var(--cf-color-border); }
  }
`;

/** The hidden table the column widths are measured on: laid out like a table, never seen. */
const Sizer = styled.div`
  ${cellStyles}
  position: absolute;
  top: 0;
  left: 0;
  height: 0;
  overflow: hidden;
  visibility: hidden;
  pointer-events: none;

  [data-table] { display: table; width: max-content; }
  [data-row] { display: table-row; }
  [data-cell] { display: table-cell; }
  /* The room a header's sort arrow takes. */
  [data-arrow] { display: inline-block; width: 16px; }

  @media print { display: none; }
`;

const Message = styled.p`
  margin: 0;
  padding: 28px 16px;
  color: var(--cf-color-text-muted);
  text-align: center;
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
        <tr key={row} {...ROLES.row} aria-hidden="true" data-skeleton>
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders in fixed positions.
            <td key={column} {...ROLES.cell}>
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

/**
 * The table's roles, spelled out: with its display changed (see Table), Safari drops a table's
 * native semantics unless they are given as roles. Biome calls them redundant, as it cannot see
 * the CSS; they are spread in so that it does not ask to remove them.
 */
const ROLES = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  cell: { role: 'cell' },
} as const;
const numberFormat = new Intl.NumberFormat('en-US');

interface RowProps<Row> {
  row: Row;
  texts: readonly string[];
  columns: readonly Column<Row>[];
}

/**
 * From how many rows on the rows are keyed by their place in the table, not by their data. A new
 * order then writes new text into the rows already there instead of moving them: a moved row is
 * styled and laid out again, a row whose text changed only when it is in view (measured on 5,000
 * rows: about 50 ms against 200 to 600 ms). Smaller tables keep rows by their data, so that a
 * focused link stays with its row.
 */
const KEY_BY_POSITION_FROM = 200;

/** How many of each column's longest texts the sizer lays out. */
const WIDEST_PER_COLUMN = 8;

/**
 * A text's width in a proportional font, roughly, in ems: enough to tell which of a column's texts
 * are the widest (`ACM-STW-114` is wider than `ACM-LBL-108`, though as long).
 */
function estimatedWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (/[MWmw@%]/.test(char)) width += 0.9;
    else if (/[A-Z]/.test(char)) width += 0.7;
    else if (/[ilIjtf.,:;'|! ]/.test(char)) width += 0.3;
    else width += 0.58;
  }
  return width;
}

/**
 * The rows whose cells are likely the widest: each column's few widest distinct texts by that
 * estimate. A row that still proves wider than its column wraps; none is cut.
 */
function widestRows(texts: readonly (readonly string[])[], columnCount: number): number[] {
  const chosen = new Set<number>();
  for (let column = 0; column < columnCount; column++) {
    const widest = new Map<string, { position: number; width: number }>();
    let narrowest = -1;
    for (let position = 0; position < texts.length; position++) {
      const text = texts[position]![column]!;
      if (widest.has(text) || text.length * 0.9 < narrowest) continue;
      const width = estimatedWidth(text);
      if (width < narrowest) continue;
      widest.set(text, { position, width });
      if (widest.size > WIDEST_PER_COLUMN) {
        const [drop] = [...widest].reduce((a, b) => (b[1].width < a[1].width ? b : a));
        widest.delete(drop);
      }
      if (widest.size === WIDEST_PER_COLUMN) narrowest = Math.min(...[...widest.values()].map((kept) => kept.width));
    }
    for (const { position } of widest.values()) chosen.add(position);
  }
  return [...chosen].sort((a, b) => a - b);
}

/** Rows per block: the first block is drawn before the next paint (more than any screen shows). */
const BLOCK_ROWS = 200;
/** Blocks drawn in each task after the first: a few milliseconds of work, so input never waits long. */
const BLOCKS_PER_TASK = 2;

/**
 * The rows to draw, as blocks of row positions: a new order or filter is drawn from the top, the
 * first block before the next paint and the rest a few blocks per task, each block replacing
 * what its rows showed before. So the rows in view change at once and no task is long, in React
 * (whose useDeferredValue renders in slices but commits every row at once) and in preact/compat
 * (which defers nothing). A block that did not change keeps its array, so its rows are not even
 * compared again. `done` once every block is the new one. Rows keyed by their data (small tables)
 * are drawn at once: blocks would show one row in two places for a moment.
 */
function useProgressiveBlocks(
  rows: readonly number[],
  sliced: boolean,
): { blocks: readonly (readonly number[])[]; done: boolean } {
  const [state, setState] = useState<{ blocks: readonly (readonly number[])[]; of: readonly number[] | null }>({
    blocks: [],
    of: null,
  });
  // The blocks on screen when a change starts: the ones past the new end go in their turn too.
  const drawnCount = useRef(0);
  drawnCount.current = state.blocks.length;
  useLayoutEffect(() => {
    if (!sliced) return;
    const target: (readonly number[])[] = [];
    for (let start = 0; start < rows.length; start += BLOCK_ROWS) target.push(rows.slice(start, start + BLOCK_ROWS));
    const steps = Math.max(target.length, drawnCount.current);
    let count = 0;
    let cancelled = false;
    const step = () => {
      if (cancelled) return;
      count = Math.min(steps, count + (count === 0 ? 1 : BLOCKS_PER_TASK));
      const finished = count >= steps;
      setState((previous) => {
        if (finished) return { blocks: target, of: rows };
        const blocks: (readonly number[])[] = [];
        for (let index = 0; index < Math.max(target.length, previous.blocks.length); index++) {
          const block = index < count ? target[index] : previous.blocks[index];
          if (block) blocks.push(block);
        }
        return { blocks, of: null };
      });
      if (!finished) nextTask(step);
    };
    step();
    return () => {
      cancelled = true;
    };
  }, [rows, sliced]);
  if (!sliced) return { blocks: [rows], done: true };
  return { blocks: state.blocks, done: state.of === rows };
}

interface BlockProps<Row> {
  positions: readonly number[];
  /** The slot of the block's first row: rows are keyed by slot when `rowKey` is absent. */
  firstSlot: number;
  index: TableIndex<Row>;
  columns: readonly Column<Row>[];
  rowKey: ((row: Row) => string) | undefined;
}

/** A block of rows, drawn again only when its positions (or the data, or the columns) change. */
const RowBlock = memo(function RowBlock({ positions, firstSlot, index, columns, rowKey }: BlockProps<unknown>) {
  return (
    <>
      {positions.map((position, offset) => {
        const row = index.rows[position]!;
        return (
          <TableRow
            key={rowKey ? rowKey(row) : firstSlot + offset}
            row={row}
            texts={index.texts[position]!}
            columns={columns}
          />
        );
      })}
    </>
  );
}) as <Row>(props: BlockProps<Row>) => ReactNode;

/** Runs `work` in a task of its own, soon: after pending input, without setTimeout's 4 ms clamp. */
function nextTask(work: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => work();
  channel.port2.postMessage(null);
}

/** One row, drawn again only when its data changes: a new order only moves rows. */
const TableRow = memo(function TableRow({ row, texts, columns }: RowProps<unknown>) {
  return (
    <tr part="row" {...ROLES.row}>
      {columns.map((column, position) => (
        <td key={column.header} part="cell" {...ROLES.cell} data-numeric={column.numeric || undefined}>
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
  const keyByPosition = index.rows.length > KEY_BY_POSITION_FROM;
  const drawn = useProgressiveBlocks(shown, keyByPosition);
  const stale = shownSort !== wantedSort || shownFilter !== wantedFilter || !drawn.done;

  const scroller = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(scroller);

  const table = useRef<HTMLTableElement>(null);
  const sizer = useRef<HTMLDivElement>(null);
  const sampled = useMemo(() => widestRows(index.texts, columns.length), [index, columns.length]);
  // Before the first paint, and whenever the sizer's widths change (new rows, fonts, a part's style):
  // the measured widths become the rows' column template, shared out as a table would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new sampled rows, columns or arrows mean new widths.
  useLayoutEffect(() => {
    const measured = sizer.current;
    const target = table.current;
    if (!measured || !target) return;
    const apply = () => {
      const widths = [...measured.querySelectorAll("[data-cell='head']")].map((th) =>
        Math.ceil(th.getBoundingClientRect().width),
      );
      if (widths.length === 0 || widths.every((width) => width === 0)) return;
      target.style.setProperty('--cf-table-columns', widths.map((width) => `minmax(${width}px, ${width}fr)`).join(' '));
      target.style.minWidth = `${widths.reduce((sum, width) => sum + width, 0)}px`;
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(measured);
    return () => observer.disconnect();
  }, [sampled, columns, controls]);

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
            ref={table}
            part="table"
            {...ROLES.table}
            aria-label={label}
            aria-busy={status === 'loading' || stale}
            data-stale={stale || undefined}
            data-many={keyByPosition || undefined}
          >
            <thead {...ROLES.rowgroup}>
              <tr part="header-row" {...ROLES.row}>
                {columns.map((column) => {
                  const direction = wantedSort?.column === column.header ? wantedSort.direction : undefined;
                  return (
                    <th
                      key={column.header}
                      scope="col"
                      part="header-cell"
                      {...ROLES.columnheader}
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
            <tbody {...ROLES.rowgroup}>
              {drawn.blocks.map((positions, block) => (
                <RowBlock
                  // biome-ignore lint/suspicious/noArrayIndexKey: a block is its place in the table.
                  key={block}
                  positions={positions}
                  firstSlot={block * BLOCK_ROWS}
                  index={index}
                  columns={columns}
                  rowKey={keyByPosition ? undefined : rowKey}
                />
              ))}
              {status === 'loading' && total === 0 && <SkeletonRows columns={columns.length} />}
            </tbody>
          </Table>
        </Scroller>
      </ScrollArea>
      <Sizer inert aria-hidden="true">
        <div data-table ref={sizer}>
          <div data-row>
            {columns.map((column) => (
              <div key={column.header} part="header-cell" data-cell="head" data-numeric={column.numeric || undefined}>
                {column.header}
                {controls && <span data-arrow />}
              </div>
            ))}
          </div>
          {sampled.map((position) => (
            <div key={position} data-row>
              {columns.map((column, cell) => {
                const text = index.texts[position]![cell]!;
                return (
                  <div key={column.header} part="cell" data-cell data-numeric={column.numeric || undefined}>
                    {column.cell ? column.cell(index.rows[position]!, text) : text}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </Sizer>
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
