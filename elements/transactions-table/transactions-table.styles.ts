import styled from 'styled-components';

export const Amount = styled.span<{ $credit: boolean }>`
  font-weight: 600;
  color: ${({ $credit }) => ($credit ? 'var(--cf-color-success)' : 'inherit')};
`;

export const Id = styled.span`
  font-family: var(--cf-font-mono);
  font-size: 12px;
  color: var(--cf-color-text-muted);
`;
