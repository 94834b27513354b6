import { expect, fixture, fixtureCleanup, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { configure } from '../../core/config';
import { SUGGESTED_PROMPTS } from '../../../contract/chat';
import { answerChunks, sseOf } from '../../core/stream/answer-stream.fixture';
import { removeApiToken, setApiToken } from '../../core/token-storage';
import { expectAccessible, shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import './chainforge-chat';

type ChatElement = HTMLElementTagNameMap['chainforge-chat'];

interface FakeLog {
  bodies: {
    id: string;
    messages: unknown[];
    trigger: string;
    messageId?: string;
    channel?: string;
    configName?: string;
  }[];
  aborted: number;
  completed: number;
}

const root = (element: Element) => element.shadowRoot!;
const all = (element: Element, selector: string) => [...root(element).querySelectorAll<HTMLElement>(selector)];
const textOf = (element: Element, selector: string) =>
  all(element, selector).map((node) => node.textContent?.replace(/\s+/g, ' ').trim() ?? '');
const answers = (element: Element) => all(element, '[part~="assistant-message"]');
const lastAnswerText = (element: Element) => answers(element).at(-1)?.textContent ?? '';
const spoken = (element: Element) => textOf(element, '[part="live"] p');
const button = (element: Element, name: string) =>
  all(element, 'button').find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name,
  ) as HTMLButtonElement | undefined;
/** The requests the fake API received for a conversation. */
async function fakeLog(id: string): Promise<FakeLog> {
  return (await (await fetch(`/fake-chat/log/${id}`)).json()) as FakeLog;
}

/** Mounts the chat against a fake API scenario and waits until it is ready to send. */
async function mount(scenario: string, setup: (element: ChatElement) => void = () => undefined): Promise<ChatElement> {
  configure({ productApiUrl: `/fake-chat/${scenario}` });
  const element = document.createElement('chainforge-chat');
  setup(element);
  await fixture(element);
  await shadowQuery(element, '[part="input"]');
  await waitUntil(() => !root(element).querySelector('[part="loading"]'), 'the conversation never loaded');
  return element;
}

async function type(element: ChatElement, text: string) {
  const input = root(element).querySelector<HTMLTextAreaElement>('[part="input"]')!;
  input.focus();
  await sendKeys({ type: text });
}

/**
 * Runs `action` (a click, a key) and waits until the request it starts has ended: the Stop button
 * came and went (watched, so a request that ends at once is not missed).
 */
async function answering(element: ChatElement, action: () => unknown): Promise<void> {
  let started = false;
  const check = () => {
    if (root(element).querySelector('[part="stop"]')) started = true;
  };
  const observer = new MutationObserver(check);
  observer.observe(root(element), { subtree: true, childList: true });
  try {
    await action();
    await waitUntil(
      () => {
        check();
        return started && !root(element).querySelector('[part="stop"]');
      },
      'the request never ended',
      { timeout: 8000 },
    );
  } finally {
    observer.disconnect();
  }
}

/** Types a message and sends it with Enter, without waiting for the answer. */
async function send(element: ChatElement, text: string) {
  await type(element, text);
  await sendKeys({ press: 'Enter' });
}

/** Sends a message and waits until its request has ended. */
const ask = (element: ChatElement, text: string) => answering(element, () => send(element, text));

const click = (element: ChatElement, target: HTMLElement | undefined) =>
  answering(element, () => {
    if (!target) throw new Error('nothing to click');
    target.click();
  });

/** The conversation the fake API was last asked about. */
async function lastConversationId(): Promise<string> {
  return ((await (await fetch('/fake-chat/log/last')).json()) as { id: string }).id;
}

afterEach(() => fixtureCleanup());

describe('chainforge-chat', () => {
  it("shows its title with the icon, the account's greeting, disclaimer and suggested prompts", async () => {
    const element = await mount('ok');
    await shadowText(element, '[part="toggle"]', 'Acme Assistant');
    expect(root(element).querySelector('[part="toggle"] svg')).to.exist;
    expect(textOf(element, '[part="greeting"]')).to.deep.equal(['Hello from the account settings.']);
    expect(textOf(element, '[part="disclaimer"]')).to.deep.equal(['Settings disclaimer.']);
    expect(textOf(element, '[part="prompt"]')).to.deep.equal(['What lands this week?', 'Which SKUs are short?']);
    expect(root(element).querySelector('[part="toggle"]')!.getAttribute('aria-expanded')).to.equal('true');
    expect(root(element).querySelector('[part="panel"]')!.getAttribute('style')).to.contain('max-height: 75vh');
    expect(root(element).querySelector('[part="panel"]')!.getAttribute('style')).to.contain('max-width: 650px');
  });

  it('takes the attributes over the account settings, and the defaults where neither says', async () => {
    const element = await mount('ok', (chat) => {
      chat.setAttribute('heading', 'Page Title');
      chat.setAttribute('greeting', 'Hi from the page.');
      chat.setAttribute('max-height', '420px');
      chat.prompts = ['Page prompt?'];
    });
    await shadowText(element, '[part="toggle"]', 'Page Title');
    expect(textOf(element, '[part="greeting"]')).to.deep.equal(['Hi from the page.']);
    expect(textOf(element, '[part="disclaimer"]')).to.deep.equal(['Settings disclaimer.']);
    expect(textOf(element, '[part="prompt"]')).to.deep.equal(['Page prompt?']);
    expect(root(element).querySelector('[part="panel"]')!.getAttribute('style')).to.contain('max-height: 420px');

    const plain = await mount('defaults');
    await shadowText(plain, '[part="toggle"]', 'Chain Forge');
    expect(textOf(plain, '[part="prompt"]')).to.deep.equal([...SUGGESTED_PROMPTS]);
  });

  it('streams an answer in as it is written, sending DefaultChatTransport’s body with the channel', async () => {
    // A piece every 250 ms: each shows before the next, however busy the machine.
    const element = await mount('slow', (chat) => {
      chat.setAttribute('channel', 'east');
      chat.setAttribute('config-name', 'supplyChain');
    });
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(lastAnswerText(element)));
    observer.observe(root(element), { subtree: true, childList: true, characterData: true });
    await click(element, await shadowQuery<HTMLButtonElement>(element, '[part="prompt"]'));
    observer.disconnect();
    const partial = [...seen].filter((text) => text.includes('You asked') && !text.includes('That is all.'));
    expect(partial.length, 'text shown before the answer was complete').to.be.greaterThan(3);
    expect(lastAnswerText(element)).to.contain('You asked: What lands this week?.');
    expect(lastAnswerText(element)).to.contain('That is all.');
    expect(textOf(element, '[part~="assistant-message"] td')).to.deep.equal(['ACM-STW-101', '28']);
    expect(textOf(element, '[part~="user-message"]')).to.deep.equal(['You said: What lands this week?']);
    // An answer that came whole offers no Retry: nothing failed.
    expect(button(element, 'Retry')).to.equal(undefined);
    expect(all(element, '[part="message-status"]')).to.have.length(0);

    const log = await fakeLog(await lastConversationId());
    expect(log.bodies).to.have.length(1);
    const [body] = log.bodies;
    expect(body!.id).to.match(/^chat_[0-9a-f]{24}$/);
    expect(body).to.deep.include({ trigger: 'submit-message', channel: 'east', configName: 'supplyChain' });
    expect(body!.messages).to.have.length(1);
    expect(body!.messages[0]).to.deep.include({
      role: 'user',
      parts: [{ type: 'text', text: 'What lands this week?' }],
    });
  });

  it('reads the answer to screen readers politely, complete sentences only', async () => {
    const element = await mount('slow');
    const region = await shadowQuery(element, '[part="live"]');
    expect(region.getAttribute('aria-live')).to.equal('polite');
    const snapshots: string[][] = [];
    const observer = new MutationObserver(() => snapshots.push(spoken(element)));
    observer.observe(region, { subtree: true, childList: true, characterData: true });
    await ask(element, 'Hello');
    await waitUntil(() => spoken(element).includes('That is all.'), 'the last sentence was not read');
    observer.disconnect();
    expect(spoken(element)).to.deep.equal([
      'You asked: Hello.',
      'The first sentence is here.',
      'The second one follows.',
      'A table of 1 row, with the columns SKU, Available.',
      'That is all.',
    ]);
    // Sentence by sentence while it was written: more than one announcement, each of whole sentences.
    expect(snapshots.filter((said) => said.length > 0).length).to.be.greaterThan(2);
    for (const said of snapshots) for (const sentence of said) expect(sentence).to.match(/[.!?:]$/);
    // The conversation itself is not a live region: it would read every token.
    expect(root(element).querySelector('[part="messages"]')!.getAttribute('aria-live')).to.equal(null);
  });

  it('sends with Enter and breaks the line with Shift+Enter, keeping nothing sent while empty', async () => {
    const element = await mount('ok');
    const input = root(element).querySelector<HTMLTextAreaElement>('[part="input"]')!;
    expect(button(element, 'Send')!.disabled).to.equal(true);
    await type(element, 'Line one');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ up: 'Shift' });
    await sendKeys({ type: 'line two' });
    expect(input.value).to.equal('Line one\nline two');
    expect(answers(element)).to.have.length(0);
    await answering(element, () => sendKeys({ press: 'Enter' }));
    expect(input.value).to.equal('');
    expect(textOf(element, '[part~="user-message"]')).to.deep.equal(['You said: Line one line two']);
  });

  it('stops an answer with the Stop button, ending the request and keeping what was written', async () => {
    const element = await mount('slow');
    await answering(element, async () => {
      await send(element, 'Tell me');
      await waitUntil(() => lastAnswerText(element).includes('You asked'), 'no text streamed in');
      (await shadowQuery<HTMLButtonElement>(element, '[part="stop"]')).click();
    });
    const id = await lastConversationId();
    await waitUntil(async () => (await fakeLog(id)).aborted === 1, 'the request was not aborted');
    expect(lastAnswerText(element)).to.contain('You asked');
    expect(lastAnswerText(element)).not.to.contain('That is all.');
    expect(textOf(element, '[part="message-status"]')[0]).to.contain('Stopped');
    await waitUntil(() => spoken(element).at(-1) === 'Stopped.', 'the stop was not read');

    // Retry on the last answer writes it again: regenerate-message, naming the answer.
    await click(element, button(element, 'Retry'));
    const log = await fakeLog(id);
    expect(log.bodies.at(-1)).to.deep.include({ trigger: 'regenerate-message', messageId: 'msg_fake_1' });
    expect(answers(element)).to.have.length(1);
    expect(lastAnswerText(element)).to.contain('That is all.');
  });

  it('stops an answer with Escape', async () => {
    const element = await mount('slow');
    await answering(element, async () => {
      await send(element, 'Tell me');
      await waitUntil(() => lastAnswerText(element).includes('You asked'), 'no text streamed in');
      await sendKeys({ press: 'Escape' });
    });
    const id = await lastConversationId();
    await waitUntil(async () => (await fakeLog(id)).aborted === 1, 'the request was not aborted');
    expect(textOf(element, '[part="message-status"]')[0]).to.contain('Stopped');
  });

  it('says a server failure plainly, keeps the message, and Retry sends it again', async () => {
    const element = await mount('fail');
    await ask(element, 'Any risks?');
    await shadowText(element, '[part="error"]', 'The chat failed on our side.');
    expect(root(element).querySelector('[part="error"]')!.getAttribute('role')).to.equal('alert');
    expect(textOf(element, '[part~="user-message"]')).to.deep.equal(['You said: Any risks?']);
    expect(textOf(element, '[part="message-status"]')).to.deep.equal(['Not sent']);
    expect(answers(element)).to.have.length(0);
    await click(element, button(element, 'Retry'));
    expect(lastAnswerText(element)).to.contain('That is all.');
    expect(root(element).querySelector('[part="error"]')).to.equal(null);
    expect(textOf(element, '[part~="user-message"]')).to.deep.equal(['You said: Any risks?']);
    const log = await fakeLog(await lastConversationId());
    expect(log.bodies.map((body) => body.trigger)).to.deep.equal(['submit-message', 'submit-message']);
    expect(new Set(log.bodies.map((body) => JSON.stringify(body.messages))).size).to.equal(1);
  });

  it("shows a 429's message with the wait, and offers Retry once it has passed", async () => {
    const element = await mount('limited');
    await ask(element, 'Again?');
    await shadowText(element, '[part="error"]', 'Please wait 2 seconds and try again.');
    const retry = root(element).querySelector<HTMLButtonElement>('[part="error"] [part="retry"]')!;
    expect(retry.disabled).to.equal(true);
    expect(retry.textContent).to.match(/Retry in [12] s/);
    await waitUntil(() => !retry.disabled, 'Retry never came back', { timeout: 4000 });
    await click(element, retry);
    expect(lastAnswerText(element)).to.contain('That is all.');
  });

  it('says when the plan has no chat: on sending (403), and from the start when the API refuses it all', async () => {
    const element = await mount('forbidden-chat');
    await ask(element, 'Hi');
    await shadowText(element, '[part="error"]', "The chat agent is not part of your account's plan.");
    expect(root(element).querySelector('[part="error"] [part="retry"]')).to.equal(null);

    const blocked = await mount('forbidden');
    await shadowText(blocked, '[part="error"]', "The chat agent is not part of your account's plan.");
    expect(root(blocked).querySelector<HTMLTextAreaElement>('[part="input"]')!.disabled).to.equal(true);
    expect(all(blocked, '[part="prompt"]').every((prompt) => (prompt as HTMLButtonElement).disabled)).to.equal(true);
  });

  it('says when the network is down, and when the connection drops mid-answer, keeping what came', async () => {
    const offline = await mount('offline');
    await ask(offline, 'Hello?');
    await shadowText(offline, '[part="error"]', "Can't reach the server. Check your connection and try again.");
    expect(textOf(offline, '[part~="user-message"]')).to.deep.equal(['You said: Hello?']);

    const dropped = await mount('drop');
    await ask(dropped, 'Hello?');
    await shadowText(dropped, '[part="message-status"]', 'The connection dropped before the answer finished.');
    expect(lastAnswerText(dropped)).to.contain('You asked');
    await click(dropped, button(dropped, 'Retry'));
    expect(lastAnswerText(dropped)).to.contain('That is all.');
    const log = await fakeLog(await lastConversationId());
    expect(log.bodies.at(-1)!.trigger).to.equal('regenerate-message');
  });

  it("shows an error chunk's text under the part of the answer that came", async () => {
    const element = await mount('error-chunk');
    await ask(element, 'Hello?');
    await shadowText(element, '[part="message-status"]', 'The model took too long to answer.');
    expect(lastAnswerText(element)).to.contain('Half an answer');
  });

  it('gives a refused message back to the message box, to be changed', async () => {
    const element = await mount('too-long');
    await ask(element, 'A long question');
    await shadowText(element, '[part="error"]', 'Your message is too long');
    // The error and the text given back arrive in separate renders.
    await waitUntil(
      () => root(element).querySelector<HTMLTextAreaElement>('[part="input"]')!.value === 'A long question',
      'the refused message did not come back to the message box',
    );
    expect(all(element, '[part~="user-message"]')).to.have.length(0);
  });

  it('renders markdown without any HTML: tags as text, only http(s) links, opened safely', async () => {
    const element = await mount('markdown');
    await ask(element, 'Show me');
    const answer = answers(element).at(-1)!;
    expect(answer.querySelector('script, img, iframe')).to.equal(null);
    expect(answer.textContent).to.contain('<script>window.hacked = true</script>');
    expect(answer.textContent).to.contain('<img src=x onerror="window.hacked = true">');
    expect(answer.textContent).to.contain('[bad link](javascript:window.hacked=true)');
    const links = [...answer.querySelectorAll('a')];
    expect(links.map((link) => [link.getAttribute('href'), link.target, link.rel])).to.deep.equal([
      ['https://example.com/docs', '_blank', 'noopener noreferrer'],
    ]);
    expect((window as { hacked?: boolean }).hacked).to.equal(undefined);
    expect(answer.querySelector('th')!.textContent).to.equal('SKU');
  });

  it('collapses and opens from its title button, reflecting `expanded`, and can start collapsed', async () => {
    const element = await mount('ok');
    const toggle = await shadowQuery<HTMLButtonElement>(element, '[part="toggle"]');
    const toggles: boolean[] = [];
    element.addEventListener('chainforge-chat-toggle', (event) => toggles.push(event.detail.expanded));
    toggle.click();
    await waitUntil(() => toggle.getAttribute('aria-expanded') === 'false');
    expect(element.getAttribute('expanded')).to.equal('false');
    expect(element.expanded).to.equal(false);
    const body = root(element).querySelector<HTMLElement>('[part="body"]')!;
    expect(body.hidden).to.equal(true);
    expect(getComputedStyle(body).display).to.equal('none');
    // Collapsed, it is its title bar: one line high, as wide as its title.
    const bar = root(element).querySelector('[part="panel"]')!.getBoundingClientRect();
    expect(bar.height).to.be.below(70);
    expect(bar.width).to.be.below(320);
    toggle.click();
    await waitUntil(() => toggle.getAttribute('aria-expanded') === 'true');
    expect(toggles).to.deep.equal([false, true]);
    await waitUntil(() => root(element).activeElement === root(element).querySelector('[part="input"]'));

    const collapsed = await mount('ok', (chat) => chat.setAttribute('expanded', 'false'));
    expect(root(collapsed).querySelector('[part="toggle"]')!.getAttribute('aria-expanded')).to.equal('false');
  });

  it("reopens the account's latest conversation, and New chat starts another", async () => {
    const element = await mount('history');
    await shadowText(element, '[part~="assistant-message"]', 'PO-7 lands on 2026-03-20.');
    expect(textOf(element, '[part~="user-message"]')).to.deep.equal(['You said: Where is PO-7?']);
    expect(root(element).querySelector('[part~="assistant-message"] strong')!.textContent).to.equal('2026-03-20');
    // A restored answer is not read out again.
    expect(spoken(element)).to.deep.equal([]);
    await ask(element, 'And PO-8?');
    expect((await fakeLog('conv_stored')).bodies.at(-1)!.id).to.equal('conv_stored');

    button(element, 'New chat')!.click();
    await shadowQuery(element, '[part="greeting"]');
    expect(answers(element)).to.have.length(0);
    await ask(element, 'Fresh start');
    const fresh = await lastConversationId();
    expect(fresh).not.to.equal('conv_stored');
    expect(fresh).to.match(/^chat_/);
  });

  it('starts a new conversation with `new-chat`, and takes only CSS colours from `colors`', async () => {
    const element = await mount('history', (chat) => {
      chat.setAttribute('new-chat', '');
      chat.colors = { userBubble: '#2962ff', primary: 'url(https://evil.test/x)', text: 'red; background: red' };
    });
    await shadowQuery(element, '[part="greeting"]');
    expect(answers(element)).to.have.length(0);
    const panel = root(element).querySelector<HTMLElement>('[part="panel"]')!;
    expect(panel.style.getPropertyValue('--cf-chat-user-bubble')).to.equal('#2962ff');
    expect(panel.style.getPropertyValue('--cf-color-primary')).to.equal('');
    expect(panel.style.getPropertyValue('--cf-color-text')).to.equal('');
    await ask(element, 'Colour me');
    const bubble = root(element).querySelector('[part~="user-message"]')!;
    expect(getComputedStyle(bubble).backgroundColor).to.equal('rgb(41, 98, 255)');
  });

  it('passes axe in both themes, with an answer holding a table', async () => {
    const element = await mount('ok', (chat) => chat.setAttribute('theme', 'light'));
    await expectAccessible(element);
    await ask(element, 'Hello');
    expect(lastAnswerText(element)).to.contain('That is all.');
    await expectAccessible(element);
    element.removeAttribute('theme');
    await expectAccessible(element);
    for (const control of all(element, 'button, textarea')) {
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim();
      expect(name, control.outerHTML).not.to.equal('');
    }
  });

  it('fills a phone screen when open, its message box inside the visual viewport', async () => {
    await setViewport({ width: 390, height: 700 });
    try {
      const element = await mount('ok');
      const panel = root(element).querySelector<HTMLElement>('[part="panel"]')!;
      await waitUntil(() => getComputedStyle(panel).position === 'fixed');
      const box = panel.getBoundingClientRect();
      expect([box.left, box.top, box.width, box.height]).to.deep.equal([0, 0, 390, window.visualViewport!.height]);
      const composer = root(element).querySelector('[part="composer"]')!.getBoundingClientRect();
      expect(composer.bottom).to.be.at.most(window.visualViewport!.height + 0.5);
      expect(document.documentElement.style.overflowY).to.equal('hidden');
      // Collapsed it is its title bar again, and the page scrolls.
      root(element).querySelector<HTMLButtonElement>('[part="toggle"]')!.click();
      await waitUntil(() => getComputedStyle(panel).position !== 'fixed');
      expect(document.documentElement.style.overflowY).to.equal('');

      const preview = await mount('ok', (chat) => chat.setAttribute('inline', ''));
      expect(getComputedStyle(root(preview).querySelector('[part="panel"]')!).position).not.to.equal('fixed');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('wraps long words instead of clipping them', async () => {
    const element = await mount('ok', (chat) => {
      chat.style.width = '320px';
    });
    const word = 'x'.repeat(300);
    // Set at once (as a paste would): typing 300 keys takes seconds on a busy machine.
    const input = root(element).querySelector<HTMLTextAreaElement>('[part="input"]')!;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(input, word);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.focus();
    await answering(element, () => sendKeys({ press: 'Enter' }));
    const bubble = root(element).querySelector<HTMLElement>('[part~="user-message"]')!;
    expect(bubble.scrollWidth).to.be.at.most(bubble.clientWidth + 1);
    const answer = answers(element).at(-1)!;
    expect(answer.scrollWidth).to.be.at.most(answer.clientWidth + 1);
  });
});

/** `body` as the browser reads it when the network goes away after `events` events: it fails. */
function cutAfterEvents(body: ReadableStream<Uint8Array>, events: number): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let seen = 0;
  return new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      controller.enqueue(value);
      seen += decoder.decode(value, { stream: true }).split('\n\n').length - 1;
      if (seen >= events) {
        controller.error(new TypeError('network error'));
        await reader.cancel();
      }
    },
  });
}

