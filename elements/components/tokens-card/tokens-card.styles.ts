import styled from 'styled-components';

export const Projection = styled.div`
  margin-top: 14px;
  padding: 12px 14px;
  border-radius: 10px;
  background: var(--cf-color-surface-raised);

  strong {
    display: block;
    font-size: 22px;
    font-variant-numeric: tabular-nums;
    color: var(--cf-color-secondary);
  }
  p {
    margin: 4px 0 0;
    color: var(--cf-color-text-muted);
    font-size: 13px;
    line-height: 1.45;
  }
`;

export const TotalRow = styled.div`
  dt, dd { font-weight: 700; }
`;
