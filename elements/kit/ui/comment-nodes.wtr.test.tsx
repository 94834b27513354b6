import { expect, waitUntil } from '@open-wc/testing';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { XSS_PAYLOADS } from '../../../tests/fixtures/xss-payloads';
import { COMMENT_ALLOWED_TAGS, COMMENT_LINK_REL } from '../../../contract/comment-answers';
import { commentNodes } from './comment-nodes';

const ALLOWED = new Set<string>(COMMENT_ALLOWED_TAGS);

/** What is wrong with the rendered comment: a tag off the allowlist, an attribute but a safe href and our rel. */
function problemsIn(container: Element): string[] {
  const problems: string[] = [];
  for (const element of container.querySelectorAll('*')) {
    if (!ALLOWED.has(element.localName)) problems.push(`tag ${element.localName}`);
    for (const { name, value } of element.attributes) {
      if (name === 'rel' && value === COMMENT_LINK_REL) continue;
      if (name === 'href' && /^(https?:|mailto:)/i.test(value)) continue;
      problems.push(`attribute ${name}=${value}`);
    }
  }
  return problems;
}

describe('a comment’s HTML as the element renders it', () => {
  const alerts: unknown[] = [];
  const realAlert = window.alert;
  before(() => {
    window.alert = (message?: unknown) => void alerts.push(message);
  });
  after(() => {
    window.alert = realAlert;
  });

  it(`keeps ${XSS_PAYLOADS.length} known XSS payloads harmless even when the server's sanitiser was bypassed`, async () => {
    const failures: string[] = [];
    const containers: HTMLElement[] = [];
    for (const payload of XSS_PAYLOADS) {
      const container = document.createElement('div');
      document.body.append(container);
      containers.push(container);
      flushSync(() => createRoot(container).render(commentNodes(`${payload} tail`)));
      const problems = problemsIn(container);
      if (problems.length > 0) failures.push(`${payload} -> ${problems.join(', ')}`);
    }
    // Handlers such as onerror would fire once the page tried to load an image: give them the time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(XSS_PAYLOADS.length).to.be.at.least(30);
    expect(failures).to.deep.equal([]);
    expect(alerts).to.deep.equal([]);
    for (const container of containers) container.remove();
  });

  it('keeps what the allowlist allows: formatting, lists, quotes, code and safe links with our rel', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    flushSync(() =>
      createRoot(container).render(
        commentNodes(
          '<p><b>bold</b> <em>em</em> <a href="https://ok.example/x">link</a></p><ul><li>one</li></ul><blockquote>q</blockquote><pre><code>c</code></pre>',
        ),
      ),
    );
    await waitUntil(() => container.querySelector('a'), 'nothing rendered');
    expect([...container.querySelectorAll('*')].map((element) => element.localName)).to.deep.equal([
      'p',
      'b',
      'em',
      'a',
      'ul',
      'li',
      'blockquote',
      'pre',
      'code',
    ]);
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).to.equal('https://ok.example/x');
    expect(link?.getAttribute('rel')).to.equal(COMMENT_LINK_REL);
    container.remove();
  });
});
