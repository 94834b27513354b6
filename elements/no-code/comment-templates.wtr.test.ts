import { expect, waitUntil } from '@open-wc/testing';
import '../cdn';
import { configure } from '../core/config';
import { commentsClient } from '../core/membership/comments-client';
import { membershipClient, membershipSession } from '../kit/membership/membership-runtime';

configure({ publicKey: 'pk_sb_chainforge_demo', membershipApiUrl: '/membership' });

const comments = commentsClient(membershipClient);

/** A member of the real service of their own, signed in, so no test depends on another. */
async function signUpFresh(firstName: string): Promise<void> {
  const app = await membershipClient.getApp();
  const captchaToken = app.captchaRequired ? (await membershipClient.getDevCaptchaToken()).token : undefined;
  await membershipClient.signup({
    email: `templates-${crypto.randomUUID()}@example.com`,
    password: 'Orchard-Lantern-42',
    customFields: { 'first-name': firstName },
    captchaToken,
  });
}

/** A builder's page: a post form, a post template with its replies' template and reply form, and a sample copy. */
function templatePage(channel: string): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = `
    <div data-ms-channel="${channel}">
      <form data-ms-post="form">
        <textarea data-ms-post="content" aria-label="Your comment"></textarea>
        <button type="submit">Post</button>
      </form>
      <div data-ms-post="list">
        <article data-ms-post="item" class="post">
          <img data-ms-post="ownerProfileImage" alt="">
          <strong data-ms-post-creator="first-name">Sample author</strong>
          <time data-ms-post="createdAt">Yesterday</time>
          <div data-ms-post="content">Sample text</div>
          <button type="button" data-ms-post="upvote">Up <span data-ms-post="upvoteCount">9</span></button>
          <button type="button" data-ms-post="downvote">Down <span data-ms-post="downvoteCount">9</span></button>
          <div data-ms-thread="list">
            <button type="button" data-ms-post="showThreads">Replies (<span data-ms-post="threadCount">9</span>)</button>
            <div data-ms-thread="item" class="reply">
              <em data-ms-thread-creator="first-name">Sample replier</em>
              <p data-ms-thread="content">Sample reply</p>
              <button type="button" data-ms-thread="upvote">Up <span data-ms-thread="upvoteCount">9</span></button>
            </div>
            <div data-ms-thread="item" class="reply">A second sample reply</div>
          </div>
          <form data-ms-thread="form">
            <input data-ms-thread="content" aria-label="Your reply">
            <button type="submit">Reply</button>
          </form>
        </article>
        <article data-ms-post="item" class="post">A second sample post</article>
      </div>
    </div>`;
  document.body.append(page);
  return page;
}

/** The posts shown: the builder's template and sample copy stay, hidden, for the inspector to check. */
const posts = (page: Element) => [...page.querySelectorAll<HTMLElement>('.post:not([hidden])')];
const textOf = (root: Element, selector: string) => root.querySelector(selector)?.textContent?.trim();
const postWith = (page: Element, content: string) =>
  posts(page).find((post) => textOf(post, '[data-ms-post="content"]') === content);

const loaded = (page: Element) =>
  waitUntil(() => page.querySelector('[data-ms-channel]')?.getAttribute('data-ms-state') === 'loaded', 'not loaded', {
    timeout: 8000,
  });

