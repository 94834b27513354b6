import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectAccessible, shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import type { ConsoleOwnerList, OwnerInvitation } from '../../../contract/console-answers';
import { consoleClient } from '../../core/console-client';
import { ClientError } from '../../core/client-error';
import { deepActiveElement } from '../../kit/dialog/deep-active-element';
import './console-owners';

const ME = {
  id: 'own_me',
  email: 'me@example.com',
  createdAt: '2026-11-01T09:00:00.000Z',
  invitedBy: null,
  hasPassword: true,
  twoStep: true,
  you: true,
};
const OTHER = { ...ME, id: 'own_other', email: 'other@example.com', invitedBy: 'own_me', twoStep: false, you: false };
const INVITATION: OwnerInvitation = {
  id: 'oin_1',
  email: 'new@example.com',
  invitedBy: 'own_me',
  createdAt: '2026-11-25T09:00:00.000Z',
  expiresAt: '2026-12-02T09:00:00.000Z',
};

const original = { ...consoleClient };
afterEach(() => Object.assign(consoleClient, original));

async function openPage(owners: ConsoleOwnerList['owners'], invitations: OwnerInvitation[] = []) {
  consoleClient.owners = async () => ({ owners });
  consoleClient.invitations = async () => ({ invitations });
  const element = await fixture(html`<console-owners></console-owners>`);
  await shadowText(element, 'tbody', owners[0]!.email);
  return element;
}

