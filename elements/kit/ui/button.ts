import styled, { css } from 'styled-components';
import { outlineButtonLook } from './outline-button-look';

/**
 * The one scale of button heights: `small` (32px) for quiet acts beside text, `medium` (36px) for a
 * page's acts and the top bar, `large` (40px) for a form's submit. Buttons in one row take one size,
 * so they line up; on touch screens every size grows to a finger's 44px. A button given no size keeps
 * the height of its text and padding (about 32px at 14px).
 */
export type ButtonSize = 'small' | 'medium' | 'large';

const HEIGHTS: Record<ButtonSize, number> = { small: 32, medium: 36, large: 40 };

export const buttonSize = (size: ButtonSize) => css`
  box-sizing: border-box;
  min-height: ${HEIGHTS[size]}px;
  @media (pointer: coarse) { min-height: 44px; }
`;

/** Every button of the kit when it cannot be pressed: faded, with the not-allowed cursor. */
export const disabledLook = css`
  &:disabled { cursor: not-allowed; opacity: 0.5; }
`;

/**
 * The quiet outlined button of every element and the dashboard, and the base of every other button
 * of the kit: one disabled look (faded, the not-allowed cursor, no hover change) and a focus ring in
 * the button's own colour (`--button-tone`, the primary colour unless a button says otherwise).
 * A button that changes on hover writes it as `&:hover:not(:disabled)`, so a disabled one stays still.
 */
export const OutlineButton = styled.button<{ $size?: ButtonSize }>`
  --button-tone: var(--cf-color-primary);
  ${outlineButtonLook}
  ${(props) => props.$size && buttonSize(props.$size)}

  &:hover:not(:disabled) { border-color: var(--button-tone); }
  &:focus-visible { outline: 2px solid var(--button-tone); outline-offset: 2px; }
  ${disabledLook}
`;

/** The act a screen is for, filled with the primary colour. */
export const PrimaryButton = styled(OutlineButton)`
  font-weight: 600;
  color: var(--cf-color-on-primary);
  background: var(--cf-color-primary);
  border-color: var(--cf-color-primary);

  &:hover:not(:disabled) { background: color-mix(in srgb, var(--cf-color-primary) 88%, var(--cf-color-text)); }
`;

/** A 32px square button holding only an icon (close, show password): borderless until hovered. */
export const IconButton = styled(OutlineButton)`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border-color: transparent;
  color: var(--cf-color-text-muted);

  &:hover:not(:disabled) {
    border-color: transparent;
    background: var(--cf-color-surface-raised);
    color: var(--cf-color-text);
  }
`;
