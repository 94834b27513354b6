import styled from 'styled-components';
import { IconButton } from '../ui/button';
import { PHONE_BREAKPOINT, PHONE_SHEET } from './phone-sheet';

const PANEL_WIDTHS = { default: '420px', wide: '760px' } as const;

/**
 * A column: the heading and the notices stay where they are, the body scrolls under them when
 * the content is taller than the screen.
 */
export const Panel = styled.dialog<{ $size: keyof typeof PANEL_WIDTHS; $sheet: boolean; $inline: boolean }>`
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

  /* Only an open dialog is laid out: a closed one keeps the browser's display: none. */
  &[open] {
    display: flex;
    flex-direction: column;
  }

  /* Focused only when it holds nothing tabbable; the ring would frame the whole screen. */
  &:focus { outline: none; }

  &::backdrop {
    background: rgb(6 8 12 / 0.6);
    backdrop-filter: blur(2px);
  }

  ${({ $inline }) =>
    $inline
      ? `
    display: flex;
    flex-direction: column;
    position: relative;
    width: min(${PANEL_WIDTHS.default}, 100%);
    max-height: none;
    box-shadow: var(--cf-shadow);
  `
      : ''}

  ${({ $inline, $sheet }) => (!$inline && $sheet ? PHONE_SHEET : '')}
`;

export const Header = styled.div`
  flex: none;
  display: grid;
  gap: 4px;
  padding: 24px 24px 0;

  @media (width < ${PHONE_BREAKPOINT}) { padding: 20px 20px 0; }
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

/** Under the heading, in line with it; takes no room while there is nothing to say. */
export const Notices = styled.div`
  flex: none;
  padding: 16px 24px 0;

  &:empty { display: none; }
  @media (width < ${PHONE_BREAKPOINT}) { padding: 12px 20px 0; }
`;

export const CloseButton = styled(IconButton)`
  position: absolute;
  top: 18px;
  right: 16px;
`;

export const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  overscroll-behavior: contain;
  padding: 20px 24px 24px;

  @media (width < ${PHONE_BREAKPOINT}) { padding: 16px 20px 24px; }
`;
