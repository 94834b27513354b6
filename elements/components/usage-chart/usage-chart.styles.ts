import styled from 'styled-components';

export const Headline = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: 12px;
  margin: 0 0 18px;

  div {
    padding: 10px 12px;
    border-radius: 10px;
    background: var(--cf-color-surface-raised);
  }
  dt {
    color: var(--cf-color-text-muted);
    font-size: 12px;
  }
  dd {
    margin: 2px 0 0;
    font-size: 18px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export const Warning = styled.span`
  color: var(--cf-color-danger);
`;
