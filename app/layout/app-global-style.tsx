import { createGlobalStyle } from 'styled-components';
import { themeDeclarations, type Theme } from '../../elements/kit/theme-tokens';

/** The dashboard page itself wears the same theme tokens as the elements it composes. */
export const AppGlobalStyle = createGlobalStyle<{ $theme: Theme }>`
  :root {
    ${({ $theme }) => themeDeclarations($theme)}
    color-scheme: ${({ $theme }) => $theme};
  }
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    background: var(--cf-color-background);
    color: var(--cf-color-text);
    font-family: var(--cf-font-family);
    font-size: 14px;
  }
  a { color: var(--cf-color-primary); }
  :focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; }

  /* Paper: black on white whatever the theme (the shell hides its bars itself). */
  @page { margin: 14mm 12mm; }
  @media print {
    :root {
      ${themeDeclarations('light')}
      --cf-color-background: #fff;
      --cf-color-text: #000;
      --cf-color-text-muted: #333;
      color-scheme: light;
    }
    body { background: #fff; color: #000; }
  }
`;
