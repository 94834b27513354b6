import styled from 'styled-components';
import { IconButton } from '../ui/button';

/** Below this width a dialog fills the screen as a sheet. */
const SHEET_BREAKPOINT = '520px';

const PANEL_WIDTHS = { default: '420px', wide: '760px' } as const;

export const Panel = styled.dialog<{ $size: keyof typeof PANEL_WIDTHS; $inline: boolean }>`
  box-sizing: border-box;
  width: min(${(props) => PANEL_WIDTHS[props.$size]}, calc(100vw - 32px));
  max-width: none;
  max-height: calc(100dvh - 32px);
  margin: auto;
  padding: 0;
  overflow: auto;
  overscroll-behavior: contain;
  border: 1px solid var(--cf-color-border);
  border-radius: var(--cf-radius);
  background: var(--cf-color-surface);
  color: var(--cf-color-text);
  box-shadow: 0 24px 64px -12px rgb(0 0 0 / 0.45);

  /* Focused only when it holds nothing tabbable; the ring would frame the whole screen. */
  &:focus { outline: none; }

  &::backdrop {
    background: rgb(6 8 12 / 0.6);
    backdrop-filter: blur(2px);
  }

  ${({ $inline }) =>
    $inline
      ? `
    display: block;
    position: relative;
    width: min(${PANEL_WIDTHS.default}, 100%);
    max-height: none;
    box-shadow: var(--cf-shadow);
  `
      : `
    @media (width < ${SHEET_BREAKPOINT}) {
      width: 100%;
      height: 100%;
      max-height: none;
      border: none;
      border-radius: 0;
      box-shadow: none;
    }
  `}
`;

export const Header = styled.div`
  display: grid;
  gap: 4px;
  padding: 24px 24px 0;

  @media (width < ${SHEET_BREAKPOINT}) { padding: 20px 20px 0; }
`;

/** The right padding keeps the heading clear of the close button in the corner. */
export const Heading = styled.h2`
  margin: 0;
  padding-right: 32px;
  font-size: 18px;
  font-weight: 600;
  line-height: 1.35;
  letter-spacing: -0.01em;
`;

export const Description = styled.p`
  margin: 0;
  color: var(--cf-color-text-muted);
`;

export const CloseButton = styled(IconButton)`
  position: absolute;
  top: 18px;
  right: 16px;
`;

export const Body = styled.div`
  padding: 20px 24px 24px;

  @media (width < ${SHEET_BREAKPOINT}) { padding: 16px 20px 24px; }
`;
