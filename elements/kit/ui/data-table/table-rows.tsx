import { memo, type ReactNode } from 'react';
import type { TableIndex } from '../../../core/table-query';
import type { Column } from './column';
import { ROLES } from './roles';

/**
 * From how many rows on the rows are keyed by their place in the table, not by their data. A new
 * order then writes new text into the rows already there instead of moving them: a moved row is
 * styled and laid out again, a row whose text changed only when it is in view (measured on 5,000
 * rows: about 50 ms against 200 to 600 ms). Smaller tables keep rows by their data, so that a
 * focused link stays with its row.
 */
export const KEY_BY_POSITION_FROM = 200;

interface RowProps<Row> {
  row: Row;
  texts: readonly string[];
  columns: readonly Column<Row>[];
}

/** One row, drawn again only when its data changes: a new order only moves rows. */
const TableRow = memo(function TableRow({ row, texts, columns }: RowProps<unknown>) {
  return (
    <tr part="row" {...ROLES.row}>
      {columns.map((column, position) => (
        <td
          key={column.header}
          part="cell"
          {...ROLES.cell}
          data-numeric={column.numeric || undefined}
          data-wraps={column.wraps || undefined}
          data-prominent={column.prominent || undefined}
          // The header, shown beside the value when the row is a card (see the Table styles).
          data-label={column.header}
          // A text cut short to fit its column shows in full on hover; numbers and wrapping texts are never cut.
          title={column.numeric || column.wraps ? undefined : texts[position]}
        >
          {column.cell ? column.cell(row, texts[position]!) : texts[position]}
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: RowProps<Row>) => ReactNode;

interface BlockProps<Row> {
  positions: readonly number[];
  /** The slot of the block's first row: rows are keyed by slot when `rowKey` is absent. */
  firstSlot: number;
  index: TableIndex<Row>;
  columns: readonly Column<Row>[];
  rowKey: ((row: Row) => string) | undefined;
}

/** A block of rows, drawn again only when its positions (or the data, or the columns) change. */
export const RowBlock = memo(function RowBlock({ positions, firstSlot, index, columns, rowKey }: BlockProps<unknown>) {
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
