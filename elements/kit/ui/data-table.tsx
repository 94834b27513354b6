import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RemoteStatus } from '../use-remote-data';
import { ErrorNotice } from './error-notice';
import { LoadingBar } from './loading-bar';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  status: RemoteStatus;
  emptyText: string;
  errorText: string;
  onRetry: () => void;
}

const Frame = styled.div`
  background: var(--cf-color-surface);
  border: 1px solid var(--cf-color-border);
  border-radius: var(--cf-radius);
  overflow: hidden;
`;

const Scroller = styled.div`
  overflow-x: auto;

  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: -2px; }
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
  tbody tr:hover td { background: var(--cf-color-surface-raised); }
  [data-numeric] { text-align: right; }
`;

const Message = styled.td`
  color: var(--cf-color-text-muted);
  text-align: center !important;
  padding: 24px 14px !important;
`;

/** The one table of every list element: its columns, loading bar, empty and failure states. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  status,
  emptyText,
  errorText,
  onRetry,
}: DataTableProps<Row>) {
  return (
    <Frame part="frame">
      {status === 'loading' && <LoadingBar label={`Loading ${label.toLowerCase()}`} />}
      {/* Focusable so keyboard users can scroll a table wider than its box. */}
      <Scroller role="region" aria-label={`${label}, scrollable`} tabIndex={0}>
        <Table part="table" aria-label={label} aria-busy={status === 'loading'}>
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
                {columns.map((column) => (
                  <td key={column.header} part="cell" data-numeric={column.numeric || undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
            {status === 'loaded' && rows.length === 0 && (
              <tr>
                <Message part="empty" colSpan={columns.length}>
                  {emptyText}
                </Message>
              </tr>
            )}
            {status === 'error' && (
              <tr>
                <td colSpan={columns.length}>
                  <ErrorNotice message={errorText} onRetry={onRetry} />
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      </Scroller>
    </Frame>
  );
}

/** The first `limit` rows; a missing, zero or negative limit shows them all. */
export function limitRows<Row>(rows: readonly Row[], limit: number | undefined): readonly Row[] {
  return limit && limit > 0 ? rows.slice(0, Math.floor(limit)) : rows;
}
