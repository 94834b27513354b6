/** The parts every table element exposes, for its meta. */
export const dataTableParts = {
  frame: 'The bordered box around the table',
  table: 'The table element',
  'header-row': 'The row of column headers',
  'header-cell': 'One column header',
  row: 'One data row',
  cell: 'One data cell',
  empty: 'The text shown when there are no rows',
  loading: 'The loading bar shown while rows are fetched',
  error: 'The failure message with its retry button',
  retry: 'The "Try again" button after a failure',
} as const;
