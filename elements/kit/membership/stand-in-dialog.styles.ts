import styled, { css } from 'styled-components';
import { PHONE_BREAKPOINT, PHONE_SHEET } from '../dialog/phone-sheet';

/** The membership dialog's surface: its width, border and colours. */
const surface = css`
  box-sizing: border-box;
  margin: auto;
  padding: 24px;
  border: 1px solid var(--cf-color-border);
  border-radius: var(--cf-radius);
  background: var(--cf-color-surface);
  color: var(--cf-color-text);
`;

/**
 * The frame of a modal whose code is still on its way: the membership dialog's size, surface and
 * backdrop (on a phone, its full-screen sheet), so the modal replaces it without the page jumping.
 */
export const StandInPanel = styled.dialog`
  ${surface}
  width: min(420px, calc(100vw - 32px));
  max-width: none;
  box-shadow: 0 24px 64px -12px rgb(0 0 0 / 0.45);

  &:focus { outline: none; }

  &::backdrop {
    background: rgb(6 8 12 / 0.6);
    backdrop-filter: blur(2px);
  }

  ${PHONE_SHEET}
  @media (width < ${PHONE_BREAKPOINT}) {
    &[open] {
      display: grid;
      align-content: center;
    }
  }
`;

/** The same surface in the page's flow, for a modal shown `inline`. */
export const InlineStandInPanel = styled.section`
  ${surface}
  position: relative;
  width: min(420px, 100%);
  box-shadow: var(--cf-shadow);
`;
