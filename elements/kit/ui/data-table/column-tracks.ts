/**
 * How narrow a long text column may get before the table scrolls (wider if its header needs it).
 * Short texts (ids, SKUs, types) are narrower than this and are never cut.
 */
const NARROWEST_TEXT_COLUMN = 120;

export interface ColumnTracksInput {
  columns: readonly { numeric?: boolean | undefined }[];
  /** Each column's measured width: its widest cell or header, whole. */
  widths: readonly number[];
  /** The room each header takes, which a column keeps however narrow the box. */
  headerWidths: readonly number[];
  /** The width of the table's box. */
  room: number;
}

/**
 * The columns' grid tracks and the table's least width. In a box wider than every measured width
 * the extra room is shared as a table would share it. In a narrower one the widest text columns
 * give up room first, down to a common width, their texts then cut short with an ellipsis (the
 * cell's title holds them whole) or, in a column that wraps, put on more lines; a numeric column
 * keeps its width, so an amount is never cut. Only when every text column is at its narrowest does the table scroll.
 */
export function columnTracks({ columns, widths, headerWidths, room }: ColumnTracksInput): {
  template: string;
  minWidth: number;
} {
  const narrowest = widths.map((width, position) =>
    columns[position]?.numeric ? width : Math.min(width, Math.max(NARROWEST_TEXT_COLUMN, headerWidths[position] ?? 0)),
  );
  const sizedAt = (level: number) =>
    widths.map((width, position) => Math.min(width, Math.max(level, narrowest[position]!)));
  const total = (sizes: readonly number[]) => sizes.reduce((sum, size) => sum + size, 0);
  // The highest common level the text columns may keep and still fit (a binary search: the
  // total only grows with the level).
  let low = 0;
  let high = Math.max(0, ...widths);
  while (low < high) {
    const level = Math.ceil((low + high) / 2);
    if (total(sizedAt(level)) <= room) low = level;
    else high = level - 1;
  }
  const sizes = sizedAt(low);
  return {
    template: sizes.map((size) => `minmax(${size}px, ${size}fr)`).join(' '),
    minWidth: total(sizes),
  };
}
