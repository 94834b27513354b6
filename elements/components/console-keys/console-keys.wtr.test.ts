import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectAccessible, rowsOf, shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import type { ConsoleSecretKey } from '../../../contract/console-audit-answers';
import { consoleClient } from '../../core/console-client';
import { ClientError } from '../../core/client-error';
import { deepActiveElement } from '../../kit/dialog/deep-active-element';
import './console-keys';

const KEY: ConsoleSecretKey = {
  id: 'key_demo',
  name: 'Development key',
  mode: 'test',
  lastFour: 'demo',
  createdAt: '2026-11-01T09:00:00.000Z',
  revokedAt: null,
  lastUsedAt: '2026-11-20T10:00:00.000Z',
};
const NEW_KEY = 'sk_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefgh';

const original = { ...consoleClient };
const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
afterEach(() => {
  Object.assign(consoleClient, original);
  if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard);
});

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function openPage(keys: ConsoleSecretKey[] = [KEY]) {
  consoleClient.secretKeys = async () => ({ keys });
  const element = await fixture(html`<console-keys></console-keys>`);
  await shadowText(element, 'tbody', keys[0]?.name ?? 'No secret keys');
  return element;
}

const button = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll('button')].find((node) => node.textContent === name)!;

describe('console-keys', () => {
  it('lists keys by their last four, with when each was made and last used, never the key', async () => {
    const element = await openPage();
    const [row] = rowsOf(element);
    expect(row!.slice(0, 3)).to.deep.equal(['Development key', 'sk_sb_…demo', 'Test']);
    expect(row![4]).to.match(/^2026-11-20 \d\d:00:00$/);
    expect(row![5]).to.equal('Active');
  });

  it('shows a new key once, copies it, and lists only its last four after Done', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    const element = await openPage();
    const made: unknown[] = [];
    consoleClient.createSecretKey = async (name, mode) => {
      made.push([name, mode]);
      return {
        key: NEW_KEY,
        secretKey: { ...KEY, id: 'key_new', name, mode, lastFour: NEW_KEY.slice(-4), lastUsedAt: null },
      };
    };
    const root = element.shadowRoot!;
    type(root.querySelector<HTMLInputElement>('input[name="key-name"]')!, '  CRM sync ');
    const mode = root.querySelector<HTMLSelectElement>('select[name="key-mode"]')!;
    mode.value = 'live';
    mode.dispatchEvent(new Event('change', { bubbles: true }));
    button(root, 'Create key').click();

    const value = await shadowQuery<HTMLInputElement>(element, '[part="new-key-value"]');
    expect(made).to.deep.equal([['CRM sync', 'live']]);
    expect(value.value).to.equal(NEW_KEY);
    expect(value.readOnly).to.equal(true);
    const copy = root.querySelector<HTMLButtonElement>('[part="copy"]')!;
    await waitUntil(() => deepActiveElement() === copy, 'the copy button takes the focus');
    copy.click();
    await waitUntil(() => copy.textContent === 'Copied!');
    expect(copied).to.deep.equal([NEW_KEY]);
    expect(rowsOf(element).map((row) => row[0])).to.deep.equal(['CRM sync', 'Development key']);

    button(root, 'Done').click();
    await waitUntil(() => !root.querySelector('[part="new-key"]'));
    expect(root.innerHTML).not.to.contain(NEW_KEY);
    expect(rowsOf(element)[0]![1]).to.equal(`sk_…${NEW_KEY.slice(-4)}`);
  });

  it('asks for a name before making a key, and says why the service refused one', async () => {
    const element = await openPage();
    const root = element.shadowRoot!;
    button(root, 'Create key').click();
    await shadowText(element, '[role="alert"]', 'Give the key a name');
    consoleClient.createSecretKey = async () => {
      throw new ClientError('rate-limited', 'Too many console requests. Try again in 30 seconds.', { status: 429 });
    };
    type(root.querySelector<HTMLInputElement>('input[name="key-name"]')!, 'CRM');
    button(root, 'Create key').click();
    await shadowText(element, '[role="alert"]', 'Too many console requests');
    expect(root.querySelector('[part="new-key"]')).to.equal(null);
  });

  it('revokes a key only once confirmed: Cancel and Escape change nothing', async () => {
    const element = await openPage();
    const revoked: string[] = [];
    consoleClient.revokeSecretKey = async (id) => {
      revoked.push(id);
      return { id, revoked: true };
    };
    const root = element.shadowRoot!;
    const revoke = root.querySelector<HTMLButtonElement>('[part="revoke-button"]')!;
    expect(revoke.getAttribute('aria-label')).to.equal('Revoke Development key (sk_sb_…demo)');
    revoke.click();
    const dialog = await shadowQuery(element, '[role="dialog"]');
    expect(dialog.textContent).to.contain('“Development key” (sk_sb_…demo) stops working at once');
    await waitUntil(() => deepActiveElement()?.textContent === 'Cancel', 'Cancel takes the focus first');
    deepActiveElement()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitUntil(() => !root.querySelector('[role="dialog"] [part="confirm-action"]'));
    expect(revoked).to.deep.equal([]);

    revoke.click();
    (await shadowQuery<HTMLButtonElement>(element, '[part="confirm-action"]')).click();
    await waitUntil(() => rowsOf(element)[0]![5]!.startsWith('Revoked'));
    expect(revoked).to.deep.equal(['key_demo']);
    expect(root.querySelector('[part="revoke-button"]')).to.equal(null);
  });

  it('passes axe in both themes, the new key and the dialog open', async () => {
    const element = await openPage();
    consoleClient.createSecretKey = async (name, mode) => ({
      key: NEW_KEY,
      secretKey: { ...KEY, id: 'key_new', name, mode, lastFour: 'efgh', lastUsedAt: null },
    });
    element.setAttribute('theme', 'light');
    const root = element.shadowRoot!;
    type(root.querySelector<HTMLInputElement>('input[name="key-name"]')!, 'CRM');
    button(root, 'Create key').click();
    await shadowQuery(element, '[part="new-key"]');
    await expectAccessible(element);
    root.querySelector<HTMLButtonElement>('[part="revoke-button"]')!.click();
    await shadowQuery(element, '[part="confirm-action"]');
    element.setAttribute('theme', 'dark');
    await expectAccessible(element);
  });

  describe('a session signed in more than 10 minutes ago', () => {
    const proofNeeded = () =>
      new ClientError('forbidden', 'For your security, confirm it is you before this change.', {
        status: 403,
        code: 'reauthentication-required',
      });
    const wrongPassword = () =>
      new ClientError('refused', 'The current password is incorrect.', { status: 400, code: 'invalid-password' });
    const made = (name: string, mode: ConsoleSecretKey['mode']) => ({
      key: NEW_KEY,
      secretKey: { ...KEY, id: 'key_new', name, mode, lastFour: NEW_KEY.slice(-4), lastUsedAt: null },
    });
    const prompt = (root: ShadowRoot) => root.querySelector('[part="reauthentication"]');

    it('asks for the password in place, then makes the key as typed, a wrong password said and tried again', async () => {
      const element = await openPage();
      const root = element.shadowRoot!;
      const sent: unknown[] = [];
      consoleClient.createSecretKey = async (name, mode, proof) => {
        sent.push([name, mode, proof]);
        if (!proof) throw proofNeeded();
        if ('password' in proof && proof.password !== 'right-password') throw wrongPassword();
        return made(name, mode);
      };
      const name = root.querySelector<HTMLInputElement>('input[name="key-name"]')!;
      type(name, 'CRM sync');
      const mode = root.querySelector<HTMLSelectElement>('select[name="key-mode"]')!;
      mode.value = 'live';
      mode.dispatchEvent(new Event('change', { bubbles: true }));
      button(root, 'Create key').click();

      const group = await shadowQuery(element, '[part="reauthentication"]');
      expect(group.getAttribute('role')).to.equal('group');
      expect(group.textContent).to.contain('Confirm it’s you');
      const password = group.querySelector<HTMLInputElement>('input[type="password"]')!;
      expect(group.querySelector(`label[for="${password.id}"]`)!.textContent).to.equal('Your password');
      await waitUntil(() => deepActiveElement() === password, 'the password field takes the focus');
      // What was typed stays in the form, and no error is shown for the refusal that asked.
      expect([name.value, mode.value]).to.deep.equal(['CRM sync', 'live']);
      expect(root.querySelector('[role="alert"]:not(:empty)')).to.equal(null);

      type(password, 'a-wrong-one');
      button(root, 'Confirm').click();
      await shadowText(element, '[part="reauthentication"] [role="alert"]', 'The current password is incorrect.');
      expect(prompt(root)).not.to.equal(null);

      type(password, 'right-password');
      button(root, 'Confirm').click();
      const value = await shadowQuery<HTMLInputElement>(element, '[part="new-key-value"]');
      expect(value.value).to.equal(NEW_KEY);
      expect(prompt(root)).to.equal(null);
      expect(sent).to.deep.equal([
        ['CRM sync', 'live', undefined],
        ['CRM sync', 'live', { password: 'a-wrong-one' }],
        ['CRM sync', 'live', { password: 'right-password' }],
      ]);
    });

    it('takes a code from the authenticator app instead, sent with its sixth digit, and offers it first next time', async () => {
      localStorage.removeItem('cf-console-reauthentication');
      const element = await openPage();
      const root = element.shadowRoot!;
      const sent: unknown[] = [];
      consoleClient.createSecretKey = async (name, mode, proof) => {
        sent.push(proof);
        if (!proof) throw proofNeeded();
        return made(name, mode);
      };
      type(root.querySelector<HTMLInputElement>('input[name="key-name"]')!, 'By code');
      button(root, 'Create key').click();
      await shadowQuery(element, '[part="reauthentication"]');
      button(root, 'Use a code from your authenticator app instead').click();
      const digit = await shadowQuery<HTMLInputElement>(element, '[part="reauthentication"] [part="code-digit"]');
      await waitUntil(() => deepActiveElement() === digit, 'the first box takes the focus');
      await sendKeys({ type: '123456' });
      await shadowQuery(element, '[part="new-key"]');
      expect(sent).to.deep.equal([undefined, { code: '123456' }]);
      expect(localStorage.getItem('cf-console-reauthentication')).to.equal('code');

      button(root, 'Done').click();
      consoleClient.createSecretKey = async () => {
        throw proofNeeded();
      };
      type(root.querySelector<HTMLInputElement>('input[name="key-name"]')!, 'Again');
      button(root, 'Create key').click();
      await shadowQuery(element, '[part="reauthentication"] [part="code-digit"]');
      localStorage.removeItem('cf-console-reauthentication');
    });

    it('goes back on Escape or Cancel: nothing sent again, nothing said, the form as typed, the focus on its button', async () => {
      const element = await openPage();
      const root = element.shadowRoot!;
      let calls = 0;
      consoleClient.createSecretKey = async () => {
        calls++;
        throw proofNeeded();
      };
      const name = root.querySelector<HTMLInputElement>('input[name="key-name"]')!;
      type(name, 'Kept');
      const create = button(root, 'Create key');
      create.focus();
      create.click();
      const group = await shadowQuery(element, '[part="reauthentication"]');
      const password = group.querySelector<HTMLInputElement>('input[type="password"]')!;
      await waitUntil(() => deepActiveElement() === password);
      password.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
      await waitUntil(() => prompt(root) === null, 'Escape closes the prompt');
      await waitUntil(() => deepActiveElement() === create, 'the focus is back on Create key');
      expect(create.disabled).to.equal(false);
      expect(name.value).to.equal('Kept');
      expect(root.querySelector('[role="alert"]')).to.equal(null);

      create.click();
      await shadowQuery(element, '[part="reauthentication"]');
      button(root, 'Cancel').click();
      await waitUntil(() => prompt(root) === null, 'Cancel closes the prompt');
      expect(calls).to.equal(2);
      expect(name.value).to.equal('Kept');
    });

    it('asks in the revoke dialog in place of its buttons; Escape there goes back to the question', async () => {
      const element = await openPage();
      const root = element.shadowRoot!;
      const sent: unknown[] = [];
      consoleClient.revokeSecretKey = async (id, proof) => {
        sent.push([id, proof]);
        if (!proof) throw proofNeeded();
        return { id, revoked: true };
      };
      root.querySelector<HTMLButtonElement>('[part="revoke-button"]')!.click();
      (await shadowQuery<HTMLButtonElement>(element, '[part="confirm-action"]')).click();
      const group = await shadowQuery(element, '[role="dialog"] [part="reauthentication"]');
      expect(root.querySelector('[part="confirm-action"]')).to.equal(null);
      const password = group.querySelector<HTMLInputElement>('input[type="password"]')!;
      await waitUntil(() => deepActiveElement() === password, 'the password field takes the focus');
      password.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
      await shadowQuery(element, '[role="dialog"] [part="confirm-action"]');
      await waitUntil(() => deepActiveElement()?.textContent === 'Cancel', 'the focus is back on Cancel');
      expect(sent).to.deep.equal([['key_demo', undefined]]);

      root.querySelector<HTMLButtonElement>('[part="confirm-action"]')!.click();
      const again = await shadowQuery(element, '[role="dialog"] [part="reauthentication"]');
      type(again.querySelector<HTMLInputElement>('input[type="password"]')!, 'right-password');
      button(root, 'Confirm').click();
      await waitUntil(() => rowsOf(element)[0]![5]!.startsWith('Revoked'), 'the key is revoked');
      expect(root.querySelector('[part="confirm-action"]')).to.equal(null);
      expect(sent).to.deep.equal([
        ['key_demo', undefined],
        ['key_demo', undefined],
        ['key_demo', { password: 'right-password' }],
      ]);
    });

    it('passes axe in both themes with the prompt open', async () => {
      const element = await openPage();
      consoleClient.createSecretKey = async () => {
        throw proofNeeded();
      };
      const root = element.shadowRoot!;
      type(root.querySelector<HTMLInputElement>('input[name="key-name"]')!, 'CRM');
      button(root, 'Create key').click();
      await shadowQuery(element, '[part="reauthentication"]');
      await expectAccessible(element);
      element.setAttribute('theme', 'light');
      await expectAccessible(element);
    });
  });
});