const eventStream = (text: string) => new Response(text, { headers: { 'Content-Type': 'text/event-stream' } });

type FetchHandler = (url: URL, method: string, forward: () => Promise<Response>) => Promise<Response>;
let restoreFetch: (() => void) | undefined;

/** The page's fetch (axios's fetch adapter's) through `handler`, until the test ends. */
function interceptFetch(handler: FetchHandler) {
  const original = window.fetch;
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
    return handler(url, method, () => original(input, init));
  };
  restoreFetch = () => {
    window.fetch = original;
  };
}

const STREAM_PATH = /\/chat\/([^/]+)\/stream$/;

/**
 * A network blip, and a server that keeps answers: the first answer's body fails after `cutAfter`
 * events while the (fake) server writes it on; GET .../chat/<id>/stream sends the whole answer
 * again from its start, as the server does from Redis, or 204 when `resumable` is false.
 * Answers the conversation ids the stream route was asked for.
 */
function networkBlip({ cutAfter, resumable = true }: { cutAfter: number; resumable?: boolean }): string[] {
  const resumes: string[] = [];
  let kept: Promise<string> | undefined;
  interceptFetch(async (url, method, forward) => {
    const stream = STREAM_PATH.exec(url.pathname);
    if (stream && method === 'GET') {
      resumes.push(decodeURIComponent(stream[1]!));
      return kept && resumable ? eventStream(await kept) : new Response(null, { status: 204 });
    }
    const response = await forward();
    if (method !== 'POST' || !url.pathname.endsWith('/chat') || kept || !response.body) return response;
    const [page, server] = response.body.tee();
    kept = new Response(server).text();
    return new Response(cutAfterEvents(page, cutAfter), { status: response.status, headers: response.headers });
  });
  return resumes;
}

