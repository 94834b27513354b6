import { expect, waitUntil } from '@open-wc/testing';
import { shadowQuery, shadowText } from '../../tests/wtr/helpers';
import '../cdn';
import { configure } from '../core/config';
import type { Member } from '../core/membership/types';
import { TOKEN_KEY } from '../core/membership/session-keys';
import { removeApiToken, setApiToken } from '../core/token-storage';
import { membershipClient, membershipSession } from '../kit/membership/membership-runtime';

configure({ publicKey: 'pk_sb_chainforge_demo', membershipApiUrl: '/membership', productApiUrl: '/fake-api/ok' });

const DEMO_EMAIL = 'demo@chainforge.dev';
const DEMO_PASSWORD = 'ChainForge-demo-1';

type ModalElement = HTMLElement & { open?: boolean; display?: string; params?: Record<string, unknown> };

const loginModals = () => [...document.querySelectorAll<ModalElement>('ms-login-modal')];

async function openedLoginModal(): Promise<ModalElement> {
  await waitUntil(() => loginModals().length === 1 && loginModals()[0]!.open, 'no login modal opened', {
    timeout: 5000,
  });
  const modal = loginModals()[0]!;
  await shadowQuery(modal, 'dialog[open]');
  return modal;
}

/** Another tab signed in or out: it wrote the shared storage, and this tab hears a `storage` event. */
function storageWrittenByAnotherTab(): void {
  dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
}

