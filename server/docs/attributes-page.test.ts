import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XRAY_CATALOGUE, type XrayCatalogueEntry } from '../../contract/xray-catalogue.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { attributesPage } from './attributes-page.ts';
import { safeHref, safeHtml } from './safe-html.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const idsIn = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);

describe('GET /docs/attributes', () => {
  it('answers the attribute reference as an HTML page with the product security headers', async () => {
    const answer = await fetch(`${server.url}/docs/attributes`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await answer.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Attribute reference · Chain Forge Elements</title>');
  });

  it('has one anchor per catalogue entry, where its documentation link points', async () => {
    const html = await (await fetch(`${server.url}/docs/attributes`)).text();
    const ids = idsIn(html);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of XRAY_CATALOGUE) {
      const [path, anchor] = entry.documentationLink.split('#');
      expect(path).toBe('/docs/attributes');
      expect(ids).toContain(anchor);
      expect(html).toContain(`<article id="${entry.id}" class="entry ${entry.type}">`);
    }
    expect(html.match(/<article /g)).toHaveLength(XRAY_CATALOGUE.length);
  });

  it('shows each entry: its title, attribute, description, message and help', async () => {
    const html = await (await fetch(`${server.url}/docs/attributes`)).text();
    const article = (id: string) =>
      html.slice(html.indexOf(`<article id="${id}"`), html.indexOf('</article>', html.indexOf(`<article id="${id}"`)));
    expect(article('plan-add')).toContain('<code class="name">data-ms-plan:add</code>');
    expect(article('form-login')).toContain('<code class="name">data-ms-form=&quot;login&quot;</code>');
    expect(article('broken-plan-suffix')).toContain(
      '<q>The {attribute} attribute&#39;s suffix is incorrect (e.g. :add, :update, :remove).</q>',
    );
    expect(article('misplaced-install-code')).toContain('move it into &lt;head&gt;.');
    expect(article('price-remove')).toContain('<summary>Removing paid and free plans</summary>');
    expect(article('form-forgot-password')).toContain('<a href="/dev/mailbox">development mailbox</a>');
    expect(article('ready-for-signup')).toContain('<h3><a class="anchor" href="#ready-for-signup"');
  });

  it('is styled for light and dark, with no script', async () => {
    const html = await (await fetch(`${server.url}/docs/attributes`)).text();
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).not.toMatch(/<script|<[^>]*\son\w+=/i);
  });

  it('answers with a trailing slash and to HEAD too', async () => {
    expect((await fetch(`${server.url}/docs/attributes/`)).status).toBe(200);
    const head = await fetch(`${server.url}/docs/attributes`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('the attribute reference, built from any catalogue', () => {
  it('escapes what the allow-list does not let through', () => {
    const hostile: XrayCatalogueEntry = {
      id: 'x"><script>alert(1)</script>',
      type: 'error',
      title: '<img src=x onerror=alert(1)>',
      description: '<p onclick="alert(1)">Hi <script>alert(2)</script><a href="javascript:alert(3)">link</a></p>',
      message: '<b>{attribute}</b>',
      helpItems: [{ title: '<i>t</i>', description: '<iframe src="https://evil.example"></iframe><em>ok</em>' }],
      documentationLink: '/docs/attributes#x',
    };
    const html = attributesPage([hostile]);
    // Attribute values emptied: what is left is tags and text.
    expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<script|<img|<iframe|<b>|<i>|<[^>]*\son\w+=|javascript:/i);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<p>Hi alert(2)<a>link</a></p>');
    expect(html).toContain('<em>ok</em>');
  });
});

describe('safeHtml', () => {
  it('keeps the allowed tags without their attributes, and the text', () => {
    expect(
      safeHtml('<p class="a" onclick="x()">A <strong>b</strong> <em>c</em> <code>d</code></p><ul><li>e</li></ul><br/>'),
    ).toBe('<p>A <strong>b</strong> <em>c</em> <code>d</code></p><ul><li>e</li></ul><br>');
  });

  it('drops other tags and escapes stray markup characters', () => {
    expect(safeHtml('<div><script>alert(1)</script></div>')).toBe('alert(1)');
    expect(safeHtml('a < b > c & d &amp; &lt;form&gt; &#39; &#x41;')).toBe(
      'a &lt; b &gt; c &amp; d &amp; &lt;form&gt; &#39; &#x41;',
    );
    expect(safeHtml('<p title="a>b">x</p>')).toBe('<p>x</p>');
    expect(safeHtml('<<script>script>alert(1)<</script>/script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(safeHtml('<!-- <p>x</p> -->')).toBe('&lt;!-- <p>x</p> --&gt;');
  });

  it('closes what is left open and drops stray closing tags', () => {
    expect(safeHtml('<p><strong>x</p>y</em>')).toBe('<p><strong>x</strong></p>y');
    expect(safeHtml('<ul><li>a')).toBe('<ul><li>a</li></ul>');
  });

  it('keeps http(s), same-site and anchor links only', () => {
    expect(safeHtml('<a href="https://x.example/a?b=1&amp;c=2" target="_blank">x</a>')).toBe(
      '<a href="https://x.example/a?b=1&amp;amp;c=2">x</a>',
    );
    expect(safeHtml("<a href='/docs/attributes#plan-add'>x</a>")).toBe('<a href="/docs/attributes#plan-add">x</a>');
    expect(safeHtml('<a href=#top>x</a>')).toBe('<a href="#top">x</a>');
    for (const href of [
      'javascript:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'mailto:a@b.example',
    ])
      expect(safeHref(href), href).toBe(null);
    expect(safeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });
});
