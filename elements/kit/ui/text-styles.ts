import { css } from 'styled-components';

/** A small uppercase label over a group of items (a section of a sidebar, a panel's heading). */
export const overline = css`
  color: var(--cf-color-text-muted);
  font-size: 11px;
  font-weight: 650;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

/** A list read as items, not as a bulleted text. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A button read as its text (a title that folds its panel, an entry of a list): no border or fill,
 * the surrounding font and text colour, aligned to the start like the text around it.
 */
export const bareButton = css`
  font: inherit;
  color: var(--cf-color-text);
  text-align: start;
  background: transparent;
  border: 0;
  cursor: pointer;
`;

/** Out of sight but still read by screen readers: a name or heading that sighted people get from the layout. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** A lead or a hint beside controls: muted, wrapping anywhere so a long URL or key never overflows. */
export const mutedParagraph = css`
  margin: 0;
  color: var(--cf-color-text-muted);
  font-size: 14px;
  line-height: 1.5;
  overflow-wrap: anywhere;
`;
