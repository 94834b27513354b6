import { useDeferredValue, useMemo, useState } from 'react';
import { filterOrder, indexRows, nextSort, sortOrder, type SortState } from '../../../core/table-query';
import { type Column, queryColumnsOf } from './column';
import { limitRows } from './rows';

/**
 * The rows the table shows and the sort and filter that chose them. Texts, haystacks and sort keys
 * are indexed once per data set, and a new sort or filter is applied in the background
 * (useDeferredValue), so typing and clicking stay immediate with thousands of rows. Without
 * controls the rows stay as they came.
 */
export function useTableQuery<Row>(
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  limit: number | undefined,
  controls: boolean,
) {
  const limited = useMemo(() => limitRows(rows, limit), [rows, limit]);
  const queryColumns = useMemo(() => queryColumnsOf(columns), [columns]);
  const index = useMemo(() => indexRows(limited, queryColumns), [limited, queryColumns]);

  const [sort, setSort] = useState<SortState | null>(null);
  const [filter, setFilter] = useState('');
  const wantedSort = controls ? sort : null;
  const wantedFilter = controls ? filter : '';
  const shownSort = useDeferredValue(wantedSort);
  const shownFilter = useDeferredValue(wantedFilter);
  const order = useMemo(() => sortOrder(index, shownSort), [index, shownSort]);
  const shown = useMemo(() => filterOrder(index, order, shownFilter), [index, order, shownFilter]);

  return {
    index,
    /** The rows' positions in the index, in the order shown. */
    shown,
    /** The sort asked for, which the headers show at once. */
    sort: wantedSort,
    sortBy: (header: string) => setSort((current) => nextSort(current, header)),
    /** The filter box's text. */
    filter,
    setFilter,
    /** The filter the shown rows answer, trimmed. */
    shownFilter: shownFilter.trim(),
    /** The shown rows do not answer the latest sort or filter yet. */
    behind: shownSort !== wantedSort || shownFilter !== wantedFilter,
  };
}
