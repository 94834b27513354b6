import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { expectAccessible, shadowQuery, shadowText, signedInToFakeApi } from '../../../tests/wtr/helpers';
import './usage-chart';

const headline = (element: Element) =>
  [...element.shadowRoot!.querySelectorAll('[part="headline"] div')].map((item) => [
    item.querySelector('dt')!.textContent,
    item.querySelector('dd')!.textContent,
  ]);

describe('usage-chart', () => {
  signedInToFakeApi();

  it("shows the month's used, projected and remaining tokens and the balance, and says when they run out", async () => {
    const element = await fixture(html`<usage-chart></usage-chart>`);
    await shadowText(element, '[part="headline"] dd', '6,000');
    expect((await shadowQuery(element, 'h2')).textContent).to.equal('Token usage in November');
    expect(headline(element)).to.deep.equal([
      ['Used so far', '6,000'],
      ['Projected', '60,000'],
      ['Tokens remaining', '10,000'],
      ['Balance', '$42.50'],
    ]);
    expect((await shadowQuery(element, '[part="summary"]')).textContent).to.equal(
      '6,000 tokens used in the first 3 days of November (3,000 chat, 3,000 voice). At this pace, 60,000 by November 30. The 10,000 purchased tokens that remain run out in about 5 days.',
    );
    expect(element.shadowRoot!.querySelector('[part="legend"]')!.textContent).to.contain('Purchased tokens run out');
  });

  it('offers its figures as a table, day by day with the running total', async () => {
    const element = await fixture(html`<usage-chart></usage-chart>`);
    await shadowText(element, '[part="headline"] dd', '6,000');
    (await shadowQuery(element, 'details > summary')).click();
    const rows = [...element.shadowRoot!.querySelectorAll('tbody tr[part="row"]')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).to.deep.equal([
      ['2026-11-01', '1,000', '500', '1,500', '1,500'],
      ['2026-11-02', '2,000', '0', '2,000', '3,500'],
      ['2026-11-03', '0', '2,500', '2,500', '6,000'],
    ]);
  });

  it('keeps 0 and offers a retry when loading fails', async () => {
    configure({ productApiUrl: '/fake-api/fail' });
    const element = await fixture(html`<usage-chart></usage-chart>`);
    await shadowText(element, '[role="alert"]', 'Unable to load token usage.');
    expect(headline(element)[0]).to.deep.equal(['Used so far', '0']);
    configure({ productApiUrl: '/fake-api/ok' });
    (await shadowQuery<HTMLButtonElement>(element, '[part="retry"]')).click();
    await shadowText(element, '[part="headline"] dd', '6,000');
  });

  it('passes axe in both themes', async () => {
    const element = await fixture(html`<usage-chart theme="light"></usage-chart>`);
    await shadowText(element, '[part="summary"]', 'tokens used');
    await expectAccessible(element);
    element.removeAttribute('theme');
    await expectAccessible(element);
  });
});
