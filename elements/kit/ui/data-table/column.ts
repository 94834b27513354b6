import type { ReactNode } from 'react';
import type { QueryColumn, SortValue } from '../../../core/table-query';

export interface Column<Row> {
  /** The header text; unique among the table's columns. */
  header: string;
  /** The text the cell shows: what the filter searches and the CSV export holds. */
  text: (row: Row) => string;
  /** How the cell is drawn (a colour, a link); the text as it is when absent. */
  cell?: (row: Row, text: string) => ReactNode;
  /** What the column sorts by (a timestamp, an amount); the text when absent. */
  sortValue?: (row: Row) => SortValue;
  /** Right-aligned and never cut short; in the CSV export a plain number here stays a number. */
  numeric?: boolean;
  /**
   * When the box is too narrow for the column's texts, they wrap onto more lines instead of being
   * cut short: for values a person reads whole (a date and time, a file name, an email address).
   */
  wraps?: boolean;
  /** On a phone, where each row is a card, this value heads the card in a larger type (the amount). */
  prominent?: boolean;
}

/** The columns as the query index knows them: a column is named by its header. */
export function queryColumnsOf<Row>(columns: readonly Column<Row>[]): QueryColumn<Row>[] {
  return columns.map(
    (column): QueryColumn<Row> => ({ id: column.header, text: column.text, sortValue: column.sortValue }),
  );
}
