import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { expectAccessible, shadowQuery, shadowText, signedInToFakeApi } from '../../../tests/wtr/helpers';
import './agent-sessions-card';

const stats = {
  total_chat_sessions: 1200,
  monthly_chat_sessions: 34,
  total_voice_sessions: 56000,
  monthly_voice_sessions: 7,
  monthly_chat_tokens: 0,
  monthly_voice_tokens: 0,
  total_purchased_tokens: 0,
};

describe('agent-sessions-card', () => {
  signedInToFakeApi();

  it("shows the chat agent's sessions this month and to date by default", async () => {
    const element = document.createElement('agent-sessions-card');
    element.stats = stats;
    await fixture(element);
    await shadowText(element, '[part="month"]', '34');
    expect((await shadowQuery(element, 'h2')).textContent).to.equal('Chat Agent Sessions');
    expect((await shadowQuery(element, '[part="total"]')).textContent).to.equal('1,200');
  });

  it("shows the voice agent's with agent=voice, fetching the stats itself", async () => {
    const element = await fixture(html`<agent-sessions-card agent="voice"></agent-sessions-card>`);
    await shadowText(element, '[part="month"]', '306');
    expect((await shadowQuery(element, 'h2')).textContent).to.equal('Voice Agent Sessions');
    expect((await shadowQuery(element, '[part="total"]')).textContent).to.equal('3,415');
  });

  it('two cards on one page ask for the stats once', async () => {
    const asked: string[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name.includes('/fake-api/slow/stats/agents')) asked.push(entry.name);
    });
    observer.observe({ type: 'resource', buffered: false });
    configure({ productApiUrl: '/fake-api/slow' });
    const page = await fixture(
      html`<div><agent-sessions-card agent="chat"></agent-sessions-card><agent-sessions-card agent="voice"></agent-sessions-card></div>`,
    );
    const [chat, voice] = page.querySelectorAll('agent-sessions-card');
    await shadowText(chat!, '[part="month"]', '899');
    await shadowText(voice!, '[part="month"]', '306');
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    expect(asked).to.have.length(1);
  });

  it('keeps 0 and offers a retry when loading fails', async () => {
    configure({ productApiUrl: '/fake-api/fail' });
    const element = await fixture(html`<agent-sessions-card></agent-sessions-card>`);
    await shadowText(element, '[role="alert"]', 'Unable to load agent sessions.');
    expect((await shadowQuery(element, '[part="month"]')).textContent).to.equal('0');
    configure({ productApiUrl: '/fake-api/ok' });
    (await shadowQuery<HTMLButtonElement>(element, '[part="retry"]')).click();
    await shadowText(element, '[part="month"]', '899');
  });

  it('passes axe in both themes', async () => {
    const element = await fixture(html`<agent-sessions-card theme="light"></agent-sessions-card>`);
    await shadowText(element, '[part="month"]', '899');
    await expectAccessible(element);
    element.removeAttribute('theme');
    await expectAccessible(element);
  });
});
