import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { Secret, TOTP } from 'otpauth';
import '../cdn';
// Imported here too so that the test server bundles React once, up front (tests/wtr/vite-serve-plugin.mjs).
import '../components/ms-login-modal/ms-login-modal';
import './toast-host';
import { configure } from '../core/config';
import { signInMethodsClient } from '../core/membership/sign-in-methods-client';
import { membershipClient, membershipSession } from '../kit/membership/membership-runtime';

// The no-code runtime's passkey button and its forms' second step, against the real membership
// service behind the element tests.

configure({ publicKey: 'pk_sb_chainforge_demo', membershipApiUrl: '/membership', productApiUrl: '/fake-api/ok' });

const PASSWORD = 'a-long-password-1';
const until = (check: () => unknown, message: string) => waitUntil(check, message, { timeout: 8000 });

const mounted: HTMLElement[] = [];
function mount(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  mounted.push(container);
  return container;
}

const toastTexts = () =>
  [...(document.querySelector('chainforge-toasts')?.shadowRoot?.querySelectorAll('[part="toast"]') ?? [])].map(
    (toast) => toast.textContent ?? '',
  );
const loginModal = () => document.querySelector<HTMLElement>('ms-login-modal[open]');
const modalHeading = () => loginModal()?.shadowRoot?.querySelector('[part="dialog-heading"]')?.textContent;

/** navigator.credentials.get answering the runtime's passkey request with `answer`. */
function stubCredentials(answer: () => Promise<Credential | null>): () => void {
  const credentials = navigator.credentials as CredentialsContainer & { get: CredentialsContainer['get'] };
  credentials.get = () => answer();
  return () => delete (credentials as Partial<typeof credentials>).get;
}

describe('the no-code runtime: passkeys and the second step', () => {
  let restore: (() => void) | null = null;
  afterEach(async () => {
    restore?.();
    restore = null;
    for (const container of mounted.splice(0)) container.remove();
    window.chainforge.hideModal();
    membershipSession.clear();
    await until(() => !loginModal(), 'a modal stayed open');
  });

  it('data-ms-action="passkey-login": a cancel leaves the button as it was, with no message', async () => {
    restore = stubCredentials(async () => {
      throw new DOMException('The person closed the sheet.', 'NotAllowedError');
    });
    const page = mount('<button type="button" data-ms-action="passkey-login">Sign in with a passkey</button>');
    const button = page.querySelector('button')!;
    button.click();
    await until(() => button.getAttribute('aria-busy') === null && !button.hasAttribute('data-ms-state'), 'it settles');
    expect(toastTexts()).to.deep.equal([]);
    expect(membershipSession.token()).to.equal(null);
  });

  it('data-ms-action="passkey-login": another failure says the catalogue\'s message', async () => {
    restore = stubCredentials(async () => {
      throw new DOMException('Not this relying party.', 'SecurityError');
    });
    const page = mount('<button type="button" data-ms-action="passkey-login">Sign in with a passkey</button>');
    const button = page.querySelector('button')!;
    button.click();
    await until(() => button.getAttribute('data-ms-state') === 'error', 'the button shows the failure');
    await until(
      () => toastTexts().some((text) => text.includes('The passkey could not be verified. Please try again.')),
      'a toast says it',
    );
  });

  it('data-ms-action="passkey-login" in a browser without WebAuthn says so', async () => {
    const platform = Object.getOwnPropertyDescriptor(window, 'PublicKeyCredential')!;
    Object.defineProperty(window, 'PublicKeyCredential', { value: undefined, configurable: true, writable: true });
    restore = () => Object.defineProperty(window, 'PublicKeyCredential', platform);
    const page = mount('<button type="button" data-ms-action="passkey-login">Sign in with a passkey</button>');
    page.querySelector('button')!.click();
    await until(
      () => toastTexts().some((text) => text.includes('Passkeys cannot be used in this browser or on this page.')),
      'a toast says it',
    );
  });

  it('a passwordless-login form asks for the second step in the login modal, then signs in', async () => {
    const email = `wtr-nocode-two-step-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    await membershipClient.signup({ email, password: PASSWORD });
    const methods = signInMethodsClient(membershipClient);
    const { secret } = await methods.startTwoStep();
    const appCode = (steps: number) =>
      new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
        timestamp: Date.now() + steps * 30_000,
      });
    await methods.confirmTwoStep(appCode(-1));
    membershipSession.clear();

    const page = mount(`
      <form data-ms-form="passwordless-login">
        <input data-ms-member="email" type="email">
        <input data-ms-member="token">
        <button type="submit">Continue</button>
        <p data-ms-message="error"></p>
      </form>`);
    const form = page.querySelector('form')!;
    page.querySelector<HTMLInputElement>('[data-ms-member="email"]')!.value = email;
    form.requestSubmit();
    await until(() => form.getAttribute('data-ms-step') === 'code', 'the code step shows');
    let code: string | undefined;
    await until(async () => {
      const mails = (await (await fetch('/dev/mailbox.json', { cache: 'no-store' })).json()) as {
        to: string;
        text: string;
      }[];
      code = /\b\d{6}\b/.exec(mails.find((mail) => mail.to === email)?.text ?? '')?.[0];
      return code;
    }, 'the code is mailed');
    page.querySelector<HTMLInputElement>('[data-ms-member="token"]')!.value = code!;
    form.requestSubmit();

    await until(() => modalHeading() === 'Two-step sign-in', 'the second step opens in the login modal');
    expect(membershipSession.token()).to.equal(null);
    const firstBox = () => loginModal()?.shadowRoot?.querySelector<HTMLInputElement>('[part="code-digit"]');
    await until(firstBox, 'its code boxes load');
    firstBox()!.focus();
    await sendKeys({ type: appCode(0) });
    loginModal()!.shadowRoot!.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await until(() => form.getAttribute('data-ms-state') === 'success', 'the form signed in');
    expect(membershipSession.member()?.auth.email).to.equal(email);
    expect(loginModal()).to.equal(null);
  });
});
