import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { expectAccessible, shadowQuery, shadowText, signedInToFakeApi } from '../../../tests/wtr/helpers';
import './insights-card';

describe('insights-card', () => {
  signedInToFakeApi();

  it("shows the account's insights as text, never as HTML", async () => {
    const element = await fixture(html`<insights-card></insights-card>`);
    await shadowText(element, '[part="insights"]', 'Chat sessions are up this month.\n<b>Not bold</b>');
    expect(element.shadowRoot!.querySelector('b')).to.equal(null);
    expect((await shadowQuery(element, 'h2')).textContent).to.equal('Ai Insights');
  });

  it("says 'Coming Soon' while there are none", async () => {
    const element = document.createElement('insights-card');
    element.insights = '';
    await fixture(element);
    await shadowText(element, '[part="insights"]', 'Coming Soon');
  });

  it('offers a retry when loading fails', async () => {
    configure({ productApiUrl: '/fake-api/fail' });
    const element = await fixture(html`<insights-card></insights-card>`);
    await shadowText(element, '[role="alert"]', 'Unable to load insights.');
    configure({ productApiUrl: '/fake-api/ok' });
    (await shadowQuery<HTMLButtonElement>(element, '[part="retry"]')).click();
    await shadowText(element, '[part="insights"]', 'Chat sessions are up this month.\n<b>Not bold</b>');
  });

  it('passes axe in both themes', async () => {
    const element = await fixture(html`<insights-card theme="light"></insights-card>`);
    await shadowText(element, '[part="insights"]', 'Chat sessions are up this month.\n<b>Not bold</b>');
    await expectAccessible(element);
    element.removeAttribute('theme');
    await expectAccessible(element);
  });
});
