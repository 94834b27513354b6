import styled from 'styled-components';
import { printPalette } from '../print';
import { cellStyles } from './cell-styles';

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

/**
 * Why rows are grids and not table rows: a browser lays out a table as a whole, so moving or
 * hiding one row of 5,000 lays out all 5,000 again (measured: 270 to 800 ms a sort in Chromium).
 * Here each row is a grid on the same column template and, in a big table (`data-many`, see
 * KEY_BY_POSITION_FROM), has `content-visibility: auto`: only the rows in view are laid out, and a
 * sort costs what the visible rows cost. The column widths come from the sizer (a real, hidden
 * table of the widest rows), so the columns line up as a table's would. The table's roles are
 * explicit, as a changed display may drop the native ones; on paper it is a real table again,
 * with its header repeated on every page.
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
    /* Only a cell wider than the widest ones measured wraps; none is cut. */
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
      border-bottom: 1px solid var(--cf-color-border);
    }
    th { border-bottom: 1.5px solid #000; }
    tbody tr:last-child td { border-bottom: 1px solid var(--cf-color-border); }
  }
`;
