import { expect } from '@open-wc/testing';
import { createRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { shadowText } from '../../../tests/wtr/helpers';
import type { ChainforgeElement } from '../element-types';
import { BalanceCard, MsLoginModal } from '../react';

const figures = { current_balance: 98765.4, current_month_spend: 1.5, last_month_spend: 0, year_to_date_spend: 12 };

let host: HTMLElement;
let root: Root;

/** Renders into the page and lets the effects run (listeners added, the element's code asked for). */
async function render(ui: ReactNode): Promise<void> {
  flushSync(() => root.render(ui));
  await new Promise((settled) => setTimeout(settled));
}

function dispatch(element: Element, name: string, detail: object): void {
  element.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

describe('the React components of the npm package', () => {
  beforeEach(() => {
    host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
  });
  afterEach(() => {
    flushSync(() => root.unmount());
    host.remove();
  });

  it('give an element not yet defined its data as properties, which it renders once its code arrives', async () => {
    expect(customElements.get('balance-card')).to.equal(undefined);
    const ref = createRef<ChainforgeElement<'balance-card'>>();
    await render(<BalanceCard ref={ref} balance={figures} theme="light" id="card" className="wide" data-kind="card" />);

    const element = host.querySelector('balance-card') as ChainforgeElement<'balance-card'>;
    expect(ref.current).to.equal(element);
    await shadowText(element, '[part="balance"]', '$98,765.40');
    expect(customElements.get('balance-card')).not.to.equal(undefined);
    expect(element.balance).to.equal(figures);
    expect(element.hasAttribute('balance')).to.equal(false);
    expect([element.getAttribute('theme'), element.id, element.className, element.dataset.kind]).to.deep.equal([
      'light',
      'card',
      'wide',
      'card',
    ]);
  });

  it('returns a prop the app stops giving to its default', async () => {
    await render(<BalanceCard balance={figures} theme="light" />);
    const element = host.querySelector('balance-card') as ChainforgeElement<'balance-card'>;
    await render(<BalanceCard balance={figures} />);
    expect(element.hasAttribute('theme')).to.equal(false);
    expect(element.theme).to.equal('dark');
  });

  it('calls the latest event callback with the typed event, and none once unmounted', async () => {
    const heard: string[] = [];
    await render(<BalanceCard balance={figures} onBalanceCardError={() => heard.push('first')} />);
    const element = host.querySelector('balance-card') as Element;
    await render(
      <BalanceCard balance={figures} onBalanceCardError={(event) => heard.push(`latest: ${event.detail.message}`)} />,
    );
    dispatch(element, 'balance-card-error', { message: 'Unable to load your balance.', reason: 'offline' });
    expect(heard).to.deep.equal(['latest: Unable to load your balance.']);

    flushSync(() => root.render(null));
    dispatch(element, 'balance-card-error', { message: 'again', reason: 'offline' });
    expect(heard).to.have.length(1);
  });

  it("calls a modal's onClose when it ends CLOSED, and onMsModalResult for every ending", async () => {
    await import('../../components/ms-login-modal/ms-login-modal');
    const results: string[] = [];
    let closed = 0;
    await render(
      <MsLoginModal
        display="login"
        open={false}
        onClose={() => closed++}
        onMsModalResult={(event) => results.push(event.detail.type)}
      />,
    );
    const element = host.querySelector('ms-login-modal') as ChainforgeElement<'ms-login-modal'>;
    expect([element.open, element.display]).to.deep.equal([false, 'login']);

    dispatch(element, 'ms-modal-result', { type: 'LOGIN', data: null });
    expect([results, closed]).to.deep.equal([['LOGIN'], 0]);
    dispatch(element, 'ms-modal-result', { type: 'CLOSED', data: null });
    expect([results, closed]).to.deep.equal([['LOGIN', 'CLOSED'], 1]);
  });
});
