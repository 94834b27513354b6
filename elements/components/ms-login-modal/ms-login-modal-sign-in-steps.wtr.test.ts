import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { Secret, TOTP } from 'otpauth';
import { expectAccessible, shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import { type CredentialsStub, stubCredentials } from '../../../tests/wtr/passkey-stub';
import { configure } from '../../core/config';
import { signInMethodsClient } from '../../core/membership/sign-in-methods-client';
import { membershipClient, membershipSession } from '../../kit/membership/membership-runtime';
import type { ModalResult } from '../../kit/membership/modal-result';
import './ms-login-modal';

// Passkeys and the second step of two-step sign-in, as the login modal offers them, against the
// real membership service behind the element tests.

configure({ publicKey: 'pk_sb_chainforge_demo', membershipApiUrl: '/membership' });

type LoginModal = HTMLElement & { open?: boolean; params?: Record<string, unknown> };

const PASSWORD = 'Second-step-widget-1';
/** A sign-in through its second step, with refused codes on the way: several hashed checks on the server. */
const SIGN_IN_FLOW_MS = 20_000;
const PASSKEY_BUTTON = 'Sign in with a passkey';

async function openModal(display = 'login', params?: Record<string, unknown>, theme = 'dark'): Promise<LoginModal> {
  const modal = await fixture<LoginModal>(
    html`<ms-login-modal display=${display} theme=${theme} .params=${params}></ms-login-modal>`,
  );
  await shadowQuery(modal, 'form');
  return modal;
}

const root = (modal: Element) => modal.shadowRoot!;
const heading = (modal: Element) => root(modal).querySelector('[part="dialog-heading"]')?.textContent;
const inputNamed = (modal: Element, name: string) =>
  root(modal).querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const buttonNamed = (modal: Element, text: string) =>
  [...root(modal).querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent?.trim() === text);
const toasts = (modal: Element) =>
  [...root(modal).querySelectorAll('[part="toast"]')].map((toast) => toast.textContent);
const digitBoxes = (modal: Element) => [...root(modal).querySelectorAll<HTMLInputElement>('[part="code-digit"]')];
const fieldErrors = (modal: Element) =>
  [...root(modal).querySelectorAll('[part="field-error"]')].map((node) => node.textContent);

function type(input: HTMLInputElement, text: string): void {
  input.focus();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const submit = (modal: Element) => root(modal).querySelector<HTMLButtonElement>('[part~="submit"]')!.click();

function nextResult(modal: Element): Promise<ModalResult> {
  return new Promise((resolve) =>
    modal.addEventListener('ms-modal-result', (event) => resolve((event as CustomEvent<ModalResult>).detail), {
      once: true,
    }),
  );
}

/** The authenticator app's code `steps` 30-second steps from now. */
const appCode = (secret: string, steps = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function typeCode(modal: Element, code: string): Promise<void> {
  const first = await shadowQuery<HTMLInputElement>(modal, '[part="code-digit"]');
  first.focus();
  await sendKeys({ type: code });
}

/** Logs in with the password on the modal's login screen, up to its second step. */
async function passwordUpToSecondStep(modal: LoginModal, email: string): Promise<void> {
  type(inputNamed(modal, 'email'), email);
  type(inputNamed(modal, 'password'), PASSWORD);
  submit(modal);
  await waitUntil(() => heading(modal) === 'Two-step sign-in', 'the second step shows', { timeout: 5000 });
  await waitUntil(() => digitBoxes(modal).length === 6, 'its code boxes load');
}

describe('ms-login-modal: passkeys', () => {
  let stub: CredentialsStub | null = null;
  afterEach(() => {
    stub?.restore();
    stub = null;
    membershipSession.clear();
  });

  it("offers 'Sign in with a passkey' and passkeys in the email field's suggestions", async () => {
    stub = stubCredentials(() => new Promise(() => {}));
    const modal = await openModal();
    expect(buttonNamed(modal, PASSKEY_BUTTON)).to.exist;
    expect(inputNamed(modal, 'email').getAttribute('autocomplete')).to.equal('username webauthn');
    await waitUntil(() => stub!.calls.length === 1, 'a conditional request starts as the screen shows');
    const [autofill] = stub.calls;
    expect(autofill!.mediation).to.equal('conditional');
    expect((autofill!.publicKey!.challenge as ArrayBuffer).byteLength).to.be.greaterThan(15);
    expect(autofill!.signal!.aborted).to.equal(false);
    // The screen going away takes the request back.
    buttonNamed(modal, 'Sign up')!.click();
    await waitUntil(() => heading(modal) === 'Create an account');
    expect(autofill!.signal!.aborted).to.equal(true);
    await expectAccessible(modal);
  });

  it('has no passkey button where the browser has no WebAuthn', async () => {
    const platform = Object.getOwnPropertyDescriptor(window, 'PublicKeyCredential')!;
    Object.defineProperty(window, 'PublicKeyCredential', { value: undefined, configurable: true, writable: true });
    try {
      const modal = await openModal();
      expect(buttonNamed(modal, PASSKEY_BUTTON)).to.equal(undefined);
      expect(buttonNamed(modal, 'Log in')).to.exist;
    } finally {
      Object.defineProperty(window, 'PublicKeyCredential', platform);
    }
  });

  it('takes the suggestions back for the button, and says nothing when the person cancels', async () => {
    stub = stubCredentials(async () => {
      throw new DOMException('The person closed the sheet.', 'NotAllowedError');
    });
    const modal = await openModal();
    await waitUntil(() => stub!.calls.length === 1, 'the suggestions ask first');
    buttonNamed(modal, PASSKEY_BUTTON)!.click();
    await waitUntil(() => stub!.calls.length >= 2, 'the button asks');
    expect(stub.calls[0]!.signal!.aborted).to.equal(true);
    expect(stub.calls[1]!.mediation).to.equal('optional');
    // Cancelled: the suggestions offer passkeys again, the button is usable, no message.
    await waitUntil(() => stub!.calls.length === 3, 'the suggestions ask again');
    expect(stub.calls[2]!.mediation).to.equal('conditional');
    expect(buttonNamed(modal, PASSKEY_BUTTON)!.disabled).to.equal(false);
    expect(toasts(modal)).to.deep.equal([]);
    expect(membershipSession.token()).to.equal(null);
  });

  it("says nothing when the browser refuses the email field's suggestions before anyone picks one", async () => {
    const credentials = navigator.credentials as CredentialsContainer & { get: CredentialsContainer['get'] };
    let asked = 0;
    credentials.get = async () => {
      asked++;
      throw new DOMException('This page cannot use the relying party.', 'SecurityError');
    };
    stub = { calls: [], restore: () => delete (credentials as Partial<typeof credentials>).get };
    const modal = await openModal();
    await waitUntil(() => asked === 1, 'the suggestions ask');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toasts(modal)).to.deep.equal([]);
    expect(buttonNamed(modal, PASSKEY_BUTTON)!.disabled).to.equal(false);
  });

  it("says the catalogue's message when the browser fails the passkey otherwise", async () => {
    stub = stubCredentials(async () => {
      throw new DOMException('The relying party is not this page.', 'SecurityError');
    });
    const modal = await openModal('login', undefined, 'light');
    buttonNamed(modal, PASSKEY_BUTTON)!.click();
    await shadowText(modal, '[part="toast"]', 'The passkey could not be verified. Please try again.');
    expect(heading(modal)).to.equal('Log in to your account');
  });
});

describe('ms-login-modal: the second step', () => {
  let email = '';
  let secret = '';
  let backupCodes: string[] = [];

  before(async () => {
    // A member with two-step on, signed out again: as the profile modal would leave them.
    email = `second-step-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await membershipClient.signup({ email, password: PASSWORD });
    const methods = signInMethodsClient(membershipClient);
    ({ secret } = await methods.startTwoStep());
    ({ backupCodes } = await methods.confirmTwoStep(appCode(secret, -1)));
    membershipSession.clear();
  });
  afterEach(() => membershipSession.clear());

  it('asks for the code in six boxes after the password, storing nothing until it is right', async () => {
    const modal = await openModal();
    await passwordUpToSecondStep(modal, email);
    expect(membershipSession.token()).to.equal(null);
    expect(root(modal).querySelector('[part="code"]')!.textContent).to.contain('Authentication code');
    expect(buttonNamed(modal, 'Use a backup code')).to.exist;
    await waitUntil(() => root(modal).activeElement === digitBoxes(modal)[0], 'the first box takes the focus');
    await expectAccessible(modal);

    const wrongCode = appCode(secret) === '000000' ? '111111' : '000000';
    await typeCode(modal, wrongCode);
    submit(modal);
    await shadowText(modal, '[part="toast"]', 'The code is not correct.');
    expect(membershipSession.token()).to.equal(null);
    expect(heading(modal)).to.equal('Two-step sign-in');
    // Said once: the boxes the modal emptied for the next try do not add 'Please enter a valid code'.
    await waitUntil(() => digitBoxes(modal).every((box) => box.value === ''), 'the boxes are emptied');
    expect(toasts(modal)).to.have.length(1);
    expect(fieldErrors(modal)).to.deep.equal([]);
    await waitUntil(() => root(modal).activeElement === digitBoxes(modal)[0], 'the first box takes the focus again');

    const result = nextResult(modal);
    await typeCode(modal, appCode(secret));
    submit(modal);
    const { type: resultType, data } = await result;
    expect(resultType).to.equal('LOGIN');
    expect((data as { member: { auth: { email: string } } }).member.auth.email).to.equal(email);
    expect(membershipSession.token()).to.be.a('string');
  }).timeout(SIGN_IN_FLOW_MS);

  it('a refused code sent with Enter from the last box takes the focus back to the first box', async () => {
    const modal = await openModal();
    await passwordUpToSecondStep(modal, email);
    await typeCode(modal, appCode(secret) === '000000' ? '111111' : '000000');
    expect(root(modal).activeElement).to.equal(digitBoxes(modal)[5]);
    await sendKeys({ press: 'Enter' });
    await shadowText(modal, '[part="toast"]', 'The code is not correct.');
    await waitUntil(() => digitBoxes(modal).every((box) => box.value === ''), 'the boxes are emptied');
    await waitUntil(() => root(modal).activeElement === digitBoxes(modal)[0], 'the first box has the focus');
    expect(toasts(modal)).to.have.length(1);
    expect(fieldErrors(modal)).to.deep.equal([]);
  }).timeout(SIGN_IN_FLOW_MS);

  it('takes one backup code instead, and switches back to the boxes', async () => {
    const modal = await openModal('login', undefined, 'light');
    await passwordUpToSecondStep(modal, email);
    buttonNamed(modal, 'Use a backup code')!.click();
    await waitUntil(() => inputNamed(modal, 'backup-code'), 'the backup code field shows');
    expect(digitBoxes(modal)).to.have.length(0);
    expect(inputNamed(modal, 'backup-code').placeholder).to.equal('xxxxx-xxxxx');
    await waitUntil(() => root(modal).activeElement === inputNamed(modal, 'backup-code'), 'it takes the focus');
    await expectAccessible(modal);

    type(inputNamed(modal, 'backup-code'), '12345');
    submit(modal);
    await waitUntil(() => fieldErrors(modal).length === 1, 'a malformed code is refused before it is sent');
    expect(fieldErrors(modal)[0]).to.contain('ten letters and digits');

    buttonNamed(modal, 'Use your authenticator app')!.click();
    await waitUntil(() => digitBoxes(modal).length === 6, 'the boxes come back');
    buttonNamed(modal, 'Use a backup code')!.click();
    await waitUntil(() => inputNamed(modal, 'backup-code'));

    // A well-formed code that is not one of theirs: one message, the code kept to correct, the focus back on it.
    type(inputNamed(modal, 'backup-code'), 'zzzzz-zzzzz');
    submit(modal);
    await shadowText(modal, '[part="toast"][role="alert"]', 'The code is not correct.');
    expect(toasts(modal)).to.have.length(1);
    expect(fieldErrors(modal)).to.deep.equal([]);
    expect(inputNamed(modal, 'backup-code').value).to.equal('zzzzz-zzzzz');
    await waitUntil(() => root(modal).activeElement === inputNamed(modal, 'backup-code'), 'the field has the focus');

    const result = nextResult(modal);
    type(inputNamed(modal, 'backup-code'), backupCodes[0]!.toUpperCase());
    submit(modal);
    expect((await result).type).to.equal('LOGIN');
    expect(membershipSession.token()).to.be.a('string');
  }).timeout(SIGN_IN_FLOW_MS);

  it('asks for the second step after an emailed code too', async () => {
    const modal = await openModal();
    buttonNamed(modal, 'Continue with Email')!.click();
    await waitUntil(() => !inputNamed(modal, 'password'), 'the password field goes');
    type(inputNamed(modal, 'email'), email);
    submit(modal);
    await shadowText(modal, 'h2', 'Enter your login code');
    const mail = await (await fetch('/dev/mailbox.json')).json();
    const code = /\b(\d{6})\b/.exec(mail.find((item: { to: string }) => item.to === email).text)![1]!;
    await typeCode(modal, code);
    submit(modal);
    await waitUntil(() => heading(modal) === 'Two-step sign-in', 'the second step follows the code', { timeout: 5000 });
    await waitUntil(() => digitBoxes(modal).length === 6);
    expect(membershipSession.token()).to.equal(null);

    buttonNamed(modal, 'Use a backup code')!.click();
    await waitUntil(() => inputNamed(modal, 'backup-code'));
    const result = nextResult(modal);
    type(inputNamed(modal, 'backup-code'), backupCodes[1]!);
    submit(modal);
    expect((await result).type).to.equal('LOGIN');
  });

  it('sends the person back to log in when the challenge has expired', async () => {
    const secondStep = { challenge: 'chl_long_gone', expiresAt: Date.now() - 1000, methods: ['totp', 'backup-code'] };
    const modal = await openModal('second_step', { secondStep });
    await waitUntil(() => digitBoxes(modal).length === 6, 'the second step shows');
    expect(heading(modal)).to.equal('Two-step sign-in');
    await typeCode(modal, '123456');
    submit(modal);
    await shadowText(modal, '[part="toast"]', 'This sign-in has expired or had too many wrong codes.');
    await waitUntil(() => heading(modal) === 'Log in to your account', 'back on the login screen');
    expect(inputNamed(modal, 'password')).to.exist;
  });

  it('shows the login screen when opened on the second step without a sign-in to finish', async () => {
    const modal = await openModal('second_step');
    await waitUntil(() => heading(modal) === 'Log in to your account');
  });
});