describe('window.chainforge', () => {
  afterEach(async () => {
    window.chainforge.hideModal();
    membershipSession.clear();
    await waitUntil(() => loginModals().every((modal) => !modal.open), 'a modal stayed open');
  });

  it('openModal creates and opens the login modal, and resolves CLOSED on hideModal', async () => {
    const result = window.chainforge.openModal('login');
    const modal = await openedLoginModal();
    expect(modal.parentElement).to.equal(document.body);
    expect(modal.getAttribute('display')).to.equal('login');
    window.chainforge.hideModal();
    expect(await result).to.deep.equal({ type: 'CLOSED', data: null });
    expect(modal.open).to.equal(false);
    expect(modal.isConnected).to.equal(false);
  });

  it("takes Memberstack's screen names and passes the params on", async () => {
    const result = window.chainforge.openModal('SIGNUP', { hideCloseButton: true });
    const modal = await openedLoginModal();
    expect(modal.getAttribute('display')).to.equal('signup');
    expect(modal.params).to.deep.equal({ hideCloseButton: true });
    await waitUntil(() => !modal.shadowRoot!.querySelector('[part="dialog-close"]'), 'the close button stayed');
    window.chainforge.hideModal();
    expect((await result).type).to.equal('CLOSED');
  });

  it('resolves with what the modal answers when the visitor closes it', async () => {
    const result = window.chainforge.openModal('forgot_password');
    const modal = await openedLoginModal();
    (await shadowQuery<HTMLButtonElement>(modal, '[part="dialog-close"]')).click();
    expect(await result).to.deep.equal({ type: 'CLOSED', data: null });
  });

  it('opening a second modal settles the first as CLOSED', async () => {
    const first = window.chainforge.openModal('login');
    await openedLoginModal();
    const second = window.chainforge.openModal('signup');
    expect(await first).to.deep.equal({ type: 'CLOSED', data: null });
    const modal = await openedLoginModal();
    expect(modal.getAttribute('display')).to.equal('signup');
    window.chainforge.hideModal();
    expect((await second).type).to.equal('CLOSED');
  });

  it("uses the page's own modal and leaves it as the page set it", async () => {
    const own = document.createElement('ms-login-modal') as ModalElement;
    own.setAttribute('display', 'signup');
    own.open = false;
    const ownParams = { signup: { plans: [] } };
    own.params = ownParams;
    document.body.append(own);
    try {
      const result = window.chainforge.openModal('reset_password', { hideCloseButton: false });
      const modal = await openedLoginModal();
      expect(modal).to.equal(own);
      expect(own.getAttribute('display')).to.equal('reset_password');
      window.chainforge.hideModal();
      expect((await result).type).to.equal('CLOSED');
      expect(own.isConnected).to.equal(true);
      expect(own.open).to.equal(false);
      expect(own.getAttribute('display')).to.equal('signup');
      expect(own.params).to.equal(ownParams);
    } finally {
      own.remove();
    }
  });

  it("profile rejects with 'Member not logged in' and opens nothing when nobody is signed in", async () => {
    let error: unknown;
    await window.chainforge.openModal('profile').catch((thrown: unknown) => {
      error = thrown;
    });
    expect(error).to.be.instanceOf(Error);
    expect((error as Error).message).to.equal('Member not logged in');
    expect(document.querySelector('ms-profile-modal')).to.equal(null);
  });

  it('rejects a screen it does not know, naming the ones it does', async () => {
    for (const display of ['checkout', '', undefined, 42]) {
      let error: unknown;
      // @ts-expect-error: what a page's script may pass all the same
      await window.chainforge.openModal(display).catch((thrown: unknown) => {
        error = thrown;
      });
      expect((error as Error).message).to.contain('use one of login, signup');
    }
    expect(loginModals()).to.deep.equal([]);
  });

  it('getCurrentMember answers null for a visitor and the member once signed in', async () => {
    expect(await window.chainforge.getCurrentMember()).to.equal(null);
    await membershipClient.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await window.chainforge.getCurrentMember())?.auth.email).to.equal(DEMO_EMAIL);
  });

  it('logout signs the member out', async () => {
    await membershipClient.login(DEMO_EMAIL, DEMO_PASSWORD);
    await window.chainforge.logout();
    expect(membershipSession.token()).to.equal(null);
    expect(await window.chainforge.getCurrentMember()).to.equal(null);
  });

  it('onAuthChange hears a sign-in, a sign-out, and stops after unsubscribing', async () => {
    const heard: (Member | null)[] = [];
    const unsubscribe = window.chainforge.onAuthChange((member) => heard.push(member));
    await window.chainforge.getCurrentMember(); // the API's code has loaded and the listener is in
    await membershipClient.login(DEMO_EMAIL, DEMO_PASSWORD);
    await membershipClient.logout();
    expect(heard.map((member) => member?.auth.email ?? null)).to.deep.equal([DEMO_EMAIL, null]);
    unsubscribe();
    await membershipClient.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(heard).to.have.length(2);
  });

  it('onAuthChange hears another tab signing in and out', async () => {
    const { member, tokens } = await membershipClient.login(DEMO_EMAIL, DEMO_PASSWORD);
    membershipSession.clear();
    const heard: (Member | null)[] = [];
    const unsubscribe = window.chainforge.onAuthChange((changed) => heard.push(changed));
    await window.chainforge.getCurrentMember();
    // What the other tab's session wrote to the storage both tabs share.
    localStorage.setItem(TOKEN_KEY, tokens.accessToken);
    localStorage.setItem('_ms-mem', JSON.stringify(member));
    storageWrittenByAnotherTab();
    localStorage.removeItem(TOKEN_KEY);
    storageWrittenByAnotherTab();
    unsubscribe();
    expect(heard.map((changed) => changed?.auth.email ?? null)).to.deep.equal([DEMO_EMAIL, null]);
  });

  it('single sign-on stores an API token after a sign-in, tells the data elements, and drops it on sign-out', async () => {
    const announced: Event[] = [];
    const listener = (event: Event) => announced.push(event);
    addEventListener('chainforge:api-token', listener);
    try {
      await window.chainforge.getCurrentMember(); // single sign-on runs from here on
      await membershipClient.login(DEMO_EMAIL, DEMO_PASSWORD);
      await waitUntil(() => localStorage.getItem('api_token') === 'cf_at_fake_sso', 'no API token was stored');
      expect(announced).to.have.length(1);
      await membershipClient.logout();
      expect(localStorage.getItem('api_token')).to.equal(null);
      expect(announced).to.have.length(2);
    } finally {
      removeEventListener('chainforge:api-token', listener);
    }
  });

  it('a data element on the page loads again when the API token changes', async () => {
    const balanceRequests = () =>
      performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/fake-api/ok/account-balance'));
    const before = balanceRequests().length;
    // A signed-in member's card: without a token it shows the signed-out notice and asks nothing.
    setApiToken('cf_at_member');
    const card = document.createElement('balance-card');
    document.body.append(card);
    try {
      await shadowText(card, '[part="balance"]', '$1,234.50');
      expect(balanceRequests().length).to.equal(before + 1);
      dispatchEvent(new Event('chainforge:api-token'));
      await waitUntil(() => balanceRequests().length === before + 2, 'the card did not load again', { timeout: 5000 });
      await shadowText(card, '[part="balance"]', '$1,234.50');
    } finally {
      card.remove();
      removeApiToken();
    }
  });

  it('an unsubscribe called before the API code arrived still stops the listener', async () => {
    const heard: unknown[] = [];
    window.chainforge.onAuthChange((member) => heard.push(member))();
    await window.chainforge.getCurrentMember();
    await membershipClient.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(heard).to.deep.equal([]);
  });
});
