import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { pageState } from '../../core/page-state';
import { setSiteMessages } from '../../core/script-page-state';
import { removeApiToken, setApiToken } from '../../core/token-storage';
import { announceApiTokenChange } from '../../kit/api-token-events';
import { expectAccessible, shadowQuery, shadowText, signedInToFakeApi } from '../../../tests/wtr/helpers';
import './balance-card';

const figures = (element: Element) =>
  [...element.shadowRoot!.querySelectorAll('[part="spending"] div')].map((row) => [
    row.querySelector('dt')!.textContent,
    row.querySelector('dd')!.textContent,
  ]);

const thisMonth = new Date().toLocaleString('en-US', { month: 'long' });

describe('balance-card', () => {
  signedInToFakeApi();

  it('shows preloaded figures: the balance, then this month, last month and year to date', async () => {
    const element = document.createElement('balance-card');
    element.balance = {
      current_balance: 98765.4,
      current_month_spend: 1.5,
      last_month_spend: 0,
      year_to_date_spend: 12,
    };
    await fixture(element);
    await shadowText(element, '[part="balance"]', '$98,765.40');
    expect((await shadowQuery(element, 'h2')).textContent).to.equal('Balance & Activity');
    expect(figures(element)).to.deep.equal([
      [thisMonth, '$1.50'],
      ['Last Month', '$0.00'],
      ['Year-to-Date', '$12.00'],
    ]);
  });

  it('keeps a large balance on one line, inside its card, from a phone-wide card down to a 200 px one', async () => {
    for (const width of [360, 280, 200]) {
      const frame = await fixture(html`<div style=${`width: ${width}px`}><balance-card></balance-card></div>`);
      const element = frame.querySelector('balance-card')!;
      element.balance = { current_balance: 94254, current_month_spend: 0, last_month_spend: 0, year_to_date_spend: 0 };
      await shadowText(element, '[part="balance"]', '$94,254.00');
      const figure = await shadowQuery(element, '[part="balance"]');
      // One box per line the figure's text takes.
      const text = document.createRange();
      text.selectNodeContents(figure.firstElementChild!.firstChild!);
      expect(text.getClientRects().length, `lines at ${width} px`).to.equal(1);
      expect(figure.scrollWidth, `overflow at ${width} px`).to.be.at.most(figure.clientWidth);
      const size = Number.parseFloat(getComputedStyle(figure.firstElementChild!).fontSize);
      expect(size, `type size at ${width} px`).to.be.within(20, 32);
    }
  });

  it('fetches its own figures', async () => {
    const element = await fixture(html`<balance-card></balance-card>`);
    await shadowText(element, '[part="balance"]', '$1,234.50');
    expect(figures(element)[1]).to.deep.equal(['Last Month', '$200.25']);
  });

  it('keeps $0.00 and offers a retry when loading fails', async () => {
    configure({ productApiUrl: '/fake-api/fail' });
    const received = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('balance-card-error', resolve, { once: true }),
    );
    const element = await fixture(html`<balance-card></balance-card>`);
    expect((await received).detail.reason).to.equal('Something broke');
    await shadowText(element, '[role="alert"]', 'Unable to load your balance.');
    expect((await shadowQuery(element, '[part="balance"]')).textContent).to.equal('$0.00');
    configure({ productApiUrl: '/fake-api/ok' });
    (await shadowQuery<HTMLButtonElement>(element, '[part="retry"]')).click();
    await shadowText(element, '[part="balance"]', '$1,234.50');
  });

  // What every element of member data does signed out is tested once, in kit/ui/signed-out-notice.wtr.test.ts.
  it("shows none of a member's figures while nobody is signed in, then the member's once signed in", async () => {
    removeApiToken();
    const element = await fixture(html`<balance-card></balance-card>`);
    await shadowQuery(element, '[part="signed-out"]');
    expect(element.shadowRoot!.querySelector('[part="balance"]')).to.equal(null);
    setApiToken('cf_at_member');
    announceApiTokenChange();
    await shadowText(element, '[part="balance"]', '$1,234.50');
  });

  it('words its signed-out notice as the site does (chainforge.setMessages), and follows a new wording', async () => {
    removeApiToken();
    window.chainforge = { openModal: async () => ({ type: 'CLOSED' }) } as unknown as Window['chainforge'];
    setSiteMessages(pageState(), {
      'signedOut.balance': 'Melde dich an, um dein Guthaben zu sehen',
      'signedOut.signIn': 'Anmelden',
    });
    try {
      const element = await fixture(html`<balance-card></balance-card>`);
      await shadowText(element, '[part="signed-out"] span', 'Melde dich an, um dein Guthaben zu sehen');
      expect((await shadowQuery(element, '[part="sign-in"]')).textContent).to.equal('Anmelden');
      setSiteMessages(pageState(), {});
      await shadowText(element, '[part="signed-out"] span', 'Sign in to see your balance');
      expect((await shadowQuery(element, '[part="sign-in"]')).textContent).to.equal('Sign in');
    } finally {
      setSiteMessages(pageState(), {});
      Reflect.deleteProperty(window, 'chainforge');
    }
  });

  it('passes axe in both themes', async () => {
    const element = await fixture(html`<balance-card theme="light"></balance-card>`);
    await shadowText(element, '[part="balance"]', '$1,234.50');
    await expectAccessible(element);
    element.removeAttribute('theme');
    await expectAccessible(element);
  });
});
