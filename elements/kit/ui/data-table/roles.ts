/**
 * The table's roles, spelled out: with its display changed (see the Table styles), Safari drops a
 * table's native semantics unless they are given as roles. Biome calls them redundant, as it cannot
 * see the CSS; they are spread in so that it does not ask to remove them.
 */
export const ROLES = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  cell: { role: 'cell' },
} as const;
