import { expect, fixture, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { fakePasskey } from '../../../tests/wtr/console-account-fake';
import { type FakeConsole, fakeConsole, fakeSession, pageBackground } from '../../../tests/wtr/console-fake';
import { expectAccessible, inputLabelled, rowsOf, shadowQuery, shadowText, typeInto } from '../../../tests/wtr/helpers';
import { fakeCredential } from '../../../tests/wtr/passkey-stub';
import { ClientError } from '../../core/client-error';
import { configure } from '../../core/config';
import type { OwnerProof } from '../../../contract/console-account-answers';
import { consoleClient } from '../../core/console-client';
import './console-account';

let fake: FakeConsole;

async function account(theme: 'dark' | 'light' = 'dark') {
  const element = document.createElement('console-account');
  element.setAttribute('theme', theme);
  await fixture(element);
  const listed = fake.passkeys.length;
  await waitUntil(() => rowsOf(element).length === listed, 'the passkeys are listed');
  return element;
}

const buttonNamed = (element: Element, name: string) =>
  [...element.shadowRoot!.querySelectorAll('button')].find(
    (node) => node.textContent === name || node.getAttribute('aria-label') === name,
  );

async function click(element: Element, name: string) {
  await waitUntil(() => buttonNamed(element, name), `no button ${name}`);
  buttonNamed(element, name)!.click();
}

const bodiesOf = (method: string, path: string) =>
  fake.calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);

