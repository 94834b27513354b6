import { expect, waitUntil } from '@open-wc/testing';
import '../cdn';
// Imported here too so that the test server bundles React once, up front (tests/wtr/vite-serve-plugin.mjs).
import '../components/ms-login-modal/ms-login-modal';
import './toast-host';
import { configure } from '../core/config';
import type { Member } from '../core/membership/types';
import { membershipClient, membershipSession } from '../kit/membership/membership-runtime';
import type { ContentRemovedDetail } from '../xray/inspector/content-removed-event';
import { GATE_CSS } from './entry-hooks';

configure({ publicKey: 'pk_sb_chainforge_demo', membershipApiUrl: '/membership', productApiUrl: '/fake-api/ok' });

const DEMO_EMAIL = 'demo@chainforge.dev';
const DEMO_PASSWORD = 'ChainForge-demo-1';
const PASSWORD = 'a-long-password-1';
const freshEmail = (what: string) =>
  `wtr-nocode-${what}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

const mounted: HTMLElement[] = [];

/** A builder's markup, added to the page as a builder's page (or framework) would. */
function mount(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  mounted.push(container);
  return container;
}

const query = <T extends Element = HTMLElement>(root: ParentNode, selector: string) => {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`nothing matched ${selector}`);
  return found;
};

const displayed = (element: Element) => element.isConnected && getComputedStyle(element).display !== 'none';

const until = (check: () => unknown, message: string) => waitUntil(check, message, { timeout: 8000 });

async function latestCode(email: string): Promise<string> {
  let code: string | undefined;
  await until(async () => {
    // No-store: the browser would answer a second fetch from its cache.
    const mails = (await (await fetch('/dev/mailbox.json', { cache: 'no-store' })).json()) as {
      to: string;
      text: string;
    }[];
    code = /\b\d{6}\b/.exec(mails.find((mail) => mail.to === email)?.text ?? '')?.[0];
    return code;
  }, `no code was mailed to ${email}`);
  return code!;
}

function fillIn(form: Element, values: Record<string, string>): void {
  for (const [key, value] of Object.entries(values)) {
    const input = query<HTMLInputElement>(form, `[data-ms-member="${key}"]`);
    input.value = value;
  }
}

const submit = (form: HTMLFormElement) => form.requestSubmit();

const toastTexts = () =>
  [...(document.querySelector('chainforge-toasts')?.shadowRoot?.querySelectorAll('[part="toast"]') ?? [])].map(
    (toast) => toast.textContent ?? '',
  );

describe('the no-code runtime', () => {
  afterEach(async () => {
    for (const container of mounted.splice(0)) container.remove();
    window.chainforge.hideModal();
    membershipSession.clear();
    sessionStorage.clear();
    await waitUntil(
      () => !document.querySelector('ms-login-modal[open], ms-profile-modal[open]'),
      'a modal stayed open',
    );
  });

  it('hides gated content and messages with a document stylesheet, adding nothing to the head', () => {
    const rules = document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(
      rules.some((rule) => rule.includes('data-ms-content') && rule.includes('display: none !important')),
    ).to.equal(true);
    expect(GATE_CSS).to.contain('[data-ms-message]');
    expect(document.head.querySelector('style')).to.equal(null);
  });

  it('shows a visitor !members content and removes members content, telling the inspector', async () => {
    const removedEvents: ContentRemovedDetail[] = [];
    const listener = (event: CustomEvent<ContentRemovedDetail>) => removedEvents.push(event.detail);
    document.addEventListener('chainforge:content-removed', listener);
    try {
      const page = mount(`
        <div id="members-only" class="pro card" data-ms-content="members">Members</div>
        <div id="visitors-only" data-ms-content="!members">Log in</div>
        <div id="group" data-ms-content="supply-chain">Supply chain</div>
        <div id="not-group" data-ms-content="!supply-chain">Upgrade</div>`);
      await until(() => !document.getElementById('members-only'), 'members content stayed');
      expect(displayed(query(page, '#visitors-only'))).to.equal(true);
      expect(displayed(query(page, '#not-group'))).to.equal(true);
      expect(document.getElementById('group')).to.equal(null);
      expect(removedEvents).to.deep.include({
        description: '<div id="members-only" class="pro card">',
        attribute: 'data-ms-content',
        value: 'members',
      });
    } finally {
      document.removeEventListener('chainforge:content-removed', listener);
    }
  });

  it('signs in with a login form, stays, and updates the page: gating and member data', async () => {
    const page = mount(`
      <p data-ms-content="members" id="welcome">Welcome back, <span data-ms-member="first-name">friend</span>
        (<span data-ms-member="email" id="email">email</span>)</p>
      <a href="/login" data-ms-content="!members" id="login-link">Log in</a>
      <form data-ms-form="login" class="builder-form">
        <input data-ms-member="email" type="email" />
        <input data-ms-member="password" type="password" />
        <button class="builder-button">Log in</button>
      </form>`);
    await until(() => !document.getElementById('welcome'), 'members content stayed for a visitor');
    const form = query<HTMLFormElement>(page, 'form');
    const button = query<HTMLButtonElement>(form, 'button');
    // Every state the form passes through, with its button as it was then.
    const states: string[] = [];
    const watcher = new MutationObserver(() =>
      states.push(
        `${form.dataset.msState} busy=${form.getAttribute('aria-busy')} disabled=${button.disabled} button-busy=${button.getAttribute('aria-busy')}`,
      ),
    );
    watcher.observe(form, { attributes: true, attributeFilter: ['data-ms-state'] });
    fillIn(form, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    submit(form);
    await until(() => form.dataset.msState === 'success', 'the form did not succeed');
    watcher.disconnect();
    expect(states[0]).to.equal('submitting busy=true disabled=true button-busy=true');
    expect(membershipSession.member()?.auth.email).to.equal(DEMO_EMAIL);
    expect(button.disabled).to.equal(false);
    expect(form.hasAttribute('aria-busy')).to.equal(false);
    expect(form.className).to.equal('builder-form');
    await until(() => document.getElementById('welcome'), 'members content did not come back');
    expect(displayed(query(page, '#welcome'))).to.equal(true);
    expect(query(page, '#email').textContent).to.equal(DEMO_EMAIL);
    expect(query(page, '[data-ms-member="first-name"]').textContent).to.equal('Dana');
    expect(document.getElementById('login-link')).to.equal(null);

    membershipSession.clear();
    await until(() => document.getElementById('login-link'), 'visitor content did not come back after sign-out');
    expect(document.getElementById('welcome')).to.equal(null);
  });

  it('says what went wrong in the form, keeps what was typed, and announces it', async () => {
    const page = mount(`
      <form data-ms-form="login">
        <input data-ms-member="email" type="email" />
        <input data-ms-member="password" type="password" />
        <div data-ms-message="error" class="error-box"><span class="icon">!</span><span>Oops</span></div>
        <div data-ms-message="success">Welcome!</div>
        <button>Log in</button>
      </form>`);
    const form = query<HTMLFormElement>(page, 'form');
    const error = query(form, '[data-ms-message="error"]');
    await until(() => error.getAttribute('role') === 'alert', 'the error box is no live region');
    expect(displayed(error)).to.equal(false);
    expect(displayed(query(form, '[data-ms-message="success"]'))).to.equal(false);
    fillIn(form, { email: DEMO_EMAIL, password: 'not-the-password' });
    submit(form);
    await until(() => form.dataset.msState === 'error', 'the form did not fail');
    expect(displayed(error)).to.equal(true);
    expect(query(error, '.icon').textContent).to.equal('!');
    expect(error.textContent).to.not.contain('Oops');
    expect(error.textContent!.length).to.be.greaterThan(5);
    expect(displayed(query(form, '[data-ms-message="success"]'))).to.equal(false);
    expect(query<HTMLInputElement>(form, '[data-ms-member="email"]').value).to.equal(DEMO_EMAIL);
    expect(query<HTMLInputElement>(form, '[data-ms-member="password"]').value).to.equal('not-the-password');
    expect(query<HTMLButtonElement>(form, 'button').disabled).to.equal(false);
  });

  it("speaks the site's wording set with chainforge.setMessages, for the service's errors and its own texts", async () => {
    window.chainforge.setMessages({ 'error.invalid-credentials': 'Falsches Passwort.', 'validation.email': 'E-Mail?' });
    try {
      const page = mount(`
        <form data-ms-form="login">
          <input data-ms-member="email" type="email" /><input data-ms-member="password" type="password" />
          <div data-ms-message="error"></div><button>Anmelden</button>
        </form>`);
      const form = query<HTMLFormElement>(page, 'form');
      const error = query(form, '[data-ms-message="error"]');
      fillIn(form, { email: '', password: 'whatever-it-is' });
      submit(form);
      await until(() => error.textContent === 'E-Mail?', 'the empty email was not worded by the site');
      fillIn(form, { email: DEMO_EMAIL, password: 'not-the-password' });
      submit(form);
      await until(() => error.textContent === 'Falsches Passwort.', 'the refusal was not worded by the site');
    } finally {
      window.chainforge.setMessages({});
    }
  });

  it('shows an error in a toast when the form has no message element', async () => {
    const page = mount(`
      <form data-ms-form="login"><input data-ms-member="email" type="email" /><input data-ms-member="password" type="password" /><button>Go</button></form>`);
    const form = query<HTMLFormElement>(page, 'form');
    fillIn(form, { email: 'nobody-here@example.com', password: 'whatever-it-is' });
    submit(form);
    await until(() => toastTexts().length > 0, 'no toast');
    expect(document.head.querySelector('style')).to.equal(null);
    expect(document.querySelector('chainforge-toasts')!.shadowRoot!.querySelector('[role="alert"]')).to.not.equal(null);
  });

  it('signs up with custom fields and the form plan, and prefills and saves a profile form', async () => {
    const email = freshEmail('signup');
    const page = mount(`
      <form data-ms-form="signup" data-ms-plan:add="pln_chainforge_community">
        <input data-ms-member="first-name" /><input data-ms-member="email" type="email" />
        <input data-ms-member="password" type="password" /><button>Sign up</button>
      </form>
      <form data-ms-form="profile" id="profile">
        <input data-ms-member="first-name" /><input data-ms-member="last-name" />
        <div data-ms-message="success"></div><button>Save</button>
      </form>`);
    const signup = query<HTMLFormElement>(page, 'form');
    fillIn(signup, { 'first-name': 'Ada', email, password: PASSWORD });
    submit(signup);
    await until(() => signup.dataset.msState === 'success', 'the signup did not succeed');
    const member = membershipSession.member() as Member;
    expect(member.auth.email).to.equal(email);
    expect(member.customFields['first-name']).to.equal('Ada');
    expect(member.planConnections?.map((connection) => connection.planId)).to.include('pln_chainforge_community');

    const profile = query<HTMLFormElement>(page, '#profile');
    const firstName = query<HTMLInputElement>(profile, '[data-ms-member="first-name"]');
    await until(() => firstName.value === 'Ada', 'the profile form was not prefilled');
    firstName.value = 'Ada L.';
    query<HTMLInputElement>(profile, '[data-ms-member="last-name"]').value = 'Lovelace';
    submit(profile);
    await until(() => profile.dataset.msState === 'success', 'the profile was not saved');
    const success = query(profile, '[data-ms-message="success"]');
    expect(displayed(success)).to.equal(true);
    expect(success.textContent).to.equal('Your profile has been saved.');
    const fresh = await membershipClient.getCurrentMember();
    expect(fresh?.customFields).to.include({ 'first-name': 'Ada L.', 'last-name': 'Lovelace' });
    expect(firstName.value).to.equal('Ada L.');
  });

  it('mails a passwordless code, reveals the hidden code step, and signs in with the code', async () => {
    const email = freshEmail('passwordless');
    await membershipClient.signup({ email, password: PASSWORD });
    membershipSession.clear();
    const page = mount(`
      <form data-ms-form="passwordless-login">
        <input data-ms-member="email" type="email" />
        <div class="step-2" style="display: none"><input data-ms-member="token" /></div>
        <button>Continue</button>
      </form>`);
    const form = query<HTMLFormElement>(page, 'form');
    fillIn(form, { email });
    submit(form);
    await until(() => form.dataset.msStep === 'code', 'no code step');
    expect(displayed(query(form, '.step-2'))).to.equal(true);
    expect(document.activeElement).to.equal(query(form, '[data-ms-member="token"]'));
    fillIn(form, { token: await latestCode(email) });
    submit(form);
    await until(() => membershipSession.member()?.auth.email === email, 'the code did not sign in');
  });

  it('adds a code input to a passwordless form that has none', async () => {
    const email = freshEmail('passwordless-signup');
    const page = mount(`
      <form data-ms-form="passwordless-signup">
        <input data-ms-member="email" type="email" /><input data-ms-member="first-name" /><button>Continue</button>
      </form>`);
    const form = query<HTMLFormElement>(page, 'form');
    fillIn(form, { email, 'first-name': 'Grace' });
    submit(form);
    await until(() => form.querySelector('[data-ms-generated] input[data-ms-member="token"]'), 'no code input');
    fillIn(form, { token: await latestCode(email) });
    submit(form);
    await until(() => membershipSession.member()?.auth.email === email, 'the code did not sign up');
    expect(membershipSession.member()?.customFields['first-name']).to.equal('Grace');
  });

  it('keeps a signed-out plan click in sessionStorage.ms_plan and opens signup offering it', async () => {
    const page = mount(`<button data-ms-plan:add="pln_chainforge_starter">Choose Starter</button>`);
    query(page, 'button').click();
    expect(sessionStorage.getItem('ms_plan')).to.equal('pln_chainforge_starter');
    await until(() => document.querySelector('ms-login-modal')?.getAttribute('display') === 'signup', 'no signup');
    const modal = document.querySelector('ms-login-modal') as HTMLElement & {
      params?: { signup?: { plans?: string[] } };
    };
    expect(modal.params?.signup?.plans).to.deep.equal(['pln_chainforge_starter']);
  });

  it('keeps a signed-out price click in sessionStorage.ms_price, and follows a plan link to its page', async () => {
    const page = mount(`
      <button data-ms-price:add="prc_chainforge_team_monthly">Monthly</button>
      <a href="#signup-page" data-ms-plan:add="pln_chainforge_community">Community</a>`);
    query(page, 'button').click();
    expect(sessionStorage.getItem('ms_price')).to.equal('prc_chainforge_team_monthly');
    await until(() => document.querySelector('ms-login-modal')?.getAttribute('display') === 'signup', 'no signup');
    window.chainforge.hideModal();
    query(page, 'a').click();
    expect(sessionStorage.getItem('ms_plan')).to.equal('pln_chainforge_community');
    expect(location.hash).to.equal('#signup-page');
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('adds and removes a free plan for a signed-in member', async () => {
    await membershipClient.signup({ email: freshEmail('plans'), password: PASSWORD });
    const page = mount(`
      <button data-ms-plan:add="pln_chainforge_community" id="add">Join</button>
      <button data-ms-plan:remove="pln_chainforge_community" id="remove">Leave</button>
      <div data-ms-content="!members">never for members</div>`);
    const held = () => (membershipSession.member()?.planConnections ?? []).map((connection) => connection.planId);
    query(page, '#add').click();
    await until(() => held().includes('pln_chainforge_community'), 'the plan was not added');
    await until(() => query(page, '#add').dataset.msState === 'success', 'the button did not settle');
    query(page, '#remove').click();
    await until(() => !held().includes('pln_chainforge_community'), 'the plan was not removed');
  });

  it('opens the modals by data-ms-modal, and login for a visitor asking for the profile', async () => {
    const page = mount(`
      <a href="#" data-ms-modal="forgot-password" id="forgot">Forgot?</a>
      <button data-ms-modal="profile" id="profile">Profile</button>`);
    query(page, '#forgot').click();
    await until(
      () => document.querySelector('ms-login-modal')?.getAttribute('display') === 'forgot_password',
      'no forgot-password screen',
    );
    expect(location.hash).to.equal('');
    window.chainforge.hideModal();
    query(page, '#profile').click();
    await until(() => document.querySelector('ms-login-modal')?.getAttribute('display') === 'login', 'no login');
  });

  it('logs out with data-ms-action="logout"', async () => {
    await membershipClient.login(DEMO_EMAIL, DEMO_PASSWORD);
    const page = mount(`<button data-ms-action="logout" data-ms-content="members" id="logout">Log out</button>`);
    await until(() => displayed(query(page, '#logout')), 'the logout button stayed hidden');
    query(page, '#logout').click();
    await until(() => membershipSession.token() === null, 'still signed in');
    await until(() => !document.getElementById('logout'), 'the members-only button stayed');
  });

  it('shows the login-redirect button to members only', async () => {
    const page = mount(
      `<a href="#" data-ms-action="login-redirect" id="go">Dashboard</a><span data-ms-member="id"></span>`,
    );
    await until(() => !document.getElementById('go'), 'a visitor sees login-redirect');
    await membershipClient.login(DEMO_EMAIL, DEMO_PASSWORD);
    await until(() => document.getElementById('go'), 'a member does not see login-redirect');
    expect(displayed(query(page, '#go'))).to.equal(true);
    expect(query(page, '[data-ms-member="id"]').textContent).to.match(/^mem_/);
  });

  it('wires what a page adds later, and decides gated content added later at once', async () => {
    await membershipClient.login(DEMO_EMAIL, DEMO_PASSWORD);
    const page = mount('<div id="slot"></div>');
    const slot = query(page, '#slot');
    slot.innerHTML = `
      <div data-ms-content="members" id="late-members">For members</div>
      <div data-ms-content="!members" id="late-visitors">For visitors</div>
      <span data-ms-member="email" id="late-email"></span>
      <form data-ms-form="email" id="late-form"><input data-ms-member="email" type="email" /><button>Save</button></form>`;
    await until(() => query(slot, '#late-email').textContent === DEMO_EMAIL, 'member data added later was not shown');
    expect(displayed(query(slot, '#late-members'))).to.equal(true);
    expect(document.getElementById('late-visitors')).to.equal(null);
    expect(query<HTMLInputElement>(slot, '#late-form input').value).to.equal(DEMO_EMAIL);

    // Gated later by setting the attribute on an element already there.
    const note = document.createElement('p');
    note.id = 'late-attribute';
    slot.append(note);
    note.setAttribute('data-ms-content', '!members');
    await until(() => !document.getElementById('late-attribute'), 'an attribute set later was not gated');
  });

  it('gates by content group once the app settings are known', async () => {
    const page = mount(`
      <div data-ms-content="supply-chain" id="supply">Supply chain</div>
      <div data-ms-content="voice-demo" id="voice">Voice demo</div>
      <div data-ms-content="!voice-demo" id="no-voice">Get the voice demo</div>`);
    // The seeded chat account holds the AI Voice Chat Demo plan, not the supply-chain group's plans.
    await membershipClient.login('chat@chainforge.dev', 'ChainForge-chat-1');
    await until(
      () =>
        document.getElementById('voice') && !document.getElementById('supply') && !document.getElementById('no-voice'),
      'groups not decided',
    );
    expect(displayed(query(page, '#voice'))).to.equal(true);
  });
});
