import { useMemo, useRef } from 'react';
import { toCsv } from '../../../../contract/csv';
import type { RemoteData } from '../../use-remote-data';
import { datedFileName, downloadText } from '../download';
import { ErrorNotice } from '../error-notice';
import { LoadingBar } from '../loading-bar';
import { SignedOutNotice, type SignedOutTextKey } from '../signed-out-notice';
import type { Column } from './column';
import { ColumnSizer, useColumnTemplate } from './column-sizer';
import { countText } from './count-text';
import { Frame, Table } from './data-table.styles';
import { HeaderRow } from './header-row';
import { ROLES } from './roles';
import { ScrollCue } from './scroll-cue';
import { SkeletonRows } from './skeleton-rows';
import { TableToolbar } from './table-controls';
import { Message, NoMatchMessage } from './table-messages';
import { KEY_BY_POSITION_FROM, RowBlock } from './table-rows';
import { BLOCK_ROWS, useProgressiveBlocks } from './use-progressive-blocks';
import { useTableQuery } from './use-table-query';
import { widestRows } from './widest-rows';

export type { Column } from './column';
export { limitRows, NO_ROWS } from './rows';

/** What the table shows of a load: its state, what a failure says, and the way to try again. */
export type TableRemote = Pick<RemoteData<unknown>, 'status' | 'failureMessage' | 'retry'>;

const AT_HAND: TableRemote = { status: 'loaded', failureMessage: '', retry: () => {} };

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  /** Keep the array the same between renders (a module constant, or memoised): rows are indexed by it. */
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The load the rows come from, as useRemoteData gives it; rows already at hand need none. */
  remote?: TableRemote | undefined;
  emptyText: string;
  /** What the table says in its frame while nobody is signed in (a `signed-out` load). */
  signedOutText?: SignedOutTextKey | undefined;
  /** Shows only the first rows, as they came; with controls these are the rows sorted and filtered. */
  limit?: number | undefined;
  /** Sortable headers, a filter box with the count of rows shown, and CSV export of those rows. */
  controls?: boolean | undefined;
  /** One row and many, for the count: `['transaction', 'transactions']`. */
  noun?: readonly [one: string, other: string];
  /** The exported file's name before its date: `transactions` gives `transactions-2026-03-09.csv`. */
  exportName?: string;
}

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
  remote = AT_HAND,
  emptyText,
  signedOutText,
  limit,
  controls = false,
  noun = ['row', 'rows'],
  exportName,
}: DataTableProps<Row>) {
  const { status } = remote;
  const query = useTableQuery(columns, rows, limit, controls);
  const { index, shown } = query;
  const keyByPosition = index.rows.length > KEY_BY_POSITION_FROM;
  const drawn = useProgressiveBlocks(shown, keyByPosition);
  const stale = query.behind || !drawn.done;

  const table = useRef<HTMLTableElement>(null);
  const sizer = useRef<HTMLDivElement>(null);
  const sampled = useMemo(() => widestRows(index.texts, columns.length), [index, columns.length]);
  useColumnTemplate(sizer, table, { sampled, columns, controls });

  const other = noun[1];
  const total = index.rows.length;
  if (status === 'signed-out' && signedOutText) {
    // In the table's frame, where the rows will show once the visitor signs in.
    return (
      <Frame part="frame">
        <SignedOutNotice textKey={signedOutText} />
      </Frame>
    );
  }

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
          filter={query.filter}
          onFilter={query.setFilter}
          countText={countText({ status, filter: query.shownFilter, shownCount: shown.length, total, noun })}
          canFilter={total > 0}
          canExport={status === 'loaded' && total > 0}
          onExport={exportShown}
        />
      )}
      {status === 'loading' && <LoadingBar label={`Loading ${label.toLowerCase()}`} />}
      <ScrollCue label={label}>
        <Table
          ref={table}
          part="table"
          {...ROLES.table}
          aria-label={label}
          aria-busy={status === 'loading' || stale}
          data-stale={stale || undefined}
          data-many={keyByPosition || undefined}
          data-controls={controls || undefined}
        >
          <thead {...ROLES.rowgroup}>
            <HeaderRow columns={columns} controls={controls} sort={query.sort} onSort={query.sortBy} />
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
      </ScrollCue>
      <ColumnSizer sizerRef={sizer} columns={columns} index={index} sampled={sampled} controls={controls} />
      {/* Below the table, not in it: a table wider than its box would carry them out of view. */}
      {status === 'loaded' && total === 0 && <Message part="empty">{emptyText}</Message>}
      {status === 'loaded' && total > 0 && shown.length === 0 && (
        <NoMatchMessage rowsName={other} filter={query.shownFilter} onClear={() => query.setFilter('')} />
      )}
      {status === 'error' && <ErrorNotice message={remote.failureMessage} onRetry={remote.retry} />}
    </Frame>
  );
}