describe('chainforge-chat resuming an answer', () => {
  afterEach(() => restoreFetch?.());

  it('goes on with the same answer after the connection drops mid-answer, showing it whole and once', async () => {
    const resumes = networkBlip({ cutAfter: 4 });
    const element = await mount('ok');
    await ask(element, 'Hello?');
    expect(answers(element)).to.have.length(1);
    const text = lastAnswerText(element);
    expect(text.split('You asked').length - 1, text).to.equal(1);
    expect(text).to.contain('You asked: Hello?.');
    expect(text).to.contain('That is all.');
    // Finished, no failure: nothing under it, no Retry.
    expect(all(element, '[part="message-status"]')).to.have.length(0);
    expect(button(element, 'Retry')).to.equal(undefined);
    expect(all(element, '[part="error"]')).to.have.length(0);
    // Resumed, not asked again.
    const log = await fakeLog(await lastConversationId());
    expect(log.bodies).to.have.length(1);
    expect(resumes).to.deep.equal([log.bodies[0]!.id]);
  });

  it('says the connection dropped, with Retry, when the answer cannot be resumed, keeping what was typed', async () => {
    const resumes = networkBlip({ cutAfter: 5, resumable: false });
    const element = await mount('slow');
    await send(element, 'Hello?');
    await type(element, 'My next question');
    await shadowText(element, '[part="message-status"]', 'The connection dropped before the answer finished.');
    expect(resumes).to.have.length(1);
    expect(lastAnswerText(element)).to.contain('You asked');
    expect(button(element, 'Retry'), 'a Retry button').to.not.equal(undefined);
    expect(root(element).querySelector<HTMLTextAreaElement>('[part="input"]')!.value).to.equal('My next question');
  });

  it('follows the answer still being written after a reload, under its question', async () => {
    const question = { id: 'u_writing', role: 'user', parts: [{ type: 'text', text: 'Where is PO-9?' }] };
    const conversation = { id: 'conv_writing', title: 'Where is PO-9?', messages: [question] };
    const replay = sseOf(answerChunks('msg_writing', ['PO-9 lands ', 'on Friday.']));
    // The stored conversation ends with the question: its answer is still being written.
    const served: Record<string, () => Response> = {
      '/chat/conversations': () => Response.json([{ ...conversation, message_count: 1 }]),
      '/chat/conversations/conv_writing': () => Response.json(conversation),
      '/chat/conv_writing/stream': () => eventStream(replay),
    };
    interceptFetch(async (url, _method, forward) => {
      const path = Object.keys(served).find((end) => url.pathname.endsWith(end));
      return path ? served[path]!() : forward();
    });
    const element = await mount('ok');
    await shadowText(element, '[part~="assistant-message"]', 'PO-9 lands on Friday.');
    expect(textOf(element, '[part~="user-message"]')).to.deep.equal(['You said: Where is PO-9?']);
    expect(answers(element)).to.have.length(1);
    await waitUntil(() => !root(element).querySelector('[part="stop"]'), 'the resumed answer never finished');
    expect(button(element, 'Retry')).to.equal(undefined);
  });
});