const tableRows = (element: Element, label: string) =>
  [...element.shadowRoot!.querySelector(`table[aria-label="${label}"]`)!.querySelectorAll('tbody tr[part="row"]')].map(
    (row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

const button = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll('button')].find((node) => node.textContent === name)!;

describe('console-owners', () => {
  it('lists owners with two-step and who invited them; the last owner cannot be removed', async () => {
    const alone = await openPage([ME]);
    expect(alone.shadowRoot!.querySelector('[part="remove-button"]')).to.equal(null);
    const element = await openPage([ME, OTHER]);
    expect(tableRows(element, 'Owners').map((row) => row.slice(0, 3))).to.deep.equal([
      ['me@example.com (you)', 'On', '—'],
      ['other@example.com', 'Not set up yet', 'me@example.com'],
    ]);
    expect(element.shadowRoot!.querySelectorAll('table [part="remove-button"]')).to.have.length(2);
  });

  it('removes an owner once confirmed, and keeps them when the service refuses', async () => {
    const element = await openPage([ME, OTHER]);
    const root = element.shadowRoot!;
    consoleClient.removeOwner = async () => {
      throw new ClientError('refused', 'An app keeps at least one owner: invite another before removing this one.', {
        status: 409,
      });
    };
    root.querySelector<HTMLButtonElement>('[aria-label="Remove other@example.com"]')!.click();
    await shadowText(element, '[role="dialog"]', 'other@example.com can no longer sign in');
    (await shadowQuery<HTMLButtonElement>(element, '[part="confirm-action"]')).click();
    await shadowText(element, '[role="dialog"] [role="alert"]', 'An app keeps at least one owner');
    const removed: string[] = [];
    consoleClient.removeOwner = async (id) => {
      removed.push(id);
      return { id, removed: true };
    };
    root.querySelector<HTMLButtonElement>('[part="confirm-action"]')!.click();
    await waitUntil(() => tableRows(element, 'Owners').length === 1);
    expect(removed).to.deep.equal(['own_other']);
    expect(root.querySelector('[part="remove-button"]')).to.equal(null);
  });

  it('invites by email, checks the address first, and revokes an open invitation once confirmed', async () => {
    const element = await openPage([ME], [INVITATION]);
    const root = element.shadowRoot!;
    const invited: string[] = [];
    consoleClient.inviteOwner = async (email) => {
      invited.push(email);
      return { ...INVITATION, id: 'oin_2', email };
    };
    const input = root.querySelector<HTMLInputElement>('input[name="invite-email"]')!;
    const type = (value: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('not an address');
    button(root, 'Send invitation').click();
    await shadowText(element, '[role="alert"]', 'Please enter a valid email address');
    type('second@example.com');
    button(root, 'Send invitation').click();
    await shadowText(element, '[role="status"]', 'Invitation sent to second@example.com.');
    expect(invited).to.deep.equal(['second@example.com']);
    expect(tableRows(element, 'Open invitations').map((row) => row[0])).to.deep.equal([
      'second@example.com',
      'new@example.com',
    ]);

    const revoked: string[] = [];
    consoleClient.revokeInvitation = async (id) => {
      revoked.push(id);
      return { id, revoked: true };
    };
    root.querySelector<HTMLButtonElement>('[aria-label="Revoke the invitation to new@example.com"]')!.click();
    (await shadowQuery<HTMLButtonElement>(element, '[part="confirm-action"]')).click();
    await waitUntil(() => tableRows(element, 'Open invitations').length === 1);
    expect(revoked).to.deep.equal(['oin_1']);
  });

  it('passes axe in both themes', async () => {
    const element = await openPage([ME, OTHER], [INVITATION]);
    element.setAttribute('theme', 'light');
    await expectAccessible(element);
    element.setAttribute('theme', 'dark');
    element.shadowRoot!.querySelector<HTMLButtonElement>('[part="remove-button"]')!.click();
    await shadowQuery(element, '[part="confirm-action"]');
    await expectAccessible(element);
  });

  describe('a session signed in more than 10 minutes ago', () => {
    const proofNeeded = () =>
      new ClientError('forbidden', 'For your security, confirm it is you before this change.', {
        status: 403,
        code: 'reauthentication-required',
      });

    it('asks for the password under the invitation form, then sends the invitation to the address typed', async () => {
      const element = await openPage([ME], []);
      const root = element.shadowRoot!;
      const sent: unknown[] = [];
      consoleClient.inviteOwner = async (email, proof) => {
        sent.push([email, proof]);
        if (!proof) throw proofNeeded();
        return { ...INVITATION, id: 'oin_2', email };
      };
      const input = root.querySelector<HTMLInputElement>('input[name="invite-email"]')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'second@example.com');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      button(root, 'Send invitation').click();
      const group = await shadowQuery(element, '[part="reauthentication"]');
      const password = group.querySelector<HTMLInputElement>('input[type="password"]')!;
      await waitUntil(() => deepActiveElement() === password, 'the password field takes the focus');
      expect(input.value).to.equal('second@example.com');
      await sendKeys({ type: 'my-password' });
      await sendKeys({ press: 'Enter' });
      await shadowText(element, '[role="status"]', 'Invitation sent to second@example.com.');
      expect(root.querySelector('[part="reauthentication"]')).to.equal(null);
      expect(sent).to.deep.equal([
        ['second@example.com', undefined],
        ['second@example.com', { password: 'my-password' }],
      ]);
    });

    it('says the change’s own refusal after the proof in the form, not in the prompt', async () => {
      const element = await openPage([ME], []);
      const root = element.shadowRoot!;
      consoleClient.inviteOwner = async (_email, proof) => {
        if (!proof) throw proofNeeded();
        throw new ClientError('refused', 'This address is already an owner of the app.', {
          status: 409,
          code: 'already-owner',
        });
      };
      const input = root.querySelector<HTMLInputElement>('input[name="invite-email"]')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'me@example.com');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      button(root, 'Send invitation').click();
      const group = await shadowQuery(element, '[part="reauthentication"]');
      const password = group.querySelector<HTMLInputElement>('input[type="password"]')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(password, 'my-password');
      password.dispatchEvent(new Event('input', { bubbles: true }));
      button(root, 'Confirm').click();
      await shadowText(element, '[role="alert"]', 'This address is already an owner of the app.');
      expect(root.querySelector('[part="reauthentication"]')).to.equal(null);
      expect(input.value).to.equal('me@example.com');
    });

    it('removes an owner after a code in the dialog', async () => {
      localStorage.setItem('cf-console-reauthentication', 'code');
      try {
        const element = await openPage([ME, OTHER]);
        const root = element.shadowRoot!;
        const sent: unknown[] = [];
        consoleClient.removeOwner = async (id, proof) => {
          sent.push([id, proof]);
          if (!proof) throw proofNeeded();
          return { id, removed: true };
        };
        root.querySelector<HTMLButtonElement>('[aria-label="Remove other@example.com"]')!.click();
        (await shadowQuery<HTMLButtonElement>(element, '[part="confirm-action"]')).click();
        const digit = await shadowQuery<HTMLInputElement>(element, '[role="dialog"] [part="code-digit"]');
        await waitUntil(() => deepActiveElement() === digit, 'the code takes the focus');
        await sendKeys({ type: '654321' });
        await waitUntil(() => tableRows(element, 'Owners').length === 1, 'the owner is removed');
        expect(sent).to.deep.equal([
          ['own_other', undefined],
          ['own_other', { code: '654321' }],
        ]);
        expect(root.querySelector('[role="dialog"] [part="reauthentication"]')).to.equal(null);
      } finally {
        localStorage.removeItem('cf-console-reauthentication');
      }
    });
  });
});
