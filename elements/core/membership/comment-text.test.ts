import { describe, expect, it } from 'vitest';
import { commentHtmlFromText } from './comment-text';

describe('commentHtmlFromText', () => {
  it('keeps typed markup as text, breaks lines and blocks, and links addresses', () => {
    expect(commentHtmlFromText('Hi <b>there</b>\nsee https://a.example/x?y=1&z=2.\n\n\nBye')).toBe(
      '<p>Hi &lt;b&gt;there&lt;/b&gt;<br>see <a href="https://a.example/x?y=1&amp;z=2">https://a.example/x?y=1&amp;z=2</a>.</p><p>Bye</p>',
    );
  });

  it('links only http and https addresses', () => {
    expect(commentHtmlFromText('javascript:alert(1) (http://b.example)')).toBe(
      '<p>javascript:alert(1) (<a href="http://b.example">http://b.example</a>)</p>',
    );
  });
});
