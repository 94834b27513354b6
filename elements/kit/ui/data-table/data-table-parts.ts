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
  toolbar: 'With `controls`: the row above the table holding the filter box, the count and the export button',
  filter: 'With `controls`: the filter box',
  count: 'With `controls`: the number of rows shown (`12 of 5,000 transactions`)',
  export: 'With `controls`: the "Export CSV" button',
  'sort-button': 'With `controls`: the button in each column header that sorts by it',
  'no-match': 'With `controls`: the line shown when no row matches the filter',
} as const;
