import styled from 'styled-components';

export const Card = styled.section`
  background: var(--cf-color-surface);
  border: 1px solid var(--cf-color-border);
  border-radius: var(--cf-radius);
  box-shadow: var(--cf-shadow);
  overflow: hidden;
`;

export const Body = styled.div`
  padding: 18px 20px 20px;
`;

export const Title = styled.h2`
  margin: 0 0 14px;
  font-size: 15px;
  font-weight: 600;
`;

export const BalanceLabel = styled.div`
  color: var(--cf-color-text-muted);
  font-size: 13px;
`;

export const BalanceFigure = styled.div`
  font-size: 32px;
  font-weight: 700;
  letter-spacing: -0.01em;
  font-variant-numeric: tabular-nums;
  color: var(--cf-color-primary);
  margin-bottom: 16px;
`;

export const SpendingTitle = styled.h3`
  margin: 0 0 6px;
  font-size: 13px;
  font-weight: 600;
  color: var(--cf-color-text-muted);
`;

export const SpendingList = styled.dl`
  margin: 0;

  div {
    display: flex;
    justify-content: space-between;
    padding: 6px 0;
    border-bottom: 1px solid var(--cf-color-border);
  }
  div:last-child { border-bottom: none; }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;
