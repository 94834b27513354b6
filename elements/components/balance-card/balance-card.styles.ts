import styled from 'styled-components';
import { HeadlineFigure } from '../../kit/ui/card';

export const BalanceFigure = styled(HeadlineFigure)`
  font-size: 32px;
  color: var(--cf-color-primary);
  margin-bottom: 16px;
`;

export const SpendingTitle = styled.h3`
  margin: 0 0 6px;
  font-size: 13px;
  font-weight: 600;
  color: var(--cf-color-text-muted);
`;