/** An answer holding a table wider than the chat, as the analyst writes its stockout risks. */
const WIDE_TABLE_ANSWER = [
  'Positions below their reorder point:',
  '',
  '| SKU | Product | Warehouse | Channel | Available | Reorder point | Short by | In transit |',
  '| --- | --- | --- | --- | ---: | ---: | ---: | --- |',
  '| ACM-SCN-107 | Bluetooth Barcode Scanner BT-200 | Reno Fulfillment Center | amzn | 106 | 158 | 52 | PO-ACM-5001 on 2026-12-04 |',
  '| ACM-TAP-107 | Packing Tape 2 in clear (36 rolls) | Dallas Distribution Center | amzn | 95 | 142 | 47 | none |',
  '',
].join('\n');

/** The chat's API answering every question with `text`. */
function answerEveryQuestionWith(text: string) {
  interceptFetch((url, method, forward) =>
    method === 'POST' && url.pathname.endsWith('/chat')
      ? Promise.resolve(eventStream(sseOf(answerChunks('msg_table', [text]))))
      : forward(),
  );
}

/** How visible the shadow along one edge of a table's box is (0 to 1). */
const edgeShadow = (frame: Element, edge: 'left' | 'right') =>
  getComputedStyle(frame, edge === 'left' ? '::before' : '::after').opacity;

