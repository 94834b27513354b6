import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expectAccessible, shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import { configure } from '../../core/config';
import { membershipClient, membershipSession } from '../../kit/membership/membership-runtime';
import type { ModalResult } from '../../kit/membership/modal-result';
import './ms-login-modal';

configure({ publicKey: 'pk_sb_chainforge_demo', membershipApiUrl: '/membership' });

type LoginModal = HTMLElement & { open?: boolean; display?: string; params?: Record<string, unknown> };

const DEMO_EMAIL = 'demo@chainforge.dev';
const DEMO_PASSWORD = 'ChainForge-demo-1';

async function openModal(display = 'login', theme = 'dark'): Promise<LoginModal> {
  const modal = await fixture<LoginModal>(html`<ms-login-modal display=${display} theme=${theme}></ms-login-modal>`);
  await shadowQuery(modal, 'form');
  return modal;
}

const root = (modal: Element) => modal.shadowRoot!;
const heading = (modal: Element) => root(modal).querySelector('[part="dialog-heading"]')?.textContent;
const inputNamed = (modal: Element, name: string) =>
  root(modal).querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const buttonNamed = (modal: Element, text: string) =>
  [...root(modal).querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent?.trim() === text)!;
const errors = (modal: Element) =>
  [...root(modal).querySelectorAll('[part="field-error"]')].map((node) => node.textContent);
const focused = (modal: Element) => root(modal).activeElement;
const rectOf = (modal: Element, selector: string) => root(modal).querySelector(selector)!.getBoundingClientRect();

/**
 * The message sits under the heading and the close button and above the screen's first control
 * (Back, or the first field), covering none of them; and brings no close button of its own.
 */
function expectMessageInPlace(modal: Element, message: Element, firstControl: string): void {
  const shown = message.getBoundingClientRect();
  expect(shown.top).to.be.at.least(rectOf(modal, '[part="dialog-heading"]').bottom);
  expect(shown.top).to.be.at.least(rectOf(modal, '[part="dialog-close"]').bottom);
  expect(shown.bottom).to.be.at.most(rectOf(modal, firstControl).top);
  expect(message.querySelector('button')).to.equal(null);
  expect(root(modal).querySelectorAll('button[aria-label*="lose"], button[aria-label*="ismiss"]')).to.have.length(1);
}

