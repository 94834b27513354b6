import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { expectAccessible, shadowQuery } from '../../../../tests/wtr/helpers';
import { configure } from '../../../core/config';
import { ERROR_CODES } from '../../../../contract/error-codes';
import { MembershipError } from '../../../core/membership/errors';
import type { PresenceProof } from '../../../core/membership/presence';
import { membershipClient, membershipSession } from '../../../kit/membership/membership-runtime';
import '../ms-profile-modal';
import { signInMethods } from '../sign-in-methods/sign-in-methods-runtime';

configure({ publicKey: 'pk_sb_chainforge_demo' });

const PASSWORD = 'Orchard-Lantern-42';

// The service asks for proof only of a session signed in over 10 minutes ago; a fresh member's is
// new, so the calls here answer as the service does for an old one, and pass the rest through.

const held = () =>
  new MembershipError('reauthentication-required', ERROR_CODES['reauthentication-required'].message, 403);
const wrongPassword = () => new MembershipError('invalid-password', ERROR_CODES['invalid-password'].message, 400);

/** Holds back `name` until it is sent the right password, recording each proof it was sent. */
function holdUntilPassword<K extends 'startTwoStep'>(client: typeof signInMethods, name: K, proofs: unknown[]) {
  const real = client[name];
  return async (proof?: PresenceProof) => {
    proofs.push(proof);
    if (!proof) throw held();
    if (!('password' in proof) || proof.password !== PASSWORD) throw wrongPassword();
    return real(proof);
  };
}

async function signUpFresh(): Promise<string> {
  const email = `presence-${crypto.randomUUID()}@example.com`;
  await membershipClient.signup({ email, password: PASSWORD, customFields: { 'first-name': 'Fresh' } });
  return email;
}

const all = (root: ParentNode, selector: string) => [...root.querySelectorAll<HTMLElement>(selector)];

async function button(modal: Element, text: string): Promise<HTMLButtonElement> {
  const find = () =>
    all(modal.shadowRoot!, 'button').find((one) => one.textContent?.trim() === text) as HTMLButtonElement | undefined;
  await waitUntil(find, `no button "${text}"`, { timeout: 5000 });
  return find()!;
}

function type(field: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const prompt = (modal: Element) => shadowQuery<HTMLElement>(modal, '[part="presence-prompt"]');
const promptField = async (modal: Element) => (await prompt(modal)).querySelector<HTMLInputElement>('input')!;
const deepFocus = (modal: Element) => modal.shadowRoot!.activeElement;

describe("ms-profile-modal: 'Confirm it's you' before a change to how the member signs in", () => {
  afterEach(() => membershipSession.clear());

  it('asks for the password in place, says a wrong one there, then turns two-step on', async () => {
    await signUpFresh();
    const proofs: unknown[] = [];
    const saved = signInMethods.startTwoStep;
    signInMethods.startTwoStep = holdUntilPassword(signInMethods, 'startTwoStep', proofs);
    try {
      const modal = await fixture<HTMLElement>(html`<ms-profile-modal section="security"></ms-profile-modal>`);
      (await button(modal, 'Turn on')).click();
      const panel = await prompt(modal);
      expect(panel.textContent).to.include("Confirm it's you");
      expect(panel.textContent).to.include('For your security, confirm it is you to finish this change.');
      const field = await promptField(modal);
      await waitUntil(() => deepFocus(modal) === field, 'the password field has the focus');
      expect(field.type).to.equal('password');
      expect(field.autocomplete).to.equal('current-password');
      await expectAccessible(modal);

      type(field, 'not-my-password');
      (await button(modal, 'Confirm')).click();
      await waitUntil(
        () => panel.textContent?.includes(ERROR_CODES['invalid-password'].message),
        'the wrong password is said in place',
      );
      expect(field.value).to.equal('');

      type(await promptField(modal), PASSWORD);
      (await button(modal, 'Confirm')).click();
      await shadowQuery(modal, '[part="two-step-qr"]');
      expect(modal.shadowRoot!.querySelector('[part="presence-prompt"]')).to.equal(null);
      expect(proofs).to.deep.equal([undefined, { password: 'not-my-password' }, { password: PASSWORD }]);
    } finally {
      signInMethods.startTwoStep = saved;
    }
  });

  it('keeps the new email through Cancel, and saves that same email once confirmed', async () => {
    const email = await signUpFresh();
    const sent: { email?: string; proof?: PresenceProof }[] = [];
    const saved = membershipClient.updateMemberAuth;
    membershipClient.updateMemberAuth = async (params, proof) => {
      sent.push({ email: params.email, proof });
      if (!proof) throw held();
      return saved(params, proof);
    };
    try {
      const modal = await fixture<HTMLElement>(
        html`<ms-profile-modal section="security" theme="light"></ms-profile-modal>`,
      );
      const emailField = await shadowQuery<HTMLInputElement>(modal, 'input[name="email"]');
      const moved = `moved-${email}`;
      type(emailField, moved);
      (await button(modal, 'Save')).click();
      await prompt(modal);
      (await button(modal, 'Cancel')).click();
      await waitUntil(() => !modal.shadowRoot!.querySelector('[part="presence-prompt"]'), 'the prompt goes');
      expect(emailField.value).to.equal(moved);
      expect(membershipSession.member()!.auth.email).to.equal(email);

      (await button(modal, 'Save')).click();
      type(await promptField(modal), PASSWORD);
      (await button(modal, 'Confirm')).click();
      await waitUntil(() => membershipSession.member()?.auth.email === moved, 'the email is saved');
      expect(sent.map((one) => one.email)).to.deep.equal([moved, moved, moved]);
      expect(sent.at(-1)!.proof).to.deep.equal({ password: PASSWORD });
    } finally {
      membershipClient.updateMemberAuth = saved;
    }
  });

  it('mails a code when asked instead of the password, and takes it in six boxes', async () => {
    await signUpFresh();
    const member = membershipSession.member()!;
    const mailed: string[] = [];
    const savedSend = membershipClient.sendPresenceCode;
    const savedStart = signInMethods.startTwoStep;
    membershipClient.sendPresenceCode = async () => {
      mailed.push('code');
      return { success: true };
    };
    signInMethods.startTwoStep = async (proof) => {
      if (!proof) throw held();
      expect(proof).to.deep.equal({ emailCode: '123456' });
      return savedStart();
    };
    try {
      const modal = await fixture<HTMLElement>(html`<ms-profile-modal section="security"></ms-profile-modal>`);
      (await button(modal, 'Turn on')).click();
      const panel = await prompt(modal);
      await promptField(modal);
      expect(mailed).to.have.length(0);
      (await button(modal, 'Email me a code instead')).click();
      await waitUntil(
        () => panel.textContent?.includes(`A code is on its way to ${member.auth.email}.`),
        'the code is mailed',
      );
      expect(mailed).to.have.length(1);
      expect(all(panel, '[part="code-digit"]')).to.have.length(6);
      expect(all(panel, 'button').map((one) => one.textContent)).to.include('Send the code again');
      for (const [index, box] of all(panel, '[part="code-digit"]').entries())
        type(box as HTMLInputElement, String(index + 1));
      (await button(modal, 'Confirm')).click();
      await shadowQuery(modal, '[part="two-step-qr"]');
    } finally {
      membershipClient.sendPresenceCode = savedSend;
      signInMethods.startTwoStep = savedStart;
    }
  });
});
