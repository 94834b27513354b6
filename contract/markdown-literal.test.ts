import { describe, expect, it } from 'vitest';
import { markdownLiteral } from './markdown-literal.ts';

describe('markdownLiteral', () => {
  it('escapes links, emphasis and table cell breaks', () => {
    expect(markdownLiteral('[Pay](https://evil.example) **x** | y')).toBe(
      '\\[Pay\\](https\\://evil.example) \\*\\*x\\*\\* \\| y',
    );
  });

  it('escapes HTML, code, entities, strikethrough, the escape itself and bare addresses', () => {
    expect(markdownLiteral('<b>`a`</b> &amp; ~~b~~ \\ www.evil.example me@evil.example _c_')).toBe(
      '\\<b\\>\\`a\\`\\</b\\> \\&amp; \\~\\~b\\~\\~ \\\\ www\\.evil.example me\\@evil.example \\_c\\_',
    );
  });

  it('turns line breaks and control characters into spaces', () => {
    expect(markdownLiteral('a\n- b\r\n# c\u0085d\u2028e\tf')).toBe('a - b  # c d e f');
  });

  it('leaves ordinary names as they are', () => {
    expect(markdownLiteral('Corrugated Box 12x12x12 (25 pk)')).toBe('Corrugated Box 12x12x12 (25 pk)');
    expect(markdownLiteral('STW-ACM-101')).toBe('STW-ACM-101');
  });
});
