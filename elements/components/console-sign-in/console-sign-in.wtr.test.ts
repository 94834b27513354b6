import { expect, fixture, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { configure } from '../../core/config';
import { type FakeConsole, fakeConsole, fakeSession, pageBackground } from '../../../tests/wtr/console-fake';
import { expectAccessible, inputLabelled, shadowQuery, shadowText, typeInto } from '../../../tests/wtr/helpers';
import { type CredentialsStub, fakeCredential, stubCredentials } from '../../../tests/wtr/passkey-stub';
import './console-sign-in';

let fake: FakeConsole;

async function signIn() {
  const element = document.createElement('console-sign-in');
  const done: unknown[] = [];
  element.addEventListener('console-sign-in-done', (event) => done.push(event.detail));
  await fixture(element);
  return { element, done };
}

/** The input a label names, once the step that has it shows. */

const submit = async (element: Element, name: string) => {
  await waitUntil(() => [...element.shadowRoot!.querySelectorAll('button')].some((node) => node.textContent === name));
  [...element.shadowRoot!.querySelectorAll('button')].find((node) => node.textContent === name)!.click();
};

async function typeCode(element: Element, code: string) {
  (await shadowQuery<HTMLInputElement>(element, '[part="code-digit"]')).focus();
  await sendKeys({ type: code });
}

describe('console-sign-in', () => {
  beforeEach(() => {
    configure({ membershipApiUrl: '/membership' });
    fake = fakeConsole([]);
  });
  afterEach(() => {
    fake.restore();
    document.body.style.background = '';
  });

  it("takes the password, then the authenticator's six digits as 'Two-step sign-in', sent with the sixth", async () => {
    fake.signIn['/sign-in'] = fakeSession('second-step');
    fake.signIn['/second-step'] = fakeSession('active');
    const { element, done } = await signIn();
    await shadowText(element, 'h1', 'Sign in to the console');
    typeInto(await inputLabelled(element, 'Email'), ' owner@example.com ');
    typeInto(await inputLabelled(element, 'Password'), 'secret-password');
    await submit(element, 'Continue');
    await shadowText(element, 'h1', 'Two-step sign-in');
    expect(element.shadowRoot!.querySelectorAll('[part="code-digit"]')).to.have.length(6);
    expect(fake.calls.find((call) => call.path === '/sign-in')!.body).to.deep.equal({
      email: 'owner@example.com',
      password: 'secret-password',
    });
    await typeCode(element, '123456');
    await waitUntil(() => done.length === 1, 'not signed in');
    expect(done[0]).to.deep.equal({ email: 'owner@example.com', appName: 'Fake App' });
    expect(fake.calls.filter((call) => call.path === '/second-step').map((call) => call.body)).to.deep.equal([
      { code: '123456' },
    ]);
  });

  it('says why a sign-in was refused, and a wrong code empties the boxes to try again', async () => {
    fake.signIn['/sign-in'] = 401;
    const { element } = await signIn();
    await shadowText(element, 'h1', 'Sign in to the console');
    await inputLabelled(element, 'Email');
    await submit(element, 'Continue');
    await shadowText(element, '[part="field"]', 'Enter your email');
    await shadowText(element, '[part="field"]', 'Enter your password');
    typeInto(await inputLabelled(element, 'Email'), 'owner@');
    await shadowText(element, '[part="field"]', 'Please enter a valid email address');
    expect(fake.calls.some((call) => call.path === '/sign-in')).to.equal(false);
    typeInto(await inputLabelled(element, 'Email'), 'owner@example.com');
    typeInto(await inputLabelled(element, 'Password'), 'wrong');
    await submit(element, 'Continue');
    await shadowText(element, '[part="form-error"]', 'The fake refused it.');

    fake.signIn['/sign-in'] = fakeSession('second-step');
    fake.signIn['/second-step'] = 400;
    await submit(element, 'Continue');
    await shadowText(element, 'h1', 'Two-step sign-in');
    await typeCode(element, '000000');
    await shadowText(element, '[part="form-error"]', 'The fake refused it.');
    const digits = [...element.shadowRoot!.querySelectorAll<HTMLInputElement>('[part="code-digit"]')];
    await waitUntil(() => digits.every((digit) => digit.value === ''), 'the boxes kept the wrong code');
  });

  it('continues a second step standing from before a reload', async () => {
    fake.session = fakeSession('second-step');
    const { element } = await signIn();
    await shadowText(element, 'h1', 'Two-step sign-in');
  });

  it('a first-time owner: an emailed code, a password, then an authenticator from its QR code', async () => {
    fake.signIn['/sign-in/code'] = fakeSession('setup');
    fake.signIn['/sign-in/code/verify'] = fakeSession('setup', { password: true, twoStep: true });
    fake.signIn['/setup/password'] = fakeSession('setup', { password: false, twoStep: true });
    fake.signIn['/setup/two-step/confirm'] = fakeSession('active');
    const { element, done } = await signIn();
    await submit(element, 'First time? Sign in with an emailed code');
    typeInto(await inputLabelled(element, 'Email'), 'new@example.com');
    await submit(element, 'Email me a code');
    await shadowText(element, '[part="form-success"]', 'a 6-digit code is on its way');
    await typeCode(element, '654321');
    await waitUntil(() => element.shadowRoot!.querySelector('input[name="new-password"]'), 'no password step');
    typeInto(await inputLabelled(element, 'New password'), 'a-long-new-password');
    await submit(element, 'Set password');
    const qr = await shadowQuery<HTMLImageElement>(element, '[part="qr-code"]');
    expect(qr.src).to.match(/^data:image\/svg\+xml/);
    expect(element.shadowRoot!.textContent).to.contain('JBSW Y3DP EHPK 3PXP');
    await typeCode(element, '111222');
    await waitUntil(() => done.length === 1, 'setup did not sign in');
    expect(fake.calls.map((call) => call.path)).to.include.members([
      '/sign-in/code',
      '/sign-in/code/verify',
      '/setup/password',
      '/setup/two-step/enrol',
      '/setup/two-step/confirm',
    ]);
  });

  it('an invited owner: the invitation read from its token, a password, then the authenticator', async () => {
    fake.signIn['/invitations/accept'] = fakeSession('setup', { password: false, twoStep: true });
    fake.signIn['/setup/two-step/confirm'] = fakeSession('active');
    const element = document.createElement('console-sign-in');
    element.invitationToken = 'good-token';
    const done: unknown[] = [];
    element.addEventListener('console-sign-in-done', (event) => done.push(event.detail));
    await fixture(element);
    await shadowText(element, 'h1', 'Join as an owner');
    await shadowText(element, 'p', 'You are invited to own Fake App as invited@example.com');
    expect(fake.calls.some((call) => call.path === '/session')).to.equal(false);
    typeInto(await inputLabelled(element, 'New password'), 'short');
    await submit(element, 'Accept and continue');
    await shadowText(element, '[part="field"]', 'Minimum 8 characters required');
    typeInto(await inputLabelled(element, 'New password'), 'a-long-new-password');
    await submit(element, 'Accept and continue');
    await shadowQuery(element, '[part="qr-code"]');
    expect(fake.calls.find((call) => call.path === '/invitations/accept')!.body).to.deep.equal({
      token: 'good-token',
      password: 'a-long-new-password',
    });
    await typeCode(element, '333444');
    await waitUntil(() => done.length === 1, 'the invitation did not end signed in');
  });

  it('says when an invitation is no longer good', async () => {
    const element = document.createElement('console-sign-in');
    element.invitationToken = 'used-token';
    await fixture(element);
    await shadowText(element, '[part="error"]', 'This invitation has expired, was revoked or was already used.');
  });

  describe('passkeys', () => {
    const PASSKEY_BUTTON = 'Sign in with a passkey';
    const button = (element: Element) =>
      [...element.shadowRoot!.querySelectorAll('button')].find((node) => node.textContent === PASSKEY_BUTTON);
    let stub: CredentialsStub | null = null;
    afterEach(() => {
      stub?.restore();
      stub = null;
    });

    it('signs in with a passkey at once, with no second step, and offers it in the email field', async () => {
      const assertion = { id: 'cred_1', type: 'public-key', response: { clientDataJSON: 'e30' } };
      stub = stubCredentials(async () => fakeCredential(assertion));
      fake.signIn['/sign-in/passkey'] = fakeSession('active');
      const { element, done } = await signIn();
      await shadowText(element, 'h1', 'Sign in to the console');
      expect((await inputLabelled(element, 'Email')).getAttribute('autocomplete')).to.equal('username webauthn');
      await waitUntil(() => stub!.calls.length === 1, 'the email field offers passkeys as the form shows');
      expect(stub.calls[0]!.mediation).to.equal('conditional');
      button(element)!.click();
      await waitUntil(() => done.length === 1, 'the passkey did not sign in');
      expect(stub.calls[0]!.signal!.aborted).to.equal(true);
      expect(stub.calls[1]!.mediation).to.equal('optional');
      expect(fake.calls.find((call) => call.path === '/sign-in/passkey')!.body).to.deep.equal({
        credential: assertion,
      });
      expect(fake.calls.some((call) => call.path === '/second-step')).to.equal(false);
    });

    it('says why a passkey was refused, and nothing when the person cancels', async () => {
      stub = stubCredentials(async () => {
        throw new DOMException('Closed.', 'NotAllowedError');
      });
      const { element } = await signIn();
      await shadowText(element, 'h1', 'Sign in to the console');
      // Pressed once it is there, as a person would: the heading can show before the form's buttons.
      await waitUntil(() => button(element), 'the passkey button shows');
      button(element)!.click();
      await waitUntil(() => stub!.calls.length >= 2, 'the button asks');
      await waitUntil(() => !button(element)!.disabled, 'the button is usable again');
      expect(element.shadowRoot!.querySelector('[part="form-error"]')?.textContent ?? '').to.equal('');

      stub.restore();
      stub = stubCredentials(async () => fakeCredential({ id: 'cred_unknown' }));
      fake.accountRefusals['/sign-in/passkey'] = {
        status: 400,
        code: 'passkey-failed',
        message: 'This passkey is not an owner passkey here. Sign in another way.',
      };
      button(element)!.click();
      await shadowText(element, '[part="form-error"]', 'This passkey is not an owner passkey here.');
    });

    it('has no passkey button where the browser has no WebAuthn', async () => {
      const platform = Object.getOwnPropertyDescriptor(window, 'PublicKeyCredential')!;
      Object.defineProperty(window, 'PublicKeyCredential', { value: undefined, configurable: true, writable: true });
      try {
        const { element } = await signIn();
        await shadowText(element, 'h1', 'Sign in to the console');
        await inputLabelled(element, 'Email');
        expect(button(element)).to.equal(undefined);
        expect((await inputLabelled(element, 'Email')).getAttribute('autocomplete')).to.equal('username');
      } finally {
        Object.defineProperty(window, 'PublicKeyCredential', platform);
      }
    });
  });

  for (const theme of ['dark', 'light'] as const) {
    for (const width of [1280, 390]) {
      it(`is accessible in the ${theme} theme at ${width} px, both steps`, async () => {
        await setViewport({ width, height: 800 });
        pageBackground(theme);
        fake.signIn['/sign-in'] = fakeSession('second-step');
        const element = document.createElement('console-sign-in');
        element.setAttribute('theme', theme);
        await fixture(element);
        await shadowText(element, 'h1', 'Sign in to the console');
        await expectAccessible(element);
        typeInto(await inputLabelled(element, 'Email'), 'owner@example.com');
        typeInto(await inputLabelled(element, 'Password'), 'secret-password');
        await submit(element, 'Continue');
        await shadowText(element, 'h1', 'Two-step sign-in');
        await expectAccessible(element);
      });
    }
  }
});
