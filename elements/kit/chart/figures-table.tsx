import type { ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../ui/text-styles';

export interface FigureColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  /** The column that names each row: its cells are row headers. */
  rowHeader?: boolean;
  /** Long text (names) that may wrap, so the table fits its box before it has to scroll. */
  wrap?: boolean;
}

export interface FiguresTableProps<Row> {
  /** What the table holds, read first by screen readers; visually hidden unless `showCaption`. */
  caption: string;
  showCaption?: boolean;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Cells of a closing totals row, one per column. */
  footer?: readonly ReactNode[];
  emptyText?: string;
}

/**
 * A table wider than its box scrolls sideways, and says so: shadows appear at the edge that hides
 * columns (backgrounds attached to the scroller and to its content, the no-script way), and the
 * scroller takes the keyboard focus so arrow keys scroll it.
 */
const Scroller = styled.div`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  background:
    linear-gradient(to right, var(--cf-color-surface) 30%, transparent) left center / 40px 100% no-repeat local,
    linear-gradient(to left, var(--cf-color-surface) 30%, transparent) right center / 40px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, color-mix(in srgb, var(--cf-color-text) 30%, transparent), transparent) left center / 14px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, color-mix(in srgb, var(--cf-color-text) 30%, transparent), transparent) right center / 14px 100% no-repeat scroll;
  background-color: var(--cf-color-surface);

  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: -2px; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  caption {
    caption-side: top;
    text-align: left;
    padding: 0 var(--cf-table-inset, 14px) 8px;
    color: var(--cf-color-text-muted);
    font-size: 13px;
  }
  caption[data-hidden] {
    ${visuallyHidden}
  }
  th, td {
    padding: 9px 14px;
    text-align: left;
    border-bottom: 1px solid var(--cf-color-border);
    white-space: nowrap;
  }
  thead th {
    font-weight: 600;
    font-size: 12px;
    letter-spacing: 0.02em;
    color: var(--cf-color-text-muted);
    border-bottom-color: var(--cf-color-border);
  }
  tbody th { font-weight: 500; }
  tbody tr:hover > * { background: color-mix(in srgb, var(--cf-color-surface-raised) 70%, transparent); }
  tfoot > tr > * { font-weight: 600; border-bottom: none; border-top: 1px solid var(--cf-color-border); }
  tbody tr:last-child > * { border-bottom: none; }
  /* The first and last columns line up with the text of the box around the table. */
  tr > :first-child { padding-left: var(--cf-table-inset, 14px); }
  tr > :last-child { padding-right: var(--cf-table-inset, 14px); }
  [data-numeric] { text-align: right; }
  tbody [data-wrap] { white-space: normal; min-width: 10em; }
  td[data-empty] { color: var(--cf-color-text-muted); text-align: center; padding: 20px 14px; white-space: normal; }
`;

/**
 * A table of figures: a chart's table alternative, or a list the element shows as a table. The box
 * around it sets `--cf-table-inset` to line its outer columns up with its own padding.
 */
export function FiguresTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  footer,
  emptyText = 'Nothing to show.',
}: FiguresTableProps<Row>) {
  return (
    <Scroller role="region" aria-label={`${caption} (scrolls sideways)`} tabIndex={0} part="table-scroller">
      <Table part="table">
        <caption data-hidden={showCaption ? undefined : ''}>{caption}</caption>
        <thead>
          <tr part="header-row">
            {columns.map((column) => (
              <th key={column.header} scope="col" part="header-cell" data-numeric={column.numeric || undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} part="row">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.header}
                    scope="row"
                    part="cell"
                    data-numeric={column.numeric || undefined}
                    data-wrap={column.wrap || undefined}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.header}
                    part="cell"
                    data-numeric={column.numeric || undefined}
                    data-wrap={column.wrap || undefined}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td data-empty="" part="empty" colSpan={columns.length}>
                {emptyText}
              </td>
            </tr>
          )}
        </tbody>
        {footer && rows.length > 0 && (
          <tfoot>
            <tr part="footer-row">
              {footer.map((cell, index) => {
                const column = columns[index];
                return index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the footer's cells follow the columns.
                  <th key={index} scope="row" data-numeric={column?.numeric || undefined}>
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the footer's cells follow the columns.
                  <td key={index} data-numeric={column?.numeric || undefined}>
                    {cell}
                  </td>
                );
              })}
            </tr>
          </tfoot>
        )}
      </Table>
    </Scroller>
  );
}
