import styled from 'styled-components';
import { cardSurface } from '../../kit/ui/card';

export const Panel = styled.section`
  box-sizing: border-box;
  width: min(400px, 100%);
  margin: 0 auto;
  padding: 28px 28px 24px;
  ${cardSurface}

  @media (max-width: 480px) { padding: 22px 18px 20px; }
`;

export const Heading = styled.h1`
  margin: 0 0 6px;
  font-size: 20px;
  font-weight: 650;
  letter-spacing: -0.01em;
`;

export const Lead = styled.p`
  margin: 0 0 20px;
  color: var(--cf-color-text-muted);
  font-size: 14px;
  line-height: 1.5;
  overflow-wrap: anywhere;
`;
