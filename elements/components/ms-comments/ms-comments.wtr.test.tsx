import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expectAccessible, shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import '../../cdn';
import { configure, runtimeConfig } from '../../core/config';
import { commentsClient } from '../../core/membership/comments-client';
import { membershipClient, membershipSession } from '../../kit/membership/membership-runtime';
import { commentNodes } from '../../kit/ui/comment-nodes';
import './ms-comments';
import { all, button, ctrlEnter, freshChannel, mount, postOf, signUpFresh, texts, type } from './ms-comments.wtr-kit';

configure({ publicKey: 'pk_sb_chainforge_demo' });

const comments = commentsClient(membershipClient, 'first-name');

describe('ms-comments', () => {
  afterEach(() => {
    membershipSession.clear();
    window.chainforge.hideModal();
  });

  it('lists the posts newest first with their authors, relative times and exact times', async () => {
    const channel = freshChannel();
    await signUpFresh(membershipClient, 'Ada Lovelace');
    await comments.createPost(channel, '<p>First</p>');
    await comments.createPost(channel, '<p>Second <a href="https://example.com">link</a></p>');
    membershipSession.clear();
    const element = await mount(channel);
    await shadowText(element, '[part="content"]', 'Second');
    expect(texts(element, '[part="post"] [part="content"]')).to.deep.equal(['Second link', 'First']);
    expect(texts(element, '[part="author"]')).to.deep.equal(['Ada Lovelace', 'Ada Lovelace']);
    expect(texts(element, '[part="avatar"]')).to.deep.equal(['AL', 'AL']);
    const time = (await shadowQuery(element, 'time'))!;
    expect(time.textContent).to.equal('just now');
    expect(time.getAttribute('datetime')).to.match(/^\d{4}-\d\d-\d\dT/);
    expect(time.title).to.not.equal('');
    const link = (await shadowQuery<HTMLAnchorElement>(element, '[part="content"] a'))!;
    expect([link.href, link.rel]).to.deep.equal(['https://example.com/', 'nofollow ugc noopener']);
    expect((await shadowQuery(element, '[part="heading"]')).textContent).to.equal('Comments (2)');
  });

  it('posts with Ctrl+Enter, only once something is written', async () => {
    await signUpFresh(membershipClient, 'Grace');
    const element = await mount(freshChannel());
    await shadowText(element, '[part="empty"]', 'No comments yet. Be the first.');
    const input = await shadowQuery<HTMLTextAreaElement>(element, '[part="composer-input"]');
    const send = await shadowQuery<HTMLButtonElement>(element, '[part="submit"]');
    expect(send.disabled).to.equal(true);
    type(input, 'Hello there\nsecond line');
    await waitUntil(() => !send.disabled, 'send stayed disabled');
    ctrlEnter(input);
    const post = await postOf(element, 'Hello there');
    expect(post.querySelector('[part="content"] br')).to.not.equal(null);
    expect(post.querySelector('[part="author"]')!.textContent).to.equal('Grace');
    await waitUntil(() => input.value === '', 'the composer kept the text');
  });

  it('replies under an N replies toggle', async () => {
    const channel = freshChannel();
    await signUpFresh(membershipClient, 'Linus');
    const { id } = await comments.createPost(channel, '<p>A question</p>');
    await comments.createReply(id, '<p>An early answer</p>');
    const element = await mount(channel);
    const post = await postOf(element, 'A question');
    const toggle = await button(post, '1 reply');
    toggle.click();
    await shadowText(element, '[part="reply"] [part="content"]', 'An early answer');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    (await button(post, 'Reply')).click();
    const input = await waitUntil(() => post.querySelector('[part="replies"] ~ form textarea'), 'no reply box').then(
      () => post.querySelector<HTMLTextAreaElement>('[part="replies"] ~ form textarea')!,
    );
    type(input, 'My reply');
    ctrlEnter(input);
    await shadowText(element, '[part="reply"] [part="content"]', 'My reply');
    expect(texts(element, '[part="reply"] [part="content"]')).to.deep.equal(['An early answer', 'My reply']);
    (await button(post, 'Hide replies')).click();
    await button(post, '2 replies');
  });

  it('toggles the reader’s own vote, pressed and counted', async () => {
    const channel = freshChannel();
    await signUpFresh(membershipClient, 'Voter');
    await comments.createPost(channel, '<p>Vote on me</p>');
    const element = await mount(channel);
    const post = await postOf(element, 'Vote on me');
    const up = () => post.querySelector<HTMLButtonElement>('[part="vote-up"]')!;
    const down = () => post.querySelector<HTMLButtonElement>('[part="vote-down"]')!;
    expect([up().textContent, up().getAttribute('aria-pressed')]).to.deep.equal(['▲Upvote0', 'false']);
    up().click();
    await waitUntil(() => up().getAttribute('aria-pressed') === 'true', 'the upvote is not pressed');
    expect(up().textContent).to.equal('▲Upvote1');
    down().click();
    await waitUntil(() => down().getAttribute('aria-pressed') === 'true', 'the downvote is not pressed');
    expect([up().textContent, down().textContent]).to.deep.equal(['▲Upvote0', '▼Downvote1']);
    down().click();
    await waitUntil(() => down().getAttribute('aria-pressed') === 'false', 'the downvote was not taken back');
    expect(down().textContent).to.equal('▼Downvote0');
  });

  it('edits and deletes the member’s own post, asking first, and keeps a deleted post with replies as a placeholder', async () => {
    const channel = freshChannel();
    await signUpFresh(membershipClient, 'Editor');
    const withReply = await comments.createPost(channel, '<p>Has a reply</p>');
    await comments.createReply(withReply.id, '<p>The reply</p>');
    await comments.createPost(channel, '<p>Typo hre</p>');
    const element = await mount(channel);
    let post = await postOf(element, 'Typo hre');
    (await button(post, 'Edit')).click();
    const input = await waitUntil(() => post.querySelector('textarea'), 'no edit box').then(
      () => post.querySelector<HTMLTextAreaElement>('textarea')!,
    );
    expect(input.value).to.equal('Typo hre');
    type(input, 'Typo here');
    (await button(post, 'Save')).click();
    post = await postOf(element, 'Typo here');
    expect(post.textContent).to.include('edited');

    (await button(post, 'Delete')).click();
    (await button(post, 'Are you sure?')).click();
    await waitUntil(() => !texts(element, '[part="content"]').includes('Typo here'), 'the post stayed');

    const placeholder = await postOf(element, 'Has a reply');
    (await button(placeholder, 'Delete')).click();
    (await button(placeholder, 'Are you sure?')).click();
    await shadowText(element, '[part="placeholder"]', 'This comment was deleted.');
    (await button(element.shadowRoot!, '1 reply')).click();
    await shadowText(element, '[part="reply"] [part="content"]', 'The reply');
  });

  it('loads more on the after cursor, and says a refused post in place with its wait, keeping the text', async () => {
    const channel = freshChannel();
    await signUpFresh(membershipClient, 'Prolific');
    // 30 writes is the member's limit for ten minutes: the 31st, from the element, is refused.
    for (let index = 1; index <= 30; index += 1) await comments.createPost(channel, `<p>Post ${index}</p>`);
    const element = await mount(channel);
    await postOf(element, 'Post 30');
    expect(all(element, '[part="post"]').length).to.equal(20);
    (await shadowQuery<HTMLButtonElement>(element, '[part="load-more"]')).click();
    await waitUntil(() => all(element, '[part="post"]').length === 30, 'the next page did not come', { timeout: 5000 });
    expect(texts(element, '[part="post"] [part="content"]').at(-1)).to.equal('Post 1');
    expect(element.shadowRoot!.querySelector('[part="load-more"]')).to.equal(null);

    const input = await shadowQuery<HTMLTextAreaElement>(element, '[part="composer-input"]');
    type(input, 'One too many');
    ctrlEnter(input);
    await shadowText(element, '[part="composer"] [role="alert"]', 'Too many attempts. Please wait');
    expect(input.value).to.equal('One too many');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
  });

  it('shows a visitor the posts and Log in to comment, which opens the login modal and then the composer', async () => {
    const channel = freshChannel();
    await signUpFresh(membershipClient, 'Poster');
    await comments.createPost(channel, '<p>Visible to all</p>');
    membershipSession.clear();
    const element = await mount(channel);
    await postOf(element, 'Visible to all');
    expect(element.shadowRoot!.querySelector('[part="composer"]')).to.equal(null);
    expect(all<HTMLButtonElement>(element, '[part="vote-up"]')[0]!.disabled).to.equal(true);
    (await shadowQuery<HTMLButtonElement>(element, '[part="log-in"]')).click();
    await waitUntil(
      () => document.querySelector<HTMLElement & { open?: boolean }>('ms-login-modal')?.open,
      'no login modal',
      { timeout: 5000 },
    );
    await signUpFresh(membershipClient, 'Returning');
    await shadowQuery(element, '[part="composer"]');
    expect(element.shadowRoot!.querySelector('[part="log-in"]')).to.equal(null);
  });

  it('says a failure in place and loads again on Try again', async () => {
    const saved = runtimeConfig.membershipApiUrl;
    configure({ membershipApiUrl: '/fake-api/fail' });
    const errors: CustomEvent[] = [];
    document.addEventListener('ms-comments-error', (event) => errors.push(event as CustomEvent), { once: true });
    try {
      const element = await mount(freshChannel());
      await shadowText(element, '[role="alert"]', 'The comments could not be loaded.');
      expect(errors[0]!.detail.reason).to.equal('Something broke');
      configure({ membershipApiUrl: saved });
      (await button(element.shadowRoot!, 'Try again')).click();
      await shadowText(element, '[part="empty"]', 'No comments yet. Be the first.');
    } finally {
      configure({ membershipApiUrl: saved });
    }
  });

  it('never runs nor shows as markup a script in a comment', async () => {
    const channel = freshChannel();
    const payload = '<script>window.pwned = 1</script><img src=x onerror="window.pwned = 1">';
    await signUpFresh(membershipClient, 'Mallory');
    const element = await mount(channel);
    const input = await shadowQuery<HTMLTextAreaElement>(element, '[part="composer-input"]');
    type(input, payload);
    ctrlEnter(input);
    const typed = await postOf(element, '<script>');
    expect(typed.querySelector('[part="content"]')!.textContent).to.equal(payload);
    await comments.createPost(channel, `<p>raw</p>${payload}<a href="javascript:window.pwned=1">x</a>`);
    element.remove();
    const again = await mount(channel);
    const raw = await postOf(again, 'raw');
    expect(raw.querySelectorAll('script, img, [onerror]').length).to.equal(0);
    expect(raw.querySelector('a')?.hasAttribute('href') ?? false).to.equal(false);
    expect((window as { pwned?: number }).pwned).to.equal(undefined);
  });

  it('rebuilds only the allowlist when the HTML it gets is not what the server lets through', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() =>
      root.render(
        <div>
          {commentNodes(
            '<p onclick="window.pwned=1">ok <iframe src="x"></iframe><b style="x">bold</b><svg><script>window.pwned=1</script></svg></p>' +
              '<a href="javascript:window.pwned=1">bad</a><a href="/relative">rel</a><a href="mailto:a@b.example">mail</a>' +
              '<img src=x onerror="window.pwned=1"><style>*{}</style><u>under</u>',
          )}
        </div>,
      ),
    );
    expect(host.innerHTML).to.equal(
      '<div><p>ok <b>bold</b></p><a>bad</a><a>rel</a><a href="mailto:a@b.example" rel="nofollow ugc noopener">mail</a><u>under</u></div>',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as { pwned?: number }).pwned).to.equal(undefined);
    root.unmount();
    host.remove();
  });

  it('passes axe in both themes, with a post and replies open, and fits a phone', async () => {
    const channel = freshChannel();
    await signUpFresh(membershipClient, 'Axe');
    const { id } = await comments.createPost(channel, '<p>Accessible</p>');
    await comments.createReply(id, '<p>Indeed</p>');
    await setViewport({ width: 390, height: 800 });
    try {
      const element = await mount(channel, 'light');
      const post = await postOf(element, 'Accessible');
      (await button(post, '1 reply')).click();
      await shadowText(element, '[part="reply"]', 'Indeed');
      await expectAccessible(element);
      element.setAttribute('theme', 'dark');
      await expectAccessible(element);
      expect(element.scrollWidth).to.be.at.most(390);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
