import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { expectAccessible, shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import '../../cdn';
import { configure, runtimeConfig } from '../../core/config';
import { commentsClient } from '../../core/membership/comments-client';
import { membershipClient, membershipSession } from '../../kit/membership/membership-runtime';
import './ms-comments';
import { all, button, freshChannel, mount, postOf, signUpFresh, someoneElse, texts } from './ms-comments.wtr-kit';

configure({ publicKey: 'pk_sb_chainforge_demo' });

const comments = commentsClient(membershipClient, 'first-name');

/** The deep focus: the element inside the shadow root that has it. */
const focused = (element: Element) => element.shadowRoot!.activeElement;

/** Writes `count` replies under a post past the write limits (tests/wtr/membership-server.mjs). */
async function seedReplies(postId: string, count: number): Promise<void> {
  const answer = await fetch(`/wtr-comment-replies/${encodeURIComponent(postId)}/${count}`, { method: 'POST' });
  expect(answer.status).to.equal(204);
}

/** Runs `work` while every membership call fails with a 500, as a service that broke would. */
async function whileTheServiceFails(work: () => Promise<void>): Promise<void> {
  const saved = runtimeConfig.membershipApiUrl;
  configure({ membershipApiUrl: '/fake-api/fail' });
  try {
    await work();
  } finally {
    configure({ membershipApiUrl: saved });
  }
}

/** How long a test of a post with more than a hundred replies may take. */
const LONG_THREAD_MS = 30_000;

const mailSwitch = (element: Element) => shadowQuery<HTMLButtonElement>(element, '[part="email-replies-switch"]');
const mailStatus = (element: Element) => element.shadowRoot!.querySelector('[part="email-replies"] [role="status"]')!;

describe('ms-comments: what a member does besides writing', () => {
  afterEach(() => {
    membershipSession.clear();
  });

  it('reports someone else’s post and reply after asking, reads Reported from then on, and never offers it on one’s own', async () => {
    const channel = freshChannel();
    const ada = await someoneElse('Ada');
    const post = await ada.comments.createPost(channel, '<p>Questionable</p>');
    await ada.comments.createReply(post.id, '<p>Also questionable</p>');
    await signUpFresh(membershipClient, 'Reader');
    await comments.createPost(channel, '<p>Mine</p>');
    let element = await mount(channel);

    expect((await postOf(element, 'Mine')).querySelector('[part="report"]')).to.equal(null);
    let theirs = await postOf(element, 'Questionable');
    const report = theirs.querySelector<HTMLButtonElement>('[part="report"]')!;
    expect(report.textContent).to.equal('Report');
    report.click();
    await waitUntil(() => report.textContent === 'Report to the moderators?', 'it did not ask');
    expect((await comments.posts(channel)).posts.find((one) => one.id === post.id)!.reportedByMe).to.equal(false);
    report.click();
    await shadowText(element, '[part="reported"]', 'Reported');
    expect(theirs.querySelector('[part="report"]')).to.equal(null);
    expect(focused(element)?.textContent).to.equal('Reported');

    (await button(theirs, '1 reply')).click();
    await shadowText(element, '[part="reply"] [part="content"]', 'Also questionable');
    const reply = () => all(element, '[part="reply"]')[0]!;
    (await button(reply(), 'Report')).click();
    (await button(reply(), 'Report to the moderators?')).click();
    await waitUntil(() => reply().querySelector('[part="reported"]'), 'the reply was not reported');

    // The service remembers: another visit reads Reported, with nothing to press.
    element.remove();
    element = await mount(channel);
    theirs = await postOf(element, 'Questionable');
    await waitUntil(() => theirs.querySelector('[part="reported"]'), 'the report was forgotten');
    (await button(theirs, '1 reply')).click();
    await waitUntil(() => reply()?.querySelector('[part="reported"]'), 'the reply’s report was forgotten');

    membershipSession.clear();
    await waitUntil(() => !element.shadowRoot!.querySelector('[part="composer"]'), 'still signed in');
    theirs = await postOf(element, 'Questionable');
    expect(all(element, '[part="report"], [part="reported"]')).to.deep.equal([]);
  });

  it('says a refused report in place, keeps the comment and lets the member try again later', async () => {
    const channel = freshChannel();
    const ada = await someoneElse('Ada');
    const target = await ada.comments.createPost(channel, '<p>Report me</p>');
    const other = await ada.comments.createPost(channel, '<p>Reported a lot</p>');
    await signUpFresh(membershipClient, 'Flagger');
    // 20 reports an hour is a member's limit: the element's is the 21st.
    for (let index = 0; index < 20; index += 1) await comments.report('posts', other.id);
    const element = await mount(channel);
    const post = await postOf(element, 'Report me');
    (await button(post, 'Report')).click();
    (await button(post, 'Report to the moderators?')).click();
    await waitUntil(() => post.querySelector('[role="alert"]'), 'no failure said');
    expect(post.querySelector('[role="alert"]')!.textContent).to.include('Too many attempts. Please wait');
    expect(post.querySelector('[part="content"]')!.textContent).to.equal('Report me');
    expect((await button(post, 'Report')).disabled).to.equal(false);
    expect((await comments.posts(channel)).posts.find((one) => one.id === target.id)!.reportedByMe).to.equal(false);
  });

  it('switches Email me replies on and off as the service keeps it, and says a refused switch', async () => {
    const channel = freshChannel();
    await signUpFresh(membershipClient, 'Subscriber');
    let element = await mount(channel);
    let toggle = await mailSwitch(element);
    await waitUntil(() => !toggle.disabled, 'the setting did not load');
    expect([toggle.textContent, toggle.getAttribute('aria-checked')]).to.deep.equal(['Email me replies', 'false']);
    expect(mailStatus(element).textContent).to.equal('You will not get emails about replies.');
    expect(toggle.getAttribute('aria-describedby')).to.equal(mailStatus(element).id);

    toggle.click();
    await waitUntil(() => toggle.getAttribute('aria-checked') === 'true', 'it did not switch on');
    expect(mailStatus(element).textContent).to.equal('You will get an email when someone replies to your comments.');
    expect((await comments.channelInfo(channel)).subscription).to.equal('THREADS_ONLY');

    element.remove();
    element = await mount(channel);
    toggle = await mailSwitch(element);
    await waitUntil(() => toggle.getAttribute('aria-checked') === 'true', 'the subscription was not read back');

    await whileTheServiceFails(async () => {
      toggle.click();
      await shadowText(element, '[part="email-replies"] [role="alert"]', 'Something broke');
    });
    expect(toggle.getAttribute('aria-checked')).to.equal('true');
    expect((await comments.channelInfo(channel)).subscription).to.equal('THREADS_ONLY');

    toggle.click();
    await waitUntil(() => toggle.getAttribute('aria-checked') === 'false', 'it did not switch off');
    expect(element.shadowRoot!.querySelector('[part="email-replies"] [role="alert"]')).to.equal(null);
    expect(mailStatus(element).textContent).to.equal('You will not get emails about replies.');
    expect((await comments.channelInfo(channel)).subscription).to.equal('NONE');

    membershipSession.clear();
    await waitUntil(() => !element.shadowRoot!.querySelector('[part="email-replies"]'), 'a visitor has the switch');
  });

  it('says when the mail setting cannot be loaded, and loads it on Try again', async () => {
    const channel = freshChannel();
    await signUpFresh(membershipClient, 'Unlucky');
    let element: HTMLElement | undefined;
    await whileTheServiceFails(async () => {
      element = await mount(channel);
      await waitUntil(() => element?.shadowRoot?.querySelector('[part="error"]'), 'no failure said');
    });
    await shadowText(element!, '[role="alert"]', 'Your email setting could not be loaded.');
    const alert = all(element!, '[role="alert"]').find((one) => one.textContent?.includes('email setting'))!;
    (await button(alert, 'Try again')).click();
    const toggle = await mailSwitch(element!);
    await waitUntil(() => !toggle.disabled, 'the setting did not load');
    expect(toggle.getAttribute('aria-checked')).to.equal('false');
  });

  it('shows a post’s 130 replies a hundred at a time, oldest first, on the after cursor', async function () {
    // A hundred replies take seconds to render in the test's development build of React.
    this.timeout(LONG_THREAD_MS);
    const channel = freshChannel();
    await signUpFresh(membershipClient, 'Popular');
    const post = await comments.createPost(channel, '<p>Busy thread</p>');
    await seedReplies(post.id, 130);
    const element = await mount(channel);
    const shown = await postOf(element, 'Busy thread');
    (await button(shown, '130 replies')).click();
    await waitUntil(() => all(element, '[part="reply"]').length === 100, 'the first hundred did not come', {
      timeout: LONG_THREAD_MS,
    });
    expect(texts(element, '[part="reply"] [part="content"]').slice(0, 2)).to.deep.equal(['Reply 1', 'Reply 2']);
    expect(texts(element, '[part="reply"] [part="content"]').at(-1)).to.equal('Reply 100');

    const more = await shadowQuery<HTMLButtonElement>(element, '[part="more-replies"]');
    expect(more.textContent).to.equal('Show more replies');
    more.click();
    await waitUntil(() => all(element, '[part="reply"]').length === 130, 'the rest did not come', {
      timeout: LONG_THREAD_MS,
    });
    const contents = texts(element, '[part="reply"] [part="content"]');
    expect(contents).to.deep.equal(Array.from({ length: 130 }, (_, index) => `Reply ${index + 1}`));
    expect(element.shadowRoot!.querySelector('[part="more-replies"]')).to.equal(null);
    await waitUntil(() => focused(element)?.textContent?.includes('Reply 101'), 'the focus did not move on', {
      timeout: LONG_THREAD_MS,
    });
  });

  it('asks before deleting with the kit’s confirm: Escape and a moved focus give up, a second click deletes', async () => {
    const channel = freshChannel();
    await signUpFresh(membershipClient, 'Careful');
    await comments.createPost(channel, '<p>Maybe delete</p>');
    const element = await mount(channel);
    const post = await postOf(element, 'Maybe delete');
    const remove = post.querySelector<HTMLButtonElement>('[part="delete"]')!;
    remove.focus();
    remove.click();
    await waitUntil(() => remove.textContent === 'Are you sure?', 'it did not ask');
    remove.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    await waitUntil(() => remove.textContent === 'Delete', 'Escape did not give up');
    remove.click();
    await waitUntil(() => remove.textContent === 'Are you sure?', 'it did not ask again');
    remove.click();
    await waitUntil(() => !texts(element, '[part="content"]').includes('Maybe delete'), 'the post stayed');
    expect((await comments.posts(channel)).totalCount).to.equal(0);
  });

  it('passes axe in both themes and fits a phone with Report, Reported and the mail switch', async () => {
    const channel = freshChannel();
    const ada = await someoneElse('Ada');
    await ada.comments.createPost(channel, '<p>Leave this</p>');
    await ada.comments.createPost(channel, '<p>Flag this</p>');
    await signUpFresh(membershipClient, 'Checker');
    await setViewport({ width: 390, height: 800 });
    try {
      const element = await mount(channel, 'light');
      const flagged = await postOf(element, 'Flag this');
      (await button(flagged, 'Report')).click();
      (await button(flagged, 'Report to the moderators?')).click();
      await waitUntil(() => flagged.querySelector('[part="reported"]'), 'not reported');
      (await button(await postOf(element, 'Leave this'), 'Report')).click();
      const toggle = await mailSwitch(element);
      await waitUntil(() => !toggle.disabled, 'the setting did not load');
      toggle.click();
      await waitUntil(() => toggle.getAttribute('aria-checked') === 'true', 'it did not switch on');
      await expectAccessible(element);
      element.setAttribute('theme', 'dark');
      await expectAccessible(element);
      expect(element.scrollWidth).to.be.at.most(390);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
