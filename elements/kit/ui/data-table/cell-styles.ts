import { css } from 'styled-components';

/**
 * What a cell looks like, shared by the table and its sizer so that the two measure alike. The
 * sizer's cells are divs laid out as a table, so that nothing looking for the table's th and td
 * finds them; they carry the cells' part names, so a page's `::part(cell)` sizes both. CSS of
 * an element that changes a cell's size selects `th, td, [data-cell]` for the same reason.
 */
export const cellStyles = css`
  font-variant-numeric: tabular-nums;

  th, td, [data-cell] {
    box-sizing: border-box;
    padding: 10px 14px;
    text-align: left;
    white-space: nowrap;
  }
  th, [data-cell='head'] {
    font-weight: 600;
    font-size: 12px;
    letter-spacing: 0.02em;
    color: var(--cf-color-text-muted);
  }
  [data-numeric] { text-align: right; }
`;
