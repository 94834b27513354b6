import styled from 'styled-components';

/** The cells' looks, by data attribute on plain spans (see transactions-table.styles.ts). */
export const CellStyles = styled.div`
  [data-order-id] {
    font-family: var(--cf-font-mono);
    font-size: 13px;
  }
`;
