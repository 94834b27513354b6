import { describe, expect, it } from 'vitest';
import { html } from './html.ts';
import { popupResultPage } from './popup-result.ts';

describe('server-rendered pages', () => {
  it('escapes every interpolated value', () => {
    expect(html`<p title="${'"><script>'}">${'<b>&'}</p>`.value).toBe(
      '<p title="&quot;&gt;&lt;script&gt;">&lt;b&gt;&amp;</p>',
    );
  });

  it('keeps hostile text inside the popup result JSON and runs only the nonced script', () => {
    const hostile = '</script><script>alert(1)</script>\u2028';
    const { body, headers } = popupResultPage('http://127.0.0.1:5173', {
      error: { code: 'provider-failed', message: hostile },
    });
    expect(body).not.toContain('<script>alert(1)');
    const json = /<script type="application\/json" id="result">([\s\S]*?)<\/script>/.exec(body)![1]!;
    expect(JSON.parse(json)).toEqual({
      origin: 'http://127.0.0.1:5173',
      message: { error: { code: 'provider-failed', message: hostile } },
    });
    const nonce = /<script nonce="([^"]+)">/.exec(body)![1];
    expect(headers['Content-Security-Policy']).toContain(`script-src 'nonce-${nonce}'`);
  });
});
