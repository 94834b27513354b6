import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { expectAccessible, shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import { ClientError } from '../../core/client-error';
import type { ConsoleComment, ConsoleCommentChannel } from '../../../contract/console-comment-answers';
import { consoleClient } from '../../core/console-client';
import './console-comments';

const channel: ConsoleCommentChannel = {
  id: 'cch_news',
  key: 'news',
  mode: 'live',
  access: 'open',
  ownerRepliesMarked: false,
  postCount: 2,
  replyCount: 0,
  reportedCount: 1,
  hiddenCount: 0,
  createdAt: '2026-12-01T10:00:00.000Z',
};

const item = (id: string, overrides: Partial<ConsoleComment> = {}): ConsoleComment => ({
  id,
  kind: 'post',
  postId: null,
  channelId: channel.id,
  channelKey: channel.key,
  mode: 'live',
  content: `<p>${id} says hello</p>`,
  createdAt: '2026-12-01T10:00:00.000Z',
  edited: false,
  deleted: false,
  hidden: false,
  reports: 0,
  replyCount: 0,
  likes: 0,
  dislikes: 0,
  author: { id: 'mem_ada', email: 'ada@example.com', displayName: 'Ada', banned: false },
  ...overrides,
});

const refusal = (message: string) => new ClientError('server', message, { status: 500 });

const original = { ...consoleClient };
afterEach(() => Object.assign(consoleClient, original));

function serve(comments: ConsoleComment[], endCursor: string | null = null) {
  consoleClient.commentChannels = async () => ({ channels: [channel], endCursor: null });
  consoleClient.comments = async () => ({ comments, endCursor });
  consoleClient.blockedWords = async () => ({ words: [] });
}

const buttonIn = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((node) => node.textContent === name) as HTMLButtonElement;

/** Light, as the test page is white: axe judges the contrast the owner would see. */
async function mount(): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(html`<console-comments theme="light"></console-comments>`);
  await shadowQuery(element, '[part="comment"]');
  return element;
}

describe('console-comments', () => {
  it('shows a comment’s markup as inert text and allowed tags only, never as live HTML', async () => {
    const hostile =
      '<p>Hi <img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:alert(1)">link</a> <b>bold</b></p>';
    serve([item('cmt_1', { content: hostile })]);
    const element = await mount();
    const content = await shadowQuery(element, '[part="content"]');
    expect(content.querySelector('img, script')).to.equal(null);
    expect(content.querySelector('a')?.hasAttribute('href')).to.equal(false);
    expect(content.querySelector('b')?.textContent).to.equal('bold');
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    await expectAccessible(element);
  });

  it('says a failed act under its item, keeps the item as it was, and succeeds on the next try', async () => {
    serve([item('cmt_1', { reports: 2 })]);
    let calls = 0;
    consoleClient.hideComment = async (id) => {
      calls += 1;
      if (calls === 1) throw refusal('The service is unavailable.');
      return item(id, { reports: 2, hidden: true });
    };
    const element = await mount();
    const root = element.shadowRoot!;
    expect(root.querySelector('[part="comment"]')?.textContent).to.contain('Reported 2 times');
    buttonIn(root, 'Hide').click();
    await shadowText(element, '[part="outcome"]', 'Could not hide it: The service is unavailable.');
    expect(root.querySelector('[part="outcome"]')?.getAttribute('data-tone')).to.equal('error');
    expect(buttonIn(root, 'Hide')).to.exist;
    buttonIn(root, 'Hide').click();
    await shadowText(element, '[part="outcome"]', 'Hidden: readers no longer see this post.');
    expect(buttonIn(root, 'Restore')).to.exist;
  });

  it('shows a load failure with a retry that loads again', async () => {
    serve([item('cmt_1')]);
    let failures = 1;
    consoleClient.comments = async () => {
      if (failures-- > 0) throw refusal('Down.');
      return { comments: [item('cmt_1')], endCursor: null };
    };
    const element = await fixture<HTMLElement>(html`<console-comments></console-comments>`);
    await shadowText(element, '[part="error"]', 'Unable to load the posts and replies.');
    buttonIn(element.shadowRoot!, 'Try again').click();
    await shadowText(element, '[part="content"]', 'cmt_1 says hello');
  });

  it('brings the next page below with Load more, and says an empty mode plainly', async () => {
    serve([item('cmt_1')], '0~2026-12-01T10:00:00.000Z~cmt_1');
    const asked: (string | undefined)[] = [];
    consoleClient.comments = async (query) => {
      asked.push(query.after);
      return query.after
        ? { comments: [item('cmt_2')], endCursor: null }
        : { comments: [item('cmt_1')], endCursor: '0~2026-12-01T10:00:00.000Z~cmt_1' };
    };
    const element = await mount();
    (await shadowQuery<HTMLButtonElement>(element, '[part="load-more"]')).click();
    await waitUntil(() => element.shadowRoot!.querySelectorAll('[part="comment"]').length === 2);
    expect(asked).to.deep.equal([undefined, '0~2026-12-01T10:00:00.000Z~cmt_1']);
    expect(element.shadowRoot!.querySelector('[part="load-more"]')).to.equal(null);

    consoleClient.commentChannels = async () => ({ channels: [], endCursor: null });
    const empty = await fixture<HTMLElement>(html`<console-comments filters="mode=test"></console-comments>`);
    await shadowText(empty, 'p', 'No comments in test mode yet.');
  });

  it('keeps a channel’s unsaved settings when saving fails', async () => {
    serve([item('cmt_1')]);
    consoleClient.changeCommentChannel = async () => {
      throw refusal('Try later.');
    };
    const element = await fixture<HTMLElement>(html`<console-comments filters="channel=cch_news"></console-comments>`);
    const settings = await shadowQuery(element, '[part="settings"]');
    const locked = [...settings.querySelectorAll('label')].find((label) => label.textContent === 'Locked')!;
    locked.querySelector('input')!.click();
    buttonIn(settings, 'Save').click();
    await shadowText(element, '[part="settings"] [role="status"]', 'Could not save: Try later.');
    expect(locked.querySelector('input')!.checked).to.equal(true);
    expect(buttonIn(settings, 'Save').disabled).to.equal(false);
  });
});