describe('console-account', () => {
  beforeEach(() => {
    configure({ membershipApiUrl: '/membership' });
    fake = fakeConsole([]);
    fake.session = fakeSession('active');
    fake.passkeys = [fakePasskey(1, 'Work laptop'), fakePasskey(2, 'Phone')];
  });
  afterEach(() => {
    fake.restore();
    document.body.style.background = '';
    delete (navigator.credentials as Partial<CredentialsContainer>).create;
  });

  it('lists the passkeys with when they were added and last used, renames one and removes another', async () => {
    const element = await account();
    const rows = rowsOf(element);
    expect(rows.map((row) => row[0])).to.deep.equal(['Work laptop', 'Phone']);
    expect(rows[0]![2]).to.equal('Never');
    expect(rows[1]![2]).to.not.equal('Never');

    await click(element, 'Rename Work laptop');
    const name = await inputLabelled(element, 'Name');
    await waitUntil(() => name.value === 'Work laptop', 'the dialog starts from the name');
    typeInto(name, '  ');
    await click(element, 'Save');
    await shadowText(element, '[role="alert"]', 'Give the passkey a name');
    typeInto(name, 'Desk laptop');
    await click(element, 'Save');
    await waitUntil(() => rowsOf(element)[0]?.[0] === 'Desk laptop', 'the row keeps its new name');
    expect(bodiesOf('PATCH', '/passkeys/cred_1')).to.deep.equal([{ name: 'Desk laptop' }]);

    await click(element, 'Remove Phone');
    await shadowText(element, '[role="dialog"]', '“Phone” stops signing you in at once.');
    await click(element, 'Remove passkey');
    await waitUntil(() => rowsOf(element).length === 1, 'the removed passkey is gone from the list');
    expect(bodiesOf('DELETE', '/passkeys/cred_2')).to.have.length(1);
    await shadowText(element, '[part="form-success"]', '“Phone” removed');
  });

  it('adds a passkey made on this device under the name given, and says so when the person cancels', async () => {
    const credentials = navigator.credentials as CredentialsContainer & { create: CredentialsContainer['create'] };
    const made = { id: 'cred_new', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'o2M' } };
    let answer: () => Promise<Credential | null> = async () => {
      throw new DOMException('Closed.', 'NotAllowedError');
    };
    credentials.create = () => answer();
    const element = await account();
    typeInto(await inputLabelled(element, 'Name of the new passkey'), 'Security key');
    await click(element, 'Add a passkey');
    await shadowText(element, '[role="alert"]', 'No passkey was added: the browser was closed or timed out.');
    expect(bodiesOf('POST', '/passkeys')).to.deep.equal([]);

    answer = async () => fakeCredential(made);
    await click(element, 'Add a passkey');
    await waitUntil(() => rowsOf(element).length === 3, 'the new passkey is listed');
    expect(bodiesOf('POST', '/passkeys')).to.deep.equal([{ credential: made, name: 'Security key' }]);
    expect(rowsOf(element)[2]![0]).to.equal('Security key');
    await shadowText(element, '[part="form-success"]', '“Security key” added');
  });

  it('asks who it is before the browser makes a passkey, when the console wants proof, and keeps the name typed', async () => {
    const credentials = navigator.credentials as CredentialsContainer & { create: CredentialsContainer['create'] };
    const made = { id: 'cred_new', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'o2M' } };
    let ceremonies = 0;
    credentials.create = async () => {
      ceremonies++;
      return fakeCredential(made);
    };
    const proofs: (OwnerProof | undefined)[] = [];
    const askOptions = consoleClient.passkeyCreationOptions;
    consoleClient.passkeyCreationOptions = async (proof) => {
      proofs.push(proof);
      if (!proof) {
        throw new ClientError('forbidden', 'For your security, confirm it is you before this change.', {
          status: 403,
          code: 'reauthentication-required',
        });
      }
      return askOptions(proof);
    };
    try {
      const element = await account();
      const name = await inputLabelled(element, 'Name of the new passkey');
      typeInto(name, 'Security key');
      await click(element, 'Add a passkey');
      const password = await inputLabelled(element, 'Your password');
      await waitUntil(() => element.shadowRoot!.activeElement === password, 'the password field takes the focus');
      expect(ceremonies).to.equal(0);
      expect(name.value).to.equal('Security key');
      typeInto(password, 'my-password');
      await click(element, 'Confirm');
      await waitUntil(() => rowsOf(element).length === 3, 'the new passkey is listed');
      expect(proofs).to.deep.equal([undefined, { password: 'my-password' }]);
      expect(ceremonies).to.equal(1);
      expect(bodiesOf('POST', '/passkeys')).to.deep.equal([{ credential: made, name: 'Security key' }]);
      expect(element.shadowRoot!.querySelector('[part="reauthentication"]')).to.equal(null);
    } finally {
      consoleClient.passkeyCreationOptions = askOptions;
    }
  });

  it('explains that passkeys cannot be added where the browser has none', async () => {
    const platform = Object.getOwnPropertyDescriptor(window, 'PublicKeyCredential')!;
    Object.defineProperty(window, 'PublicKeyCredential', { value: undefined, configurable: true, writable: true });
    try {
      const element = await account();
      expect(buttonNamed(element, 'Add a passkey')).to.equal(undefined);
      await shadowText(element, '[role="note"]', 'not on an IP address');
      expect(rowsOf(element)).to.have.length(2);
    } finally {
      Object.defineProperty(window, 'PublicKeyCredential', platform);
    }
  });

  it('changes the password: the current one, a new one that meets the rules, the refusal said', async () => {
    const element = await account();
    await click(element, 'Change password');
    await shadowText(element, '[part="field"]', 'Enter your password');
    typeInto(await inputLabelled(element, 'Current password'), 'old-password-1');
    typeInto(await inputLabelled(element, 'New password'), 'short');
    await click(element, 'Change password');
    await shadowText(element, '[part="field"]', 'Minimum 8 characters required');
    expect(bodiesOf('POST', '/account/password')).to.deep.equal([]);

    fake.accountRefusals['/account/password'] = {
      status: 400,
      code: 'invalid-password',
      message: 'The current password is incorrect.',
    };
    typeInto(await inputLabelled(element, 'New password'), 'a-long-new-password');
    await click(element, 'Change password');
    await shadowText(element, '[part="form-error"]', 'The current password is incorrect.');
    expect((await inputLabelled(element, 'New password')).value).to.equal('a-long-new-password');

    delete fake.accountRefusals['/account/password'];
    await click(element, 'Change password');
    await shadowText(element, '[part="form-success"]', 'Password changed. Your other sessions were signed out');
    expect(bodiesOf('POST', '/account/password').at(-1)).to.deep.equal({
      currentPassword: 'old-password-1',
      newPassword: 'a-long-new-password',
    });
    expect((await inputLabelled(element, 'Current password')).value).to.equal('');
    const username = element.shadowRoot!.querySelector<HTMLInputElement>('input[autocomplete="username"]');
    expect(username?.value).to.equal('owner@example.com');
  });

  it('moves the authenticator: proven by a current code, the new QR code, then its first code', async () => {
    const element = await account();
    await click(element, 'Set up a new authenticator app');
    await click(element, 'Use a code from your current app instead');
    (await shadowQuery<HTMLInputElement>(element, '[part="code-digit"]')).focus();
    await sendKeys({ type: '123456' });
    const qr = await shadowQuery<HTMLImageElement>(element, '[part="qr-code"]');
    expect(qr.src).to.match(/^data:image\/svg\+xml/);
    expect(element.shadowRoot!.textContent).to.contain('KRSX G5CT MVRX EZLU');
    expect(bodiesOf('POST', '/account/two-step/enrol')).to.deep.equal([{ code: '123456' }]);
    (await shadowQuery<HTMLInputElement>(element, '[part="code-digit"]')).focus();
    await sendKeys({ type: '654321' });
    await shadowText(element, '[part="form-success"]', 'The new authenticator app is on');
    expect(bodiesOf('POST', '/account/two-step/confirm')).to.deep.equal([
      { enrolment: 'sealed-enrolment', code: '654321' },
    ]);
  });

  it('takes the password as proof, and a wrong one keeps the current app', async () => {
    fake.accountRefusals['/account/two-step/enrol'] = {
      status: 400,
      code: 'invalid-password',
      message: 'The current password is incorrect.',
    };
    const element = await account();
    await click(element, 'Set up a new authenticator app');
    // The proof's field is the page's second 'Current password', after the password section's.
    await waitUntil(() => element.shadowRoot!.querySelectorAll('input[name="current-password"]').length === 2);
    typeInto(
      [...element.shadowRoot!.querySelectorAll<HTMLInputElement>('input[name="current-password"]')][1]!,
      'wrong',
    );
    await click(element, 'Continue');
    await shadowText(element, '[part="form-error"]', 'The current password is incorrect.');
    expect(element.shadowRoot!.querySelector('[part="qr-code"]')).to.equal(null);
  });

  for (const theme of ['dark', 'light'] as const) {
    for (const width of [1280, 390]) {
      it(`is accessible in the ${theme} theme at ${width} px, with the remove dialog and the new authenticator`, async () => {
        await setViewport({ width, height: 900 });
        pageBackground(theme);
        const element = await account(theme);
        await expectAccessible(element);
        await click(element, 'Remove Phone');
        await shadowText(element, '[role="dialog"]', 'Remove this passkey?');
        await expectAccessible(element);
        await click(element, 'Cancel');
        await click(element, 'Set up a new authenticator app');
        await click(element, 'Use a code from your current app instead');
        (await shadowQuery<HTMLInputElement>(element, '[part="code-digit"]')).focus();
        await sendKeys({ type: '123456' });
        await shadowQuery(element, '[part="qr-code"]');
        await expectAccessible(element);
      });
    }
  }
});
