import styled from 'styled-components';

export const OrderId = styled.span`
  font-family: var(--cf-font-mono);
  font-size: 13px;
`;
