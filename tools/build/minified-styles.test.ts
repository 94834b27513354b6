import { describe, expect, it } from 'vitest';
import { minifiedCss, withMinifiedStyles } from './minified-styles';

describe('the CSS of styled-components templates in a build', () => {
  it('loses its comments and the white space around braces, semicolons and values', () => {
    expect(minifiedCss('\n  display: grid; /* two columns */\n  gap: 20px;\n\n  > * { grid-column: span 4; }\n')).toBe(
      ' display:grid;gap:20px;> *{grid-column:span 4;}',
    );
  });

  it('keeps quoted text, selectors, media queries and the space before an interpolation as written', () => {
    expect(minifiedCss("  content: '  two  spaces ';\n  a:hover  span { color: red; }\n")).toBe(
      " content: '  two  spaces ';a:hover span{color:red;}",
    );
    expect(minifiedCss('\n  @media (max-width: 720px) {\n    margin: 0 ')).toBe(' @media (max-width:720px){margin:0 ');
  });

  it('leaves a piece with a line comment alone, which joined lines would let swallow a declaration', () => {
    const piece = '\n  // spacing\n  gap: 4px;\n';
    expect(minifiedCss(piece)).toBe(piece);
    expect(minifiedCss('  background: url(https://example.com/a.png);\n')).toBe(
      ' background:url(https://example.com/a.png);',
    );
  });

  it("changes only styled-components' templates in a module", () => {
    const source = [
      "import styled, { css, keyframes } from 'styled-components';",
      'const spin = keyframes`\n  to { transform: rotate(360deg); }\n`;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a module's source text is what is minified here.
      'const Card = styled.div<{ $gap: number }>`\n  display: grid;\n  gap: ${({ $gap }) => $gap}px;\n`;',
      'const Wide = styled(Card).attrs({ role: "region" })`\n  width: 100%;\n`;',
      'const raised = css`\n  box-shadow: 0 1px 2px black;\n`;',
      'const text = html`\n  <p>  kept  </p>\n`;',
    ].join('\n');
    const built = withMinifiedStyles(source, 'card.ts');
    expect(built).toContain('keyframes`to{transform:rotate(360deg);}`');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the built module's source text.
    expect(built).toContain('styled.div<{ $gap: number }>`display:grid;gap: ${({ $gap }) => $gap}px;`');
    expect(built).toContain('.attrs({ role: "region" })`width:100%;`');
    expect(built).toContain('css`box-shadow:0 1px 2px black;`');
    expect(built).toContain('html`\n  <p>  kept  </p>\n`');
  });
});
