/** No rows, the same array every time: `remote.data ?? NO_ROWS` keeps the table's index. */
export const NO_ROWS: readonly never[] = [];

/** The first `limit` rows; a missing, zero or negative limit shows them all. */
export function limitRows<Row>(rows: readonly Row[], limit: number | undefined): readonly Row[] {
  return limit && limit > 0 ? rows.slice(0, Math.floor(limit)) : rows;
}
