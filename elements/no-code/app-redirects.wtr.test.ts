import { expect, waitUntil } from '@open-wc/testing';
import { configure } from '../core/config';
import { membershipClient, membershipSession } from '../kit/membership/membership-runtime';

// A page of its own: the app's redirects (set in the console) stand in for the service's answer.
const settings = { publicKey: 'pk_sb_chainforge_demo', membershipApiUrl: '/membership', productApiUrl: '/fake-api/ok' };
configure(settings);
const realGetApp = membershipClient.getApp;
membershipClient.getApp = async () => ({
  ...(await realGetApp()),
  redirects: { afterLogin: '/after-login', afterSignup: null, afterLogout: '/goodbye' },
});

interface NavigateEvent extends Event {
  destination: { url: string };
}
const navigations: string[] = [];
const stopNavigation = (event: Event) => {
  navigations.push((event as NavigateEvent).destination.url);
  event.preventDefault();
};
const navigation = (window as unknown as { navigation: EventTarget }).navigation;

const LOGIN =
  '<form data-ms-form="login"><input data-ms-member="email" type="email" value="demo@chainforge.dev" /><input data-ms-member="password" type="password" value="ChainForge-demo-1" /><button>Log in</button></form>';

async function wentTo(start: () => void): Promise<string> {
  navigations.length = 0;
  start();
  await waitUntil(() => navigations.length > 0, 'the page went nowhere', { timeout: 8000 });
  return navigations[0]!;
}

describe("the app's own redirects", () => {
  const container = document.createElement('div');
  before(async () => {
    // The runtime starts for a page with data-ms markup, as a builder's page has from the start.
    container.innerHTML = `${LOGIN}<button data-ms-action="logout">Log out</button>`;
    document.body.append(container);
    await import('../cdn');
    configure(settings);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    navigation.addEventListener('navigate', stopNavigation);
  });
  after(() => {
    container.remove();
    navigation.removeEventListener('navigate', stopNavigation);
    membershipSession.clear();
  });

  it('sends a login form without data-ms-redirect to the app’s after-login page; the form’s own wins', async () => {
    const form = container.querySelector('form')!;
    expect(await wentTo(() => form.requestSubmit())).to.equal(`${location.origin}/after-login`);

    form.setAttribute('data-ms-redirect', '/the-form-says');
    expect(await wentTo(() => form.requestSubmit())).to.equal(`${location.origin}/the-form-says`);
  });

  it('sends the logout action to the app’s after-logout page', async () => {
    const button = container.querySelector<HTMLButtonElement>('[data-ms-action="logout"]')!;
    expect(await wentTo(() => button.click())).to.equal(`${location.origin}/goodbye`);
    expect(membershipSession.member()).to.equal(null);
  });
});
