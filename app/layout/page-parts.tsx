import styled from 'styled-components';
import { flexRow } from '../../elements/kit/ui/layout';
import { cardSurface } from '../../elements/kit/ui/card';

export const PageTitle = styled.h1`
  font-size: 22px;
  margin: 4px 0 20px;
  letter-spacing: -0.01em;
`;

/** A page's box around one of our elements: the same surface, border and shadow as the cards. */
export const Panel = styled.section`
  min-width: 0;
  ${cardSurface}
  padding: 16px 20px 20px;

  @media (max-width: 720px) { padding: 14px 12px 16px; }
`;

export const PanelHeader = styled.div`
  ${flexRow({ gap: '4px 12px', align: 'baseline', spread: true })}
  margin-bottom: 12px;

  h2 { font-size: 15px; font-weight: 600; margin: 0; }
  h2 a { color: inherit; }
`;

export const Muted = styled.p`
  color: var(--cf-color-text-muted);
  margin: 0;
`;
