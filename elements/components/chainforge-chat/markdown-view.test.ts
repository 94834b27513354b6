import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markdownLiteral } from '../../../contract/markdown-literal';
import { MarkdownView } from './markdown-view';

const html = (text: string, streaming = false) =>
  renderToStaticMarkup(createElement(MarkdownView, { text, streaming }));

describe('MarkdownView', () => {
  it('renders paragraphs, headings below the widget title, emphasis, code and lists', () => {
    expect(html('# Risks\n\nSome **bold** and *em* `ACM-1`\n\n- a\n- b\n\n3. c')).toBe(
      '<h3>Risks</h3><p>Some <strong>bold</strong> and <em>em</em> <code>ACM-1</code></p>' +
        '<ul><li><span>a</span></li><li><span>b</span></li></ul><ol start="3"><li><span>c</span></li></ol>',
    );
  });

  it('renders a table in a scrollable box named by its columns, its cells aligned and labelled by their column', () => {
    expect(html('| SKU | Available |\n| --- | ---: |\n| ACM-1 | 28 |')).toBe(
      '<div class="table-frame"><figure class="table-scroll" aria-label="Table: SKU, Available" tabindex="0">' +
        '<table role="table"><thead role="rowgroup"><tr role="row"><th role="columnheader" scope="col">SKU</th>' +
        '<th role="columnheader" scope="col" style="text-align:right">Available</th></tr></thead>' +
        '<tbody role="rowgroup"><tr role="row"><td role="cell" data-label="SKU">ACM-1</td>' +
        '<td role="cell" data-label="Available" style="text-align:right">28</td></tr></tbody></table></figure></div>',
    );
  });

  it('shows script tags and any other HTML as text', () => {
    const rendered = html('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> **<b>x</b>**');
    expect(rendered).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><p>&lt;img src=x onerror=alert(1)&gt; <strong>&lt;b&gt;x&lt;/b&gt;</strong></p>',
    );
    expect(rendered).not.toContain('<script');
    expect(rendered).not.toContain('<img');
  });

  it('links http(s) only, in a new tab without access to this page; a javascript: link is text', () => {
    expect(html('[Docs](https://example.com)')).toBe(
      '<p><a href="https://example.com/" target="_blank" rel="noopener noreferrer">Docs' +
        '<span class="visually-hidden"> (opens in a new tab)</span></a></p>',
    );
    const unsafe = html('[click me](javascript:alert(document.cookie)) [d](data:text/html;base64,PHNjcmlwdD4=)');
    expect(unsafe).not.toContain('<a');
    expect(unsafe).toBe('<p>[click me](javascript:alert(document.cookie)) [d](data:text/html;base64,PHNjcmlwdD4=)</p>');
  });

  it('renders fenced code as text', () => {
    expect(html('```html\n<b onclick="x()">hi</b>\n```')).toBe(
      '<pre data-lang="html"><code>&lt;b onclick=&quot;x()&quot;&gt;hi&lt;/b&gt;</code></pre>',
    );
  });

  it('shows a stored name written with markdownLiteral (as the analyst writes one) as exactly its text', () => {
    const name = '[Pay](https://evil.example) **x** | y';
    const rendered = html(
      `Most ordered: **${markdownLiteral(name)}**\n\n| SKU | Product | Amount |\n| --- | --- | ---: |\n| STW-1 | ${markdownLiteral(name)} | $5.00 |`,
    );
    expect(rendered).toBe(
      `<p>Most ordered: <strong>${name}</strong></p>` +
        '<div class="table-frame"><figure class="table-scroll" aria-label="Table: SKU, Product, Amount" tabindex="0">' +
        '<table role="table"><thead role="rowgroup"><tr role="row"><th role="columnheader" scope="col">SKU</th>' +
        '<th role="columnheader" scope="col">Product</th>' +
        '<th role="columnheader" scope="col" style="text-align:right">Amount</th></tr></thead>' +
        '<tbody role="rowgroup"><tr role="row"><td role="cell" data-label="SKU">STW-1</td>' +
        `<td role="cell" data-label="Product">${name}</td>` +
        '<td role="cell" data-label="Amount" style="text-align:right">$5.00</td></tr></tbody></table></figure></div>',
    );
    expect(rendered).not.toContain('<a');
  });
});
