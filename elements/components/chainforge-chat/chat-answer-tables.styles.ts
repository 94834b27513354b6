import { css } from 'styled-components';
import { scrollEdgeShades } from '../../kit/ui/scroll-edge-shades';
import { visuallyHidden } from '../../kit/ui/text-styles';

/**
 * An answer's tables (in a ChatTable's box). Wider than the conversation, a table scrolls sideways
 * with a scrollbar that stays visible and a shadow on each edge hiding more of it; in a narrow
 * conversation (a phone, a docked column) each row is a card of label and value pairs instead, as
 * on the dashboard's phone layout, since no row of columns fits.
 */
export const answerTables = css`
  .table-frame {
    --chat-table-edge: light-dark(rgb(16 24 40 / 0.18), rgb(0 0 0 / 0.6));
    position: relative;
    margin: 0.35em 0 0.75em;
    overflow: hidden;
    background: var(--chat-background);
    border: 1px solid var(--cf-color-border);
    border-radius: 10px;
    ${scrollEdgeShades('var(--chat-table-edge)')}
  }
  .table-scroll {
    margin: 0;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: thin;
    scrollbar-color: color-mix(in srgb, var(--cf-color-text) 40%, transparent) transparent;
  }
  .table-scroll:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: -2px; }
  table {
    width: max-content;
    min-width: 100%;
    border-collapse: collapse;
    font-size: 12.5px;
    line-height: 1.4;
    font-variant-numeric: tabular-nums;
  }
  th, td {
    max-width: 16em;
    padding: 6px 10px;
    text-align: start;
    vertical-align: top;
    overflow-wrap: break-word;
    border-bottom: 1px solid var(--cf-color-border);
  }
  th {
    font-weight: 600;
    color: var(--cf-color-text-muted);
    white-space: nowrap;
    background: color-mix(in srgb, var(--cf-color-text) 4%, transparent);
  }
  tbody tr:last-child td { border-bottom: 0; }
  tbody tr:nth-child(even) td { background: color-mix(in srgb, var(--cf-color-text) 2.5%, transparent); }

  @container chat-conversation (max-width: 480px) {
    table, thead, tbody, tr, th, td { display: block; }
    table { width: 100%; }
    /* The column headers stay for screen readers; each value shows its column's name. */
    thead { ${visuallyHidden} }
    tbody tr {
      display: grid;
      gap: 4px;
      padding: 10px 12px;
      border-bottom: 1px solid var(--cf-color-border);
    }
    tbody tr:last-child { border-bottom: 0; }
    tbody tr:nth-child(even) { background: color-mix(in srgb, var(--cf-color-text) 2.5%, transparent); }
    tbody td,
    tbody tr:nth-child(even) td {
      display: flex;
      justify-content: space-between;
      align-items: baseline;
      gap: 12px;
      max-width: none;
      padding: 0;
      text-align: end !important;
      background: none;
      border: 0;
    }
    td::before {
      content: attr(data-label) / '';
      flex: none;
      max-width: 45%;
      font-weight: 400;
      color: var(--cf-color-text-muted);
      text-align: start;
    }
    td:first-child { font-weight: 600; }
  }
`;
