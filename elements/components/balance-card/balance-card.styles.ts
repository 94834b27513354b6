import styled from 'styled-components';
import { HeadlineFigure } from '../../kit/ui/card';

/**
 * The balance stays on one line at any card width: its text is sized against the figure's own
 * box, 32 px where the card has room and smaller in a narrow one (a tablet's two columns, a
 * builder's sidebar), down to 20 px, where a fixed size broke '$94,254.00' over two lines.
 */
export const BalanceFigure = styled(HeadlineFigure)`
  container-type: inline-size;
  color: var(--cf-color-primary);
  margin-bottom: 16px;

  span {
    display: block;
    font-size: clamp(20px, 12cqi, 32px);
  }
`;

export const SpendingTitle = styled.h3`
  margin: 0 0 6px;
  font-size: 13px;
  font-weight: 600;
  color: var(--cf-color-text-muted);
`;