describe('chainforge-chat answer tables', () => {
  afterEach(() => restoreFetch?.());

  it('scrolls a table wider than the chat in its box, with a scrollbar and a shadow on the edge hiding more', async () => {
    answerEveryQuestionWith(WIDE_TABLE_ANSWER);
    const element = await mount('ok', (chat) => {
      chat.style.width = '640px';
    });
    await ask(element, 'Any risks?');
    const frame = root(element).querySelector<HTMLElement>('[part~="assistant-message"] .table-frame')!;
    const box = frame.querySelector<HTMLElement>('figure')!;
    expect(box.scrollWidth, 'the table is wider than its box').to.be.greaterThan(box.clientWidth + 50);
    expect(getComputedStyle(box).getPropertyValue('scrollbar-width')).to.equal('thin');
    // More to the right: the right edge is shaded, the left is not.
    await waitUntil(() => edgeShadow(frame, 'right') === '1', 'no shadow on the right edge');
    expect(edgeShadow(frame, 'left')).to.equal('0');
    // Scrolled to its end, the shadow moves to the left edge.
    box.scrollLeft = box.scrollWidth;
    await waitUntil(
      () => edgeShadow(frame, 'left') === '1' && edgeShadow(frame, 'right') === '0',
      'the shadows did not follow the scroll',
    );
  });

  it('stacks the rows of a table into labelled values in a narrow chat, every word whole', async () => {
    answerEveryQuestionWith(WIDE_TABLE_ANSWER);
    const element = await mount('ok', (chat) => {
      chat.style.width = '400px';
    });
    await ask(element, 'Any risks?');
    const box = root(element).querySelector<HTMLElement>('[part~="assistant-message"] figure')!;
    expect(box.scrollWidth, 'nothing to scroll sideways').to.be.at.most(box.clientWidth + 1);
    const firstRow = [...box.querySelectorAll<HTMLElement>('tbody tr:first-child td')];
    // Each value under the one before, beside its column's name.
    expect(firstRow.map((cell) => getComputedStyle(cell, '::before').content)).to.deep.equal(
      ['SKU', 'Product', 'Warehouse', 'Channel', 'Available', 'Reorder point', 'Short by', 'In transit'].map(
        (name) => `"${name}" / ""`,
      ),
    );
    const tops = firstRow.map((cell) => cell.getBoundingClientRect().top);
    expect(tops).to.deep.equal([...tops].sort((a, b) => a - b));
    expect(new Set(tops).size).to.equal(firstRow.length);
    for (const cell of box.querySelectorAll<HTMLElement>('td')) {
      expect(cell.scrollWidth, cell.textContent ?? '').to.be.at.most(cell.clientWidth + 1);
      expect(cell.getBoundingClientRect().right).to.be.at.most(box.getBoundingClientRect().right + 0.5);
    }
    // The column headers are still the table's, for screen readers.
    expect(textOf(element, '[part~="assistant-message"] th')[0]).to.equal('SKU');
    await expectAccessible(element);
  });
});