function type(input: HTMLInputElement, text: string): void {
  input.focus();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function submit(modal: Element): Promise<void> {
  root(modal).querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

function nextResult(modal: Element): Promise<ModalResult> {
  return new Promise((resolve) =>
    modal.addEventListener('ms-modal-result', (event) => resolve((event as CustomEvent<ModalResult>).detail), {
      once: true,
    }),
  );
}

const digitsOf = (modal: Element) =>
  [...root(modal).querySelectorAll<HTMLInputElement>('[part="code-digit"]')].map((box) => box.value).join('');

const uniqueEmail = () => `widget-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('ms-login-modal', () => {
  afterEach(() => membershipSession.clear());

  it('opens on login as a named modal dialog with the email field focused', async () => {
    const modal = await openModal();
    const dialog = root(modal).querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    expect(dialog.getAttribute('aria-labelledby')).to.equal(root(modal).querySelector('h2')!.id);
    expect(heading(modal)).to.equal('Log in to your account');
    await waitUntil(() => root(modal).activeElement === inputNamed(modal, 'email'), 'the email field takes the focus');
    expect(inputNamed(modal, 'email').getAttribute('autocomplete')).to.equal('username webauthn');
  });

  it('refuses a malformed email and a short password with the rule texts, sending nothing', async () => {
    const modal = await openModal();
    type(inputNamed(modal, 'email'), 'not-an-address@x');
    type(inputNamed(modal, 'password'), 'short');
    await submit(modal);
    expect(errors(modal)).to.deep.equal(['Please enter a valid email address', 'Minimum 8 characters required']);
    expect(inputNamed(modal, 'email').getAttribute('aria-invalid')).to.equal('true');
    expect(membershipSession.token()).to.equal(null);
  });

  it('an empty required email is refused too', async () => {
    const modal = await openModal();
    await submit(modal);
    expect(errors(modal)[0]).to.equal('Please enter a valid email address');
  });

  it('logs in with the seeded account and finishes with LOGIN and the member', async () => {
    const modal = await openModal();
    type(inputNamed(modal, 'email'), DEMO_EMAIL);
    type(inputNamed(modal, 'password'), DEMO_PASSWORD);
    const result = nextResult(modal);
    await submit(modal);
    const { type: kind, data } = await result;
    expect(kind).to.equal('LOGIN');
    expect((data as { member: { auth: { email: string } } }).member.auth.email).to.equal(DEMO_EMAIL);
    expect(modal.open).to.equal(false);
    expect(membershipSession.token()).to.be.a('string');
  });

  for (const width of [390, 1280]) {
    it(`says a wrong password under the heading at ${width}px, covering nothing, and keeps what was typed`, async () => {
      await setViewport({ width, height: 844 });
      try {
        const modal = await openModal();
        type(inputNamed(modal, 'email'), 'nobody-here@example.com');
        type(inputNamed(modal, 'password'), 'Wrong-password-1');
        await submit(modal);
        const message = await shadowQuery(modal, '[part="toast"][role="alert"]');
        expect(message.textContent).to.equal('The email or password is incorrect.');
        expectMessageInPlace(modal, message, 'input[name="email"]');
        expect(inputNamed(modal, 'email').value).to.equal('nobody-here@example.com');
        expect(modal.open).to.equal(true);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  }

  it('after a wrong password the password is selected in its field, and what is typed next replaces it', async () => {
    const modal = await openModal();
    type(inputNamed(modal, 'email'), DEMO_EMAIL);
    type(inputNamed(modal, 'password'), 'Wrong-password-1');
    // Pressed as a person presses it: the button takes the focus, then is busy while the request runs.
    const login = root(modal).querySelector<HTMLButtonElement>('[part~="submit"]')!;
    login.focus();
    login.click();
    await shadowText(modal, '[part="toast"][role="alert"]', 'The email or password is incorrect.');
    const password = inputNamed(modal, 'password');
    await waitUntil(() => focused(modal) === password, 'the password field takes the focus back');
    expect([password.selectionStart, password.selectionEnd]).to.deep.equal([0, 'Wrong-password-1'.length]);
    await sendKeys({ type: DEMO_PASSWORD });
    expect(password.value).to.equal(DEMO_PASSWORD);
    const result = nextResult(modal);
    await sendKeys({ press: 'Enter' });
    expect((await result).type).to.equal('LOGIN');
  });

  it('says the reset code was sent on the reset screen, under its heading, and focuses the first code box', async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      const modal = await openModal('forgot_password');
      await waitUntil(
        () => focused(modal) === inputNamed(modal, 'email'),
        'the email field, not Back, takes the focus',
      );
      type(inputNamed(modal, 'email'), 'ada-resets@example.com');
      await submit(modal);
      await shadowText(modal, 'h2', 'Choose a new password');
      const message = await shadowQuery(modal, '[part="toast"][role="status"]');
      expect(message.textContent).to.equal(
        'If ada-resets@example.com has an account, a 6-digit code is on its way. It can take up to 30 seconds.',
      );
      expectMessageInPlace(modal, message, '[part="back"]');
      await waitUntil(
        () => focused(modal) === root(modal).querySelector('[part="code-digit"]'),
        'the first code box takes the focus',
      );
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('fills the screen on a phone', async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      const modal = await openModal();
      const dialog = root(modal).querySelector('dialog')!.getBoundingClientRect();
      expect([dialog.width, dialog.height]).to.deep.equal([390, 844]);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('moves between login, signup, forgot and reset, keeping the email', async () => {
    const modal = await openModal();
    type(inputNamed(modal, 'email'), 'ada@example.com');
    buttonNamed(modal, 'Sign up').click();
    await shadowText(modal, 'h2', 'Create an account');
    expect(inputNamed(modal, 'email').value).to.equal('ada@example.com');
    buttonNamed(modal, 'Log in').click();
    await shadowText(modal, 'h2', 'Log in to your account');
    buttonNamed(modal, 'Forgot password?').click();
    await shadowText(modal, 'h2', 'Reset your password');
    expect(buttonNamed(modal, 'Send Link')).to.exist;
    expect(focused(modal)).to.equal(inputNamed(modal, 'email'));
    buttonNamed(modal, 'I already have a code').click();
    await shadowText(modal, 'h2', 'Choose a new password');
    expect(root(modal).querySelectorAll('[part="code-digit"]').length).to.equal(6);
    expect(focused(modal)).to.equal(root(modal).querySelector('[part="code-digit"]'));
    buttonNamed(modal, 'Back').click();
    await shadowText(modal, 'h2', 'Reset your password');
  });

  it('signup shows the visible custom fields, never the hidden one, and a honeypot nobody can reach', async () => {
    const modal = await openModal('signup');
    const labels = [...root(modal).querySelectorAll('label')].map((label) => label.textContent?.trim());
    expect(labels).to.include.members(['First name', 'Last name', 'Email', 'Password']);
    const honeypot = inputNamed(modal, 'website');
    expect(honeypot.tabIndex).to.equal(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).to.exist;
    expect(buttonNamed(modal, 'Sign up')).to.exist;
    expect(buttonNamed(modal, 'Continue with Google')).to.exist;
  });

  it("shows each provider's mark on its button, drawn in place rather than fetched", async () => {
    const modal = await openModal();
    const providerButtons = [...root(modal).querySelectorAll('[part~="provider-button"]')].filter((button) =>
      button.textContent?.startsWith('Continue with'),
    );
    expect(providerButtons.map((button) => button.textContent)).to.deep.equal([
      'Continue with Google',
      'Continue with GitHub',
    ]);
    for (const button of providerButtons) {
      const mark = button.querySelector('svg');
      expect(mark?.getAttribute('aria-hidden')).to.equal('true');
      expect(mark!.getBoundingClientRect().width).to.equal(18);
      expect(mark!.querySelectorAll('path').length).to.be.above(0);
    }
    expect(root(modal).querySelector('img')).to.equal(null);
  });

  it('a filled honeypot silently resets the form and signs nobody up', async () => {
    const modal = await openModal('signup');
    const email = uniqueEmail();
    type(inputNamed(modal, 'email'), email);
    type(inputNamed(modal, 'password'), 'A-good-password-1');
    type(inputNamed(modal, 'website'), 'https://spam.example');
    await submit(modal);
    await waitUntil(() => inputNamed(modal, 'email').value === '', 'the form resets');
    expect(inputNamed(modal, 'password').value).to.equal('');
    expect(root(modal).querySelector('[part="toast"]')).to.equal(null);
    expect(membershipSession.token()).to.equal(null);
  });

  it('signs a new member up with their custom fields and finishes with SIGNUP', async () => {
    const modal = await openModal('signup');
    const email = uniqueEmail();
    type(inputNamed(modal, 'first-name'), 'Ada');
    type(inputNamed(modal, 'email'), email);
    type(inputNamed(modal, 'password'), 'A-good-password-1');
    const result = nextResult(modal);
    await submit(modal);
    const { type: kind, data } = await result;
    expect(kind).to.equal('SIGNUP');
    const member = (data as { member: { auth: { email: string }; customFields: Record<string, string> } }).member;
    expect(member.auth.email).to.equal(email);
    expect(member.customFields['first-name']).to.equal('Ada');
  });

  it('passwordless: the email asks for a code, fewer than six digits is refused, the code logs in', async () => {
    const modal = await openModal();
    buttonNamed(modal, 'Continue with Email').click();
    await waitUntil(() => !inputNamed(modal, 'password'), 'the password field goes');
    type(inputNamed(modal, 'email'), DEMO_EMAIL);
    await submit(modal);
    await shadowText(modal, 'h2', 'Enter your login code');
    const digits = [...root(modal).querySelectorAll<HTMLInputElement>('[part="code-digit"]')];
    expect(digits[0]!.getAttribute('autocomplete')).to.equal('one-time-code');
    expect(digits[0]!.inputMode).to.equal('numeric');
    digits[0]!.focus();
    await sendKeys({ type: '123' });
    expect(digitsOf(modal)).to.equal('123');
    await submit(modal);
    expect(errors(modal)).to.deep.equal(['Please enter a valid code']);
    const mail = await (await fetch('/dev/mailbox.json')).json();
    const code = /\b(\d{6})\b/.exec(mail.find((item: { to: string }) => item.to === DEMO_EMAIL).text)![1]!;
    const pasteTarget = root(modal).querySelector<HTMLInputElement>('[part="code-digit"]')!;
    const pasted = new DataTransfer();
    pasted.setData('text', code);
    pasteTarget.dispatchEvent(new ClipboardEvent('paste', { clipboardData: pasted, bubbles: true, cancelable: true }));
    await waitUntil(() => digitsOf(modal) === code, 'the pasted code fills the six boxes');
    const result = nextResult(modal);
    await submit(modal);
    expect((await result).type).to.equal('LOGIN');
  });

  it('Escape closes it with CLOSED and clears open', async () => {
    const modal = await openModal();
    const result = nextResult(modal);
    await sendKeys({ press: 'Escape' });
    expect(await result).to.deep.equal({ type: 'CLOSED', data: null });
    expect(modal.open).to.equal(false);
    expect(root(modal).querySelector('dialog')!.open).to.equal(false);
  });

  it('hides the close button when asked', async () => {
    const modal = await fixture<LoginModal>(html`<ms-login-modal hide-close-button></ms-login-modal>`);
    await shadowQuery(modal, 'form');
    expect(root(modal).querySelector('[part="dialog-close"]')).to.equal(null);
  });

  it('takes a translation by message key', async () => {
    const modal = await fixture<LoginModal>(html`<ms-login-modal></ms-login-modal>`);
    (modal as LoginModal & { messages: Record<string, string> }).messages = { 'login.heading': 'Anmelden' };
    await shadowText(modal, 'h2', 'Anmelden');
  });

  it('the test card screen copies a number and says so for a second', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    const modal = await openModal('test_card');
    expect(root(modal).querySelectorAll('[part="test-card"]').length).to.equal(6);
    const copy = root(modal).querySelector<HTMLButtonElement>('[part="test-card"] button')!;
    copy.click();
    await waitUntil(() => copy.textContent === 'Copied!');
    expect(copied).to.deep.equal(['4242424242424242']);
    await waitUntil(() => copy.textContent === 'Copy', 'back to Copy', { timeout: 2000 });
    expect(buttonNamed(modal, 'Continue to Test Checkout')).to.exist;
  });

  for (const theme of ['dark', 'light']) {
    it(`axe finds nothing on login and signup in the ${theme} theme`, async () => {
      await expectAccessible(await openModal('login', theme));
      await expectAccessible(await openModal('signup', theme));
    });
  }

  it('the client the modal uses is the page session', async () => {
    await membershipClient.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(membershipSession.member()?.auth.email).to.equal(DEMO_EMAIL);
  });
});
