import { css } from 'styled-components';

const edgeShade = css`
  content: '';
  position: absolute;
  top: 0;
  bottom: 0;
  z-index: 1;
  width: 20px;
  pointer-events: none;
  opacity: 0;
  transition: opacity 150ms ease;
`;

/**
 * A shadow along each side of a box whose content scrolls sideways, shown on the side where
 * useScrollEdges finds content hidden (the box's `data-more-start`, `data-more-end`): the cue that
 * there is more to scroll to. The box must be positioned; `shadow` is the shadow's colour.
 */
export const scrollEdgeShades = (shadow: string) => css`
  &::before {
    ${edgeShade}
    left: 0;
    background: linear-gradient(to right, ${shadow}, transparent);
  }
  &::after {
    ${edgeShade}
    right: 0;
    background: linear-gradient(to left, ${shadow}, transparent);
  }
  &[data-more-start]::before,
  &[data-more-end]::after {
    opacity: 1;
  }
`;