function type(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('data-ms-channel with a builder’s templates', () => {
  afterEach(() => {
    membershipSession.clear();
    window.chainforge.hideModal();
  });

  it('fills a clone of the post template per post, newest first, and the replies behind showThreads', async () => {
    const channel = `wtr-templates-${crypto.randomUUID()}`;
    await signUpFresh('Ada');
    const first = await comments.createPost(channel, '<p>First post</p>');
    await comments.createPost(channel, '<p>Second <b>post</b></p>');
    await comments.createReply(first.id, '<p>A reply</p>');
    membershipSession.clear();

    const page = templatePage(channel);
    await loaded(page);
    expect(posts(page).map((post) => textOf(post, '[data-ms-post="content"]'))).to.deep.equal([
      'Second post',
      'First post',
    ]);
    expect(posts(page)[0]!.querySelector('[data-ms-post="content"] b')?.textContent).to.equal('post');
    const older = postWith(page, 'First post')!;
    expect(textOf(older, '[data-ms-post-creator]')).to.equal('Ada');
    expect(older.querySelector('time')!.dateTime).to.equal(first.createdAt);
    expect(textOf(older, '[data-ms-post="upvoteCount"]')).to.equal('0');
    expect(textOf(older, '[data-ms-post="threadCount"]')).to.equal('1');
    expect(older.querySelector('img')!.hidden, 'no profile image: the img is hidden').to.equal(true);
    expect(older.querySelectorAll('.reply').length, 'replies wait for showThreads').to.equal(0);

    const toggle = older.querySelector<HTMLButtonElement>('[data-ms-post="showThreads"]')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await waitUntil(() => older.querySelector('.reply'), 'the replies did not open');
    const reply = older.querySelector<HTMLElement>('.reply')!;
    expect([textOf(reply, '[data-ms-thread-creator]'), textOf(reply, '[data-ms-thread="content"]')]).to.deep.equal([
      'Ada',
      'A reply',
    ]);
    expect([toggle.getAttribute('aria-expanded'), reply.hidden]).to.deep.equal(['true', false]);
    toggle.click();
    await waitUntil(() => reply.hidden, 'the replies did not close');
    page.remove();
  });

  it('sends a visitor who posts to the login modal, keeping what they wrote', async () => {
    const page = templatePage(`wtr-templates-${crypto.randomUUID()}`);
    await loaded(page);
    expect(posts(page), 'the template and its sample copy are not shown').to.have.length(0);
    const templates = [...page.querySelectorAll<HTMLElement>('.post')];
    expect(templates.map((item) => [item.hidden, getComputedStyle(item).display])).to.deep.equal([
      [true, 'none'],
      [true, 'none'],
    ]);
    const field = page.querySelector<HTMLTextAreaElement>('textarea[data-ms-post="content"]')!;
    type(field, 'From a visitor');
    page.querySelector<HTMLButtonElement>('form[data-ms-post="form"] button')!.click();
    await waitUntil(
      () => document.querySelector<HTMLElement & { open?: boolean }>('ms-login-modal')?.open,
      'no login modal for a visitor',
      { timeout: 8000 },
    );
    expect([field.value, posts(page).length]).to.deep.equal(['From a visitor', 0]);
    page.remove();
  });

  it('lets a signed-in member post, reply and vote', async () => {
    const channel = `wtr-templates-${crypto.randomUUID()}`;
    const page = templatePage(channel);
    await loaded(page);
    const field = page.querySelector<HTMLTextAreaElement>('textarea[data-ms-post="content"]')!;

    await signUpFresh('Grace');
    await loaded(page);
    type(field, 'Hello <script>window.templateXss = 1</script>\n\nhttps://example.com');
    page.querySelector<HTMLButtonElement>('form[data-ms-post="form"] button')!.click();
    await waitUntil(() => posts(page).length === 1, 'the post did not appear', { timeout: 5000 });
    const post = posts(page)[0]!;
    expect(textOf(post, '[data-ms-post-creator]')).to.equal('Grace');
    expect(textOf(post, '[data-ms-post="content"]')).to.contain('Hello <script>window.templateXss = 1</script>');
    expect(post.querySelector('[data-ms-post="content"] script')).to.equal(null);
    expect(post.querySelector<HTMLAnchorElement>('[data-ms-post="content"] a')?.href).to.equal('https://example.com/');
    await waitUntil(() => field.value === '', 'the field was not emptied once sent');

    const upvote = post.querySelector<HTMLButtonElement>('[data-ms-post="upvote"]')!;
    upvote.click();
    await waitUntil(() => upvote.getAttribute('aria-pressed') === 'true', 'the vote did not show');
    expect(textOf(post, '[data-ms-post="upvoteCount"]')).to.equal('1');
    upvote.click();
    await waitUntil(() => upvote.getAttribute('aria-pressed') === 'false', 'the vote was not taken back');
    expect(textOf(post, '[data-ms-post="upvoteCount"]')).to.equal('0');

    const replyField = post.querySelector<HTMLInputElement>('input[data-ms-thread="content"]')!;
    type(replyField, 'My own reply');
    post.querySelector<HTMLButtonElement>('form[data-ms-thread="form"] button')!.click();
    await waitUntil(() => post.querySelector('.reply'), 'the reply did not appear', { timeout: 5000 });
    expect(textOf(post.querySelector('.reply')!, '[data-ms-thread="content"]')).to.equal('My own reply');
    expect(textOf(post, '[data-ms-post="threadCount"]')).to.equal('1');
    expect(post.querySelector('[data-ms-post="showThreads"]')!.getAttribute('aria-expanded')).to.equal('true');

    const [saved] = (await comments.posts(channel)).posts;
    expect(saved!.content).to.contain('&lt;script&gt;');
    expect((window as { templateXss?: number }).templateXss).to.equal(undefined);
    page.remove();
  });

  it('follows the channel live: another person’s post, reply, votes and deletion show without a reload', async () => {
    const channel = `wtr-templates-${crypto.randomUUID()}`;
    const page = templatePage(channel);
    await loaded(page);
    await signUpFresh('Linus');
    await loaded(page);

    const written = await comments.createPost(channel, '<p>Written elsewhere</p>');
    await waitUntil(() => postWith(page, 'Written elsewhere'), 'the new post did not arrive', { timeout: 3000 });
    const post = postWith(page, 'Written elsewhere')!;
    expect(textOf(post, '[data-ms-post-creator]')).to.equal('Linus');

    await comments.vote('posts', written.id, 'UP');
    await waitUntil(() => textOf(post, '[data-ms-post="upvoteCount"]') === '1', 'the vote count did not arrive', {
      timeout: 3000,
    });
    await comments.createReply(written.id, '<p>A reply from elsewhere</p>');
    await waitUntil(() => textOf(post, '[data-ms-post="threadCount"]') === '1', 'the reply was not counted', {
      timeout: 3000,
    });
    await comments.remove('posts', written.id);
    await waitUntil(
      () => textOf(post, '[data-ms-post="content"]') === 'This comment was deleted.',
      'the deletion did not arrive',
      { timeout: 3000 },
    );
    expect(post.hasAttribute('data-ms-deleted')).to.equal(true);
    page.remove();
  });
});
