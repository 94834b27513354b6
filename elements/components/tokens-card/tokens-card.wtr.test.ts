import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { expectAccessible, shadowQuery, shadowText, signedInToFakeApi } from '../../../tests/wtr/helpers';
import './tokens-card';

const rows = (element: Element) =>
  [...element.shadowRoot!.querySelectorAll('[part="tokens"] div')].map((row) => [
    row.querySelector('dt')!.textContent,
    row.querySelector('dd')!.textContent,
  ]);

/** The projection as the dashboard defines it, on the UTC calendar the server counts months by. */
function expectedProjection(used: number): string {
  const now = new Date();
  const days = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
  return Math.round((used * days) / now.getUTCDate()).toLocaleString('en-US');
}

const thisMonth = new Date().toLocaleString('en-US', { month: 'long' });

describe('tokens-card', () => {
  signedInToFakeApi();

  it("shows this month's chat, voice and total tokens and the projected month", async () => {
    const element = await fixture(html`<tokens-card></tokens-card>`);
    await shadowText(element, '[part="projection"] strong', expectedProjection(1_234_567));
    expect(rows(element)).to.deep.equal([
      ['Chat tokens', '1,200,000'],
      ['Voice tokens', '34,567'],
      [`${thisMonth} total`, '1,234,567'],
    ]);
    const explanation = (await shadowQuery(element, '[part="projection"] p')).textContent!;
    expect(explanation).to.contain('1,234,567 tokens in the first');
    expect(explanation).to.contain(`days of ${thisMonth}`);
  });

  it('keeps 0 and offers a retry when loading fails', async () => {
    configure({ productApiUrl: '/fake-api/fail' });
    const element = await fixture(html`<tokens-card></tokens-card>`);
    await shadowText(element, '[role="alert"]', 'Unable to load token usage.');
    expect(rows(element)[2]![1]).to.equal('0');
    expect((await shadowQuery(element, '[part="projection"] strong')).textContent).to.equal('0');
    configure({ productApiUrl: '/fake-api/ok' });
    (await shadowQuery<HTMLButtonElement>(element, '[part="retry"]')).click();
    await shadowText(element, '[part="projection"] strong', expectedProjection(1_234_567));
  });

  it('passes axe in both themes', async () => {
    const element = await fixture(html`<tokens-card theme="light"></tokens-card>`);
    await shadowText(element, '[part="projection"] strong', expectedProjection(1_234_567));
    await expectAccessible(element);
    element.removeAttribute('theme');
    await expectAccessible(element);
  });
});
