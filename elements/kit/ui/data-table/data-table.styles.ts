import styled from 'styled-components';
import { printPalette } from '../print';
import { cellStyles } from './cell-styles';
import { visuallyHidden } from '../text-styles';

export const Frame = styled.div`
  position: relative;
  background: var(--cf-color-surface);
  border: 1px solid var(--cf-color-border);
  border-radius: var(--cf-radius);
  overflow: hidden;

  @media print {
    ${printPalette}
    border: none;
    border-radius: 0;
    overflow: visible;

    [part='toolbar'],
    [part='loading'] {
      display: none;
    }
  }
`;

/** A phone: each row becomes a card of label and value pairs, as no row of columns fits there. */
const PHONE = 'screen and (max-width: 519.98px)';

/**
 * Why rows are grids and not table rows: a browser lays out a table as a whole, so moving or
 * hiding one row of 5,000 lays out all 5,000 again (measured: 270 to 800 ms a sort in Chromium).
 * Here each row is a grid on the same column template and, in a big table (`data-many`, see
 * KEY_BY_POSITION_FROM), has `content-visibility: auto`: only the rows in view are laid out, and a
 * sort costs what the visible rows cost. The column widths come from the sizer (a real, hidden
 * table of the widest rows), so the columns line up as a table's would, and a text column too
 * long for a narrow box is cut short with an ellipsis (or wraps, in a column that `wraps`) before
 * the table has to scroll. The table's roles are explicit, as a changed display may drop the
 * native ones; on paper it is a real table again, with its header repeated on every page.
 */
export const Table = styled.table`
  ${cellStyles}
  display: block;
  width: 100%;
  box-sizing: border-box;
  border-collapse: collapse;

  thead, tbody { display: block; }
  tr {
    display: grid;
    grid-template-columns: var(--cf-table-columns);
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    align-items: center;
    border-bottom: 1px solid var(--cf-color-border);
  }
  th, td {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  td[data-wraps] {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  thead tr { background: var(--cf-color-surface-raised); }
  /* Only big tables skip their rows out of view: small ones gain nothing, and stay whole in a
     full-page screenshot. */
  &[data-many] tbody tr {
    content-visibility: auto;
    contain-intrinsic-size: auto 41px;
  }
  tbody tr:last-child { border-bottom: none; }
  tbody tr[part='row']:hover { background: var(--cf-color-surface-raised); }

  /* A card per row: the header of each value beside it (the cell's data-label, shown but not read
     out twice, as the cell's column header already names it), the prominent value first and
     larger. The headers stay in the table for screen readers; with controls they show as a row of
     sort buttons. */
  @media ${PHONE} {
    min-width: 0 !important;

    thead {
      ${visuallyHidden}
    }
    &[data-controls] thead {
      position: static;
      width: auto;
      height: auto;
      margin: 0;
      overflow: visible;
      clip-path: none;
    }
    &[data-controls] thead tr {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 4px 16px;
      padding: 8px 16px;
    }
    &[data-controls] thead tr::before {
      content: 'Sort by' / '';
      font-size: 12px;
      color: var(--cf-color-text-muted);
    }
    &[data-controls] th { padding: 4px 0; overflow: visible; }
    /* In a row of buttons every arrow follows its header, numbers or not. */
    &[data-controls] th svg { order: 1; }

    tbody tr {
      display: flex;
      flex-direction: column;
      align-items: stretch;
      gap: 6px;
      padding: 14px 16px;
    }
    &[data-many] tbody tr { contain-intrinsic-size: auto 110px; }
    tbody td {
      display: flex;
      align-items: baseline;
      justify-content: flex-end;
      gap: 6px;
      padding: 0;
      text-align: right;
      white-space: normal;
      overflow: visible;
      overflow-wrap: anywhere;
    }
    tbody td[data-label]::before {
      content: attr(data-label) / '';
      flex: none;
      margin-right: auto;
      padding-right: 16px;
      font-size: 13px;
      font-weight: 400;
      color: var(--cf-color-text-muted);
    }
    tbody td[data-prominent] {
      order: -1;
      font-size: 17px;
      font-weight: 600;
    }
  }

  @media print {
    display: table;
    min-width: 0 !important;
    font-size: 11px;

    thead { display: table-header-group; }
    tbody { display: table-row-group; }
    tr {
      display: table-row;
      content-visibility: visible;
      break-inside: avoid;
    }
    th, td {
      display: table-cell;
      padding: 5px 8px;
      white-space: normal;
      border-bottom: 1px solid var(--cf-color-border);
    }
    th { border-bottom: 1.5px solid #000; }
    tbody tr:last-child td { border-bottom: 1px solid var(--cf-color-border); }
  }
`;
