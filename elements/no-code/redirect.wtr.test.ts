import { expect, waitUntil } from '@open-wc/testing';
import '../cdn';
import { configure } from '../core/config';
import { membershipSession } from '../kit/membership/membership-runtime';

configure({ publicKey: 'pk_sb_chainforge_demo', membershipApiUrl: '/membership', productApiUrl: '/fake-api/ok' });

/** The Navigation API's navigate event, as much of it as these tests read. */
interface NavigateEvent extends Event {
  destination: { url: string };
}

/** Where the page tried to go: each navigation is recorded and stopped, so the test page stays. */
const navigations: string[] = [];
const stopNavigation = (event: Event) => {
  navigations.push((event as NavigateEvent).destination.url);
  event.preventDefault();
};
const navigation = (window as unknown as { navigation: EventTarget }).navigation;

/** Script a hostile redirect would run. */
const alerts: unknown[] = [];
const realAlert = window.alert;

const until = (check: () => unknown, message: string) => waitUntil(check, message, { timeout: 8000 });

const HOSTILE = [
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/phish',
  '/\\evil.example/phish',
  'https://evil.example/phish',
];

/** A builder's form with its redirect, submitted; answers where the page then tried to go. */
async function submitWithRedirect(kind: 'login' | 'profile', redirect: string): Promise<string> {
  const container = document.createElement('div');
  container.innerHTML =
    kind === 'login'
      ? '<form data-ms-form="login"><input data-ms-member="email" type="email" value="demo@chainforge.dev" /><input data-ms-member="password" type="password" value="ChainForge-demo-1" /><button>Log in</button></form>'
      : '<form data-ms-form="profile"><input data-ms-member="first-name" value="Dana" /><button>Save</button></form>';
  const form = container.querySelector('form')!;
  form.setAttribute('data-ms-redirect', redirect);
  document.body.append(container);
  try {
    navigations.length = 0;
    form.requestSubmit();
    await until(() => navigations.length > 0, `the ${kind} form with ${JSON.stringify(redirect)} went nowhere`);
    // A moment more: nothing else may follow.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigations).to.have.length(1);
    return navigations[0]!;
  } finally {
    container.remove();
  }
}

describe('no-code redirects', () => {
  before(() => {
    navigation.addEventListener('navigate', stopNavigation);
    window.alert = (message?: unknown) => alerts.push(message);
  });
  after(() => {
    navigation.removeEventListener('navigate', stopNavigation);
    window.alert = realAlert;
    membershipSession.clear();
  });

  it('after a sign-in, a javascript: redirect runs nothing and lands on / of the page origin', async () => {
    expect(await submitWithRedirect('login', 'javascript:alert(document.cookie)')).to.equal(`${location.origin}/`);
    expect(membershipSession.member()?.auth.email).to.equal('demo@chainforge.dev');
    expect(alerts).to.deep.equal([]);
  });

  for (const redirect of HOSTILE) {
    it(`after a success, ${JSON.stringify(redirect)} lands on / of the page origin, running nothing`, async () => {
      expect(await submitWithRedirect('profile', redirect)).to.equal(`${location.origin}/`);
      expect(alerts).to.deep.equal([]);
    });
  }

  it('follows a relative path and the page origin', async () => {
    expect(await submitWithRedirect('profile', 'welcome?from=profile#top')).to.equal(
      new URL('welcome?from=profile#top', document.baseURI).href,
    );
    expect(await submitWithRedirect('profile', `${location.origin}/account`)).to.equal(`${location.origin}/account`);
  });

  it("follows one of the app's allowed origins (every local port in development), and no other", async () => {
    const otherLocal = location.hostname === 'localhost' ? 'http://127.0.0.1:5999' : 'http://localhost:5999';
    expect(await submitWithRedirect('profile', `${otherLocal}/next`)).to.equal(`${otherLocal}/next`);
    expect(await submitWithRedirect('profile', 'http://192.0.2.1:5999/next')).to.equal(`${location.origin}/`);
  });
});
