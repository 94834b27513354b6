import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { expectAccessible, rowsOf, shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import type { ConsoleSecretKey } from '../../core/contract/console-audit-answers';
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
});
