import { css } from 'styled-components';
import { themeDeclarations } from '../theme-tokens';

/**
 * Paper is white whatever the theme on screen: inside `@media print`, a container wears the light
 * theme's tokens with black text, and sets its own colour (the host's was resolved in the screen
 * theme and would be inherited as it is).
 */
export const printPalette = css`
  ${themeDeclarations('light')}
  --cf-color-background: #fff;
  --cf-color-surface: #fff;
  --cf-color-surface-raised: #fff;
  --cf-color-text: #000;
  --cf-color-text-muted: #333;
  --cf-color-border: #bbb;
  --cf-shadow: none;
  color: #000;
  background: #fff;
`;
