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
