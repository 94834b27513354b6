import { expect, fixture, waitUntil } from '@open-wc/testing';
import { configure } from '../../core/config';
import { removeApiToken, setApiToken } from '../../core/token-storage';
import { announceApiTokenChange } from '../api-token-events';
import { expectAccessible, fakeApiCalls, shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import '../../components/agent-sessions-card/agent-sessions-card';
import '../../components/balance-card/balance-card';
import '../../components/insights-card/insights-card';
import '../../components/invoice-view/invoice-view';
import '../../components/invoices-table/invoices-table';
import '../../components/orders-table/orders-table';
import '../../components/supply-chain-overview/supply-chain-overview';
import '../../components/tokens-card/tokens-card';
import '../../components/transactions-table/transactions-table';
import '../../components/usage-chart/usage-chart';

/** Every element of a member's own data, and what it says to a visitor nobody signed in. */
const MEMBER_DATA_ELEMENTS: [tag: string, notice: string][] = [
  ['agent-sessions-card', 'Sign in to see your agent sessions'],
  ['balance-card', 'Sign in to see your balance'],
  ['insights-card', 'Sign in to see your insights'],
  ['invoice-view', 'Sign in to see this invoice'],
  ['invoices-table', 'Sign in to see your invoices'],
  ['orders-table', 'Sign in to see your incoming orders'],
  ['supply-chain-overview', 'Sign in to see your supply chain'],
  ['tokens-card', 'Sign in to see your token usage'],
  ['transactions-table', 'Sign in to see your transactions'],
  ['usage-chart', 'Sign in to see your usage'],
];

describe("the elements of a member's own data, with nobody signed in", () => {
  beforeEach(() => {
    configure({ productApiUrl: '/fake-api/ok' });
    removeApiToken();
  });
  afterEach(() => {
    removeApiToken();
    Reflect.deleteProperty(window, 'chainforge');
  });

  for (const [tag, notice] of MEMBER_DATA_ELEMENTS) {
    it(`${tag} says "${notice}" with the login modal one click away, asks nothing, and loads once signed in`, async () => {
      const modals: string[] = [];
      window.chainforge = {
        openModal: async (display: string) => {
          modals.push(display);
          return { type: 'CLOSED' };
        },
      } as unknown as Window['chainforge'];
      const failures: Event[] = [];
      const onFailure = (event: Event) => failures.push(event);
      document.addEventListener(`${tag}-error`, onFailure);
      const callsBefore = fakeApiCalls();
      try {
        const element = await fixture(`<${tag} invoice-id="INV-2026-02"></${tag}>`);
        await shadowText(element, '[part="signed-out"] span', notice);
        expect(element.shadowRoot!.querySelector('[role="alert"]'), 'a failure shown').to.equal(null);
        expect(fakeApiCalls(), 'calls made').to.equal(callsBefore);
        (await shadowQuery<HTMLButtonElement>(element, '[part="sign-in"]')).click();
        expect(modals).to.deep.equal(['login']);
        await expectAccessible(element);
        element.setAttribute('theme', 'light');
        await expectAccessible(element);

        setApiToken('cf_at_member');
        announceApiTokenChange();
        await waitUntil(() => fakeApiCalls() > callsBefore, 'signing in did not load the data');
        await waitUntil(() => !element.shadowRoot!.querySelector('[part="signed-out"]'), 'the notice stayed');
        expect(failures).to.deep.equal([]);
      } finally {
        document.removeEventListener(`${tag}-error`, onFailure);
      }
    });
  }
});
