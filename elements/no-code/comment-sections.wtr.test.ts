import { expect, waitUntil } from '@open-wc/testing';
import { shadowText } from '../../tests/wtr/helpers';
import '../cdn';
import { configure } from '../core/config';

configure({ publicKey: 'pk_sb_chainforge_demo', membershipApiUrl: '/membership' });

describe('data-ms-channel', () => {
  it('shows the comment element in an empty container, and leaves a builder’s own templates alone', async () => {
    const page = document.createElement('div');
    const channel = `wtr-no-code-${crypto.randomUUID()}`;
    page.innerHTML = `
      <div id="empty" data-ms-channel="${channel}" data-ms-post-creator="first-name"></div>
      <div id="templated" data-ms-channel="${channel}"><div data-ms-post="template"></div></div>`;
    document.body.append(page);
    const empty = page.querySelector('#empty')!;
    await waitUntil(() => empty.querySelector('ms-comments')?.shadowRoot, 'no comment element', { timeout: 8000 });
    const section = empty.querySelector('ms-comments')!;
    expect([section.getAttribute('channel'), section.getAttribute('author-field')]).to.deep.equal([
      channel,
      'first-name',
    ]);
    await shadowText(section, '[part="empty"]', 'No comments yet. Be the first.');
    await shadowText(section, '[part="log-in"]', 'Log in to comment');
    expect(page.querySelector('#templated ms-comments')).to.equal(null);

    const later = document.createElement('div');
    later.dataset.msChannel = channel;
    page.append(later);
    await waitUntil(() => later.querySelector('ms-comments'), 'a container added later stayed empty');
    page.remove();
  });
});
