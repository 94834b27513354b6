import { css } from 'styled-components';

/** How every text input and select answers the pointer and the focus, and shows a refused value. */
export const inputStates = css`
  &:hover { border-color: var(--cf-color-text-muted); }
  &:focus {
    outline: none;
    border-color: var(--cf-color-primary);
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--cf-color-primary) 28%, transparent);
  }
  &[aria-invalid='true'] { border-color: var(--cf-color-danger); }
`;
