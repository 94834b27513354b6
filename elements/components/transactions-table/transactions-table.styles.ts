import styled from 'styled-components';

/**
 * The cells' looks, by data attribute on plain spans: a styled component in every cell would be
 * a component render per cell, 20,000 of them when 5,000 rows are sorted.
 */
export const CellStyles = styled.div`
  [data-id] {
    font-family: var(--cf-font-mono);
    font-size: 12px;
    color: var(--cf-color-text-muted);
  }
  [data-amount] { font-weight: 600; }
  [data-amount][data-credit] { color: var(--cf-color-success); }
`;