describe('chainforge-chat against the real API', () => {
  let token = '';
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`/api${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
    });

  before(async () => {
    token = ((await (await fetch('/wtr-api-token/demo@chainforge.dev')).json()) as { token: string }).token;
    setApiToken(token);
  });
  after(async () => {
    await api('/agent/settings', { method: 'PUT', body: JSON.stringify({ title: null }) });
    removeApiToken();
  });

  async function mountReal(setup: (element: ChatElement) => void = () => undefined) {
    configure({ productApiUrl: '/api' });
    const element = document.createElement('chainforge-chat');
    setup(element);
    await fixture(element);
    await shadowQuery(element, '[part="input"]');
    await waitUntil(() => !root(element).querySelector('[part="loading"]'), 'the conversation never loaded');
    return element;
  }

  it("streams the analyst's answer from the account's own data, and reopens the conversation after a reload", async () => {
    const element = await mountReal((chat) => chat.setAttribute('config-name', 'supplyChain'));
    const overview = (await (await api('/supply-chain/overview?channel=total')).json()) as {
      stockout_risks: { sku: string }[];
    };
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(lastAnswerText(element)));
    observer.observe(root(element), { subtree: true, childList: true, characterData: true });
    await click(element, button(element, 'Do I have any stockout risks?'));
    observer.disconnect();
    expect(seen.size, 'the answer came in pieces').to.be.greaterThan(2);
    const skus = textOf(element, '[part~="assistant-message"] tbody tr td:first-child');
    expect(skus.length).to.be.greaterThan(0);
    for (const sku of skus) expect(overview.stockout_risks.map((risk) => risk.sku)).to.include(sku);
    expect(spoken(element).length).to.be.greaterThan(1);

    // A reload: a new element opens the latest conversation.
    element.remove();
    const again = await mountReal();
    await shadowText(again, '[part~="user-message"]', 'Do I have any stockout risks?');
    expect(textOf(again, '[part~="assistant-message"] tbody tr td:first-child')).to.deep.equal(skus);
  });

  it("takes the account's saved title, and the page's heading over it", async () => {
    const saved = await api('/agent/settings', { method: 'PUT', body: JSON.stringify({ title: 'Saved Title' }) });
    expect(saved.status).to.equal(200);
    const element = await mountReal();
    await shadowText(element, '[part="toggle"]', 'Saved Title');
    const overridden = await mountReal((chat) => chat.setAttribute('heading', 'Page Heading'));
    await shadowText(overridden, '[part="toggle"]', 'Page Heading');
  });
});
