import { expect, waitUntil } from '@open-wc/testing';
import { shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import '../../cdn';
import { configure } from '../../core/config';
import { commentsClient } from '../../core/membership/comments-client';
import { membershipClient, membershipSession } from '../../kit/membership/membership-runtime';
import './ms-comments';
import {
  all,
  button,
  ctrlEnter,
  freshChannel,
  mount,
  postOf,
  signUpFresh,
  someoneElse,
  texts,
  type,
} from './ms-comments.wtr-kit';

configure({ publicKey: 'pk_sb_chainforge_demo' });

const comments = commentsClient(membershipClient, 'first-name');

/** The streams the page opens, watched (not changed) so a test starts once its element listens. */
const streams: EventSource[] = [];
const NativeEventSource = window.EventSource;
window.EventSource = class extends NativeEventSource {
  constructor(url: string | URL, init?: EventSourceInit) {
    super(url, init);
    streams.push(this);
  }
};

async function mountListening(channel: string): Promise<HTMLElement> {
  const before = streams.length;
  const element = await mount(channel);
  await waitUntil(() => streams.length > before && streams.at(-1)!.readyState === EventSource.OPEN, 'no stream', {
    timeout: 5000,
  });
  return element;
}

const LIVE = { timeout: 3000 };

describe('ms-comments live', () => {
  afterEach(() => membershipSession.clear());

  it('announces another person’s new post politely and shows it when asked, without moving the list', async () => {
    const channel = freshChannel();
    const ada = await someoneElse('Ada');
    await ada.comments.createPost(channel, '<p>Already here</p>');
    const element = await mountListening(channel);
    await postOf(element, 'Already here');

    await ada.comments.createPost(channel, '<p>Fresh one</p>');
    await ada.comments.createPost(channel, '<p>Fresh two</p>');
    const announcement = () => element.shadowRoot!.querySelector<HTMLButtonElement>('[part="new-comments"]');
    await waitUntil(() => announcement()?.textContent === '2 new comments', 'no announcement', LIVE);
    // Told politely: the button is in a status region, which screen readers read when they are free.
    expect(announcement()!.parentElement!.getAttribute('role')).to.equal('status');
    expect(texts(element, '[part="post"] [part="content"]')).to.deep.equal(['Already here']);
    expect((await shadowQuery(element, '[part="heading"]')).textContent).to.equal('Comments (1)');

    announcement()!.click();
    await waitUntil(() => all(element, '[part="post"]').length === 3, 'the new posts did not show');
    expect(texts(element, '[part="post"] [part="content"]')).to.deep.equal(['Fresh two', 'Fresh one', 'Already here']);
    expect(texts(element, '[part="post"] [part="author"]')).to.deep.equal(['Ada', 'Ada', 'Ada']);
    expect((await shadowQuery(element, '[part="heading"]')).textContent).to.equal('Comments (3)');
    expect(announcement()).to.equal(null);
    expect(element.shadowRoot!.activeElement?.getAttribute('part')).to.equal('posts');
  });

  it('shows another person’s edit, reply, vote counts and deletions as they happen', async () => {
    const channel = freshChannel();
    const ada = await someoneElse('Ada');
    const kept = await ada.comments.createPost(channel, '<p>Keep me</p>');
    const doomed = await ada.comments.createPost(channel, '<p>Doomed</p>');
    const withReplies = await ada.comments.createPost(channel, '<p>Has replies</p>');
    await ada.comments.createReply(withReplies.id, '<p>First answer</p>');
    await signUpFresh(membershipClient, 'Reader');
    await comments.vote('posts', kept.id, 'UP');
    const element = await mountListening(channel);
    let post = await postOf(element, 'Keep me');
    const up = () => post.querySelector<HTMLButtonElement>('[part="vote-up"]')!;
    expect([up().textContent, up().getAttribute('aria-pressed')]).to.deep.equal(['▲Upvote1', 'true']);

    await ada.comments.update('posts', kept.id, '<p>Keep me, edited</p>');
    post = await postOf(element, 'Keep me, edited');
    expect(post.textContent).to.include('edited');
    // The stream carries no reader's vote: the reader's own stays pressed.
    expect(up().getAttribute('aria-pressed')).to.equal('true');

    await ada.comments.vote('posts', kept.id, 'UP');
    await waitUntil(() => up().textContent === '▲Upvote2', 'the count did not move', LIVE);
    expect(up().getAttribute('aria-pressed')).to.equal('true');

    await ada.comments.createReply(kept.id, '<p>A reply, live</p>');
    (await button(post, '1 reply')).click();
    await shadowText(element, '[part="reply"] [part="content"]', 'A reply, live');
    await ada.comments.createReply(kept.id, '<p>Another, while open</p>');
    await shadowText(element, '[part="reply"] [part="content"]', 'Another, while open');
    (await button(post, 'Hide replies')).click();
    await button(post, '2 replies');

    await ada.comments.remove('posts', doomed.id);
    await waitUntil(() => !texts(element, '[part="content"]').includes('Doomed'), 'the deleted post stayed', LIVE);
    await ada.comments.remove('posts', withReplies.id);
    await shadowText(element, '[part="placeholder"]', 'This comment was deleted.');
    await button(element.shadowRoot!, '1 reply');
    expect((await shadowQuery(element, '[part="heading"]')).textContent).to.equal('Comments (2)');
  });

  it('shows who else is typing, by their name, until they stop, and never the reader', async () => {
    const channel = freshChannel();
    const ada = await someoneElse('Ada');
    await ada.comments.createPost(channel, '<p>Hi</p>');
    const reader = await signUpFresh(membershipClient, 'Reader');
    const element = await mountListening(channel);
    const typing = await shadowQuery(element, '[part="typing"]');

    await ada.comments.typing(channel);
    await waitUntil(() => typing.textContent === 'Ada is typing…', 'no typing notice', LIVE);
    const grace = await someoneElse('Grace');
    await grace.comments.typing(channel);
    await waitUntil(() => typing.textContent === 'Ada and Grace are typing…', 'not both', LIVE);
    await waitUntil(() => typing.textContent === '', 'the notice did not expire', { timeout: 9000 });

    // The reader's own notices reach the channel, a few seconds apart, but not the reader's screen.
    const heard: string[] = [];
    const watcher = new EventSource(comments.eventsUrl(channel));
    watcher.addEventListener('typing', (event) => heard.push(JSON.parse((event as MessageEvent).data).memberId));
    await waitUntil(() => watcher.readyState === EventSource.OPEN, 'no watcher');
    const input = await shadowQuery<HTMLTextAreaElement>(element, '[part="composer-input"]');
    type(input, 'H');
    type(input, 'He');
    type(input, 'Hel');
    await waitUntil(() => heard.length === 1, 'the reader’s typing was not told', LIVE);
    watcher.close();
    expect(heard).to.deep.equal([reader.id]);
    expect(typing.textContent).to.equal('');
  }).timeout(20000);

  it('shows the reader’s own post once, not again when its echo arrives', async () => {
    const channel = freshChannel();
    await signUpFresh(membershipClient, 'Echo');
    const element = await mountListening(channel);
    const watcher = new EventSource(comments.eventsUrl(channel));
    let echoes = 0;
    watcher.addEventListener('post.created', () => (echoes += 1));
    await waitUntil(() => watcher.readyState === EventSource.OPEN, 'no watcher');
    const input = await shadowQuery<HTMLTextAreaElement>(element, '[part="composer-input"]');
    type(input, 'Only once');
    ctrlEnter(input);
    await postOf(element, 'Only once');
    await waitUntil(() => echoes === 1, 'no echo', LIVE);
    await new Promise((resolve) => setTimeout(resolve, 100));
    watcher.close();
    expect(texts(element, '[part="post"] [part="content"]')).to.deep.equal(['Only once']);
    expect((await shadowQuery(element, '[part="heading"]')).textContent).to.equal('Comments (1)');
    expect(element.shadowRoot!.querySelector('[part="new-comments"]')).to.equal(null);
  });

  it('reads the first page again when the stream says it cannot resume', async () => {
    const channel = freshChannel();
    const ada = await someoneElse('Ada');
    await ada.comments.createPost(channel, '<p>Before</p>');
    const element = await mountListening(channel);
    await postOf(element, 'Before');
    // A post the element never hears of, as when it was away longer than the server keeps events...
    const stream = streams.at(-1)!;
    stream.close();
    await ada.comments.createPost(channel, '<p>Missed</p>');
    // ...and the server's answer to that: reset.
    stream.dispatchEvent(new MessageEvent('reset', { data: JSON.stringify({ type: 'reset' }) }));
    await postOf(element, 'Missed');
    expect(texts(element, '[part="post"] [part="content"]')).to.deep.equal(['Missed', 'Before']);
    expect(element.shadowRoot!.querySelector('[part="loading"]')).to.equal(null);
  });

  it('closes its stream when removed and opens the new channel’s when the channel changes', async () => {
    const element = await mountListening(freshChannel());
    const first = streams.at(-1)!;
    const next = freshChannel();
    element.setAttribute('channel', next);
    await waitUntil(() => first.readyState === EventSource.CLOSED, 'the old stream stayed open');
    await waitUntil(() => streams.at(-1)!.url.includes(encodeURIComponent(next)), 'no stream of the new channel');
    const second = streams.at(-1)!;
    element.remove();
    await waitUntil(() => second.readyState === EventSource.CLOSED, 'the stream outlived its element');
  });
});
