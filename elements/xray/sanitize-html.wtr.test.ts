import { expect } from '@open-wc/testing';
import { XRAY_CATALOGUE } from '../../contract/xray-catalogue';
import { safeHref, sanitizeHtml, sanitizeHtmlFragment } from './sanitize-html';

const BASE = 'http://127.0.0.1:4173/cdn/chainforge-elements.js';
const clean = (html: string) => sanitizeHtml(html, { baseUrl: BASE });

declare global {
  interface Window {
    sanitizerBreach?: string;
  }
}

describe('sanitizeHtml', () => {
  it('keeps the allowed tags and text as they are', () => {
    const html =
      '<p>Add a <strong>free</strong> <em>plan</em>: <code>pln_…</code></p><ul><li>one</li></ul><ol><li>two<br>lines</li></ol>';
    expect(clean(html)).to.equal(html);
  });

  it('keeps entities as text', () => {
    expect(clean('<p>the &lt;form&gt; element &amp; more</p>')).to.equal('<p>the &lt;form&gt; element &amp; more</p>');
  });

  it('drops every attribute of the allowed tags', () => {
    expect(clean('<p onclick="alert(1)" style="color:red" class="x" id="y" title="t">x</p>')).to.equal('<p>x</p>');
    expect(clean('<strong onmouseover="alert(1)">x</strong>')).to.equal('<strong>x</strong>');
  });

  it('drops scripts, styles and embedded content with what is in them', () => {
    expect(clean('<p>a<script>alert(1)</script>b</p>')).to.equal('<p>ab</p>');
    expect(clean('<style>p{color:red}</style><p>x</p>')).to.equal('<p>x</p>');
    expect(clean('<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">x')).to.equal(
      'x',
    );
    expect(clean('<template><p>hidden</p></template>ok')).to.equal('ok');
    expect(clean('<noscript><p>x</p></noscript><textarea>&lt;p&gt;</textarea>ok')).to.equal('ok');
  });

  it('drops SVG and MathML whole, scripts inside them too', () => {
    expect(clean('<svg><script>alert(1)</script><a href="https://a.example">x</a></svg>ok')).to.equal('ok');
    expect(clean('<math><mi>x</mi></math>ok')).to.equal('ok');
  });

  it('turns other elements into their text', () => {
    expect(clean('<div><span>some <b>bold</b> text</span></div>')).to.equal('some bold text');
    expect(clean('<h1>Title</h1><p>x</p>')).to.equal('Title<p>x</p>');
    expect(clean('<img src="x" onerror="alert(1)"><p>after</p>')).to.equal('<p>after</p>');
    expect(clean('<form action="/x"><input name="a" value="v"><button>Go</button></form>')).to.equal('Go');
  });

  it('drops comments', () => {
    expect(clean('<p>a<!-- <script>alert(1)</script> -->b</p>')).to.equal('<p>ab</p>');
  });

  it('keeps http(s) links, opening in a new tab without an opener', () => {
    expect(clean('<a href="https://docs.example/x?y=1#z" target="_self" onclick="x()">docs</a>')).to.equal(
      '<a href="https://docs.example/x?y=1#z" target="_blank" rel="noopener noreferrer">docs</a>',
    );
    expect(clean('<a href="http://a.example/">a</a>')).to.contain('href="http://a.example/"');
  });

  it('resolves relative links against the base, on its origin only', () => {
    expect(clean('<a href="/docs/attributes#plan-add">docs</a>')).to.equal(
      '<a href="http://127.0.0.1:4173/docs/attributes#plan-add" target="_blank" rel="noopener noreferrer">docs</a>',
    );
    expect(clean('<a href="#x">here</a>')).to.contain('href="http://127.0.0.1:4173/cdn/chainforge-elements.js#x"');
    expect(clean('<a href="//evil.example/x">x</a>')).to.equal('x');
    expect(clean('<a href="/\\evil.example/x">x</a>')).to.equal('x');
  });

  it('turns links to other schemes into their text', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java&#x09;script:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'mailto:a@b.example',
      'file:///etc/passwd',
      '',
    ])
      expect(clean(`<a href="${href.replace(/"/g, '&quot;')}">link <em>text</em></a>`), href).to.equal(
        'link <em>text</em>',
      );
    expect(clean('<a>no href</a>')).to.equal('no href');
  });

  it('runs nothing of what it is given, even once the result is in the page', async () => {
    delete window.sanitizerBreach;
    const payloads = [
      '<img src="x" onerror="window.sanitizerBreach=\'img\'">',
      '<svg onload="window.sanitizerBreach=\'svg\'"></svg>',
      '<script>window.sanitizerBreach="script"</script>',
      '<p><a href="javascript:window.sanitizerBreach=\'link\'">click</a></p>',
      '<iframe srcdoc="<script>parent.sanitizerBreach=\'iframe\'</script>"></iframe>',
      '<details open ontoggle="window.sanitizerBreach=\'details\'">x</details>',
      '<noscript><p title="</noscript><img src=x onerror=window.sanitizerBreach=\'mxss\'>"></p></noscript>',
    ];
    const host = document.createElement('div');
    document.body.append(host);
    try {
      for (const payload of payloads) {
        host.innerHTML = clean(payload);
        host.append(sanitizeHtmlFragment(payload, { baseUrl: BASE }));
      }
      for (const link of host.querySelectorAll('a')) link.click();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(window.sanitizerBreach).to.equal(undefined);
      expect(host.querySelectorAll('img, svg, script, iframe, details, [onerror], [onload]')).to.have.length(0);
    } finally {
      host.remove();
    }
  });

  it('leaves every catalogue description and help text whole', () => {
    const parse = (html: string) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      return template.content;
    };
    for (const entry of XRAY_CATALOGUE) {
      for (const html of [entry.description, ...entry.helpItems.map((help) => help.description)]) {
        const safe = clean(html);
        expect(parse(safe).textContent, entry.id).to.equal(parse(html).textContent);
        expect(
          safe.replace(/ target="_blank" rel="noopener noreferrer"/g, '').replace(/http:\/\/127\.0\.0\.1:4173/g, ''),
        ).to.equal(html, entry.id);
      }
    }
  });
});

describe('safeHref', () => {
  it('answers the resolved URL, or null', () => {
    expect(safeHref('/dev/mailbox', BASE)).to.equal('http://127.0.0.1:4173/dev/mailbox');
    expect(safeHref('https://x.example', BASE)).to.equal('https://x.example/');
    expect(safeHref('javascript:x', BASE)).to.equal(null);
    expect(safeHref(null, BASE)).to.equal(null);
    expect(safeHref('/x', 'not a url')).to.equal(null);
  });
});
