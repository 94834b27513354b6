import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expectAccessible, shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import { configure } from '../../core/config';
import type { AuthAnswer, Member, MemberPlanConnection, PlanConnectionStatus } from '../../core/membership/types';
import { membershipClient, membershipSession } from '../../kit/membership/membership-runtime';
import type { ModalResult } from '../../kit/membership/modal-result';
import './ms-profile-modal';
import type { MsProfileModalProps } from './ms-profile-modal.props';

type ProfileModal = HTMLElement & MsProfileModalProps;

const DEMO = { email: 'demo@chainforge.dev', password: 'ChainForge-demo-1' };
const FRESH_PASSWORD = 'Orchard-Lantern-42';
const DEMO_TEAM_ID = 'team_chainforge_acme';

configure({ publicKey: 'pk_sb_chainforge_demo' });

/** A member of its own for a test that changes things, so no test depends on another. */
async function signUpFresh(options: { inviteToken?: string; plans?: { planId: string }[] } = {}): Promise<AuthAnswer> {
  const app = await membershipClient.getApp();
  const captchaToken = app.captchaRequired ? (await membershipClient.getDevCaptchaToken()).token : undefined;
  return membershipClient.signup({
    email: `profile-${crypto.randomUUID()}@example.com`,
    password: FRESH_PASSWORD,
    customFields: { 'first-name': 'Fresh' },
    captchaToken,
    ...options,
  });
}

/** A member who signed up by emailed code, and so has no password. */
async function signUpPasswordless(): Promise<AuthAnswer> {
  const email = `passwordless-${crypto.randomUUID()}@example.com`;
  const app = await membershipClient.getApp();
  const captchaToken = app.captchaRequired ? (await membershipClient.getDevCaptchaToken()).token : undefined;
  await membershipClient.sendPasswordlessSignupEmail(email);
  const mailbox = (await (await fetch('/dev/mailbox.json')).json()) as { to: string; text: string }[];
  const code = /^\d{6}$/m.exec(mailbox.find((mail) => mail.to === email)?.text ?? '')?.[0];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return membershipClient.signupPasswordless({ email, passwordlessToken: code, captchaToken });
}

async function demoInviteToken(): Promise<string> {
  await membershipClient.login(DEMO.email, DEMO.password);
  const team = await membershipClient.getTeam(DEMO_TEAM_ID);
  membershipSession.clear();
  return team.inviteToken!;
}

async function openModal(markup = html`<ms-profile-modal></ms-profile-modal>`): Promise<ProfileModal> {
  const modal = await fixture<ProfileModal>(markup);
  await shadowQuery(modal, '[part="menu"]');
  return modal;
}

const inModal = <T extends Element = HTMLElement>(modal: Element, selector: string) =>
  [...modal.shadowRoot!.querySelectorAll<T & Element>(selector)] as T[];

const buttonsOf = (modal: Element) => inModal<HTMLButtonElement>(modal, 'button');
const buttonLabels = (modal: Element, selector = 'button') =>
  inModal<HTMLButtonElement>(modal, selector).map((button) => button.textContent?.trim());
const menuLabels = (modal: Element) => buttonLabels(modal, '[part="menu-item"]');

async function button(modal: Element, text: string): Promise<HTMLButtonElement> {
  await waitUntil(() => buttonsOf(modal).some((one) => one.textContent?.trim() === text), `no button "${text}"`, {
    timeout: 5000,
  });
  return buttonsOf(modal).find((one) => one.textContent?.trim() === text)!;
}

const heading = (modal: Element) => modal.shadowRoot!.querySelector('[part="dialog-heading"]')?.textContent;
const submit = (modal: Element) => modal.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!;

function input(modal: Element, label: string): HTMLInputElement {
  const found = inModal<HTMLLabelElement>(modal, 'label').find((one) => one.textContent === label);
  if (!found) throw new Error(`no field "${label}"`);
  return modal.shadowRoot!.getElementById(found.htmlFor) as HTMLInputElement;
}

/** Types as a person would: React hears the input event the native setter is followed by. */
function type(field: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const toastTexts = (modal: Element) => inModal(modal, '[part="toast"]').map((toast) => toast.textContent ?? '');
const waitForToast = (modal: Element, text: string) =>
  waitUntil(() => toastTexts(modal).some((toast) => toast.includes(text)), `no toast "${text}"`, { timeout: 5000 });

const DAY_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const shownDay = (seconds: number) => DAY_FORMAT.format(seconds * 1000);

/** The Team plan's connection as the service answers it in each state (server/membership/views/member-view.ts). */
function teamConnection(
  status: PlanConnectionStatus,
  billing: { next?: number | null; cancelAt?: number | null },
): MemberPlanConnection {
  return {
    id: `con_${status.toLowerCase()}`,
    planId: 'pln_chainforge_team',
    type: 'SUBSCRIPTION',
    status,
    active: !['UNPAID', 'CANCELED'].includes(status),
    payment: {
      amount: 49,
      currency: 'usd',
      status,
      lastBillingDate: 1_764_000_000,
      nextBillingDate: billing.next ?? null,
      cancelAtDate: billing.cancelAt ?? null,
      priceId: 'prc_chainforge_team_monthly',
    },
  };
}

/**
 * Serves the member as GET /member would after Stripe's events: the states come from the webhook
 * and the development portal, which the service's own tests drive; here only how they read.
 */
async function withServedMember(member: Member, work: () => Promise<void>): Promise<void> {
  const fetchMember = membershipClient.getCurrentMember;
  membershipClient.getCurrentMember = async () => {
    membershipSession.updateMember(member);
    return member;
  };
  membershipSession.updateMember(member);
  try {
    await work();
  } finally {
    membershipClient.getCurrentMember = fetchMember;
  }
}

/** Each paid plan's texts: its name, the line under it (if any) and its badge. */
const planStatuses = (modal: Element) =>
  inModal(modal, '[part="paid-plan"]').map((row) =>
    [...row.querySelectorAll('span')]
      .filter((span) => !span.querySelector('span'))
      .map((span) => span.textContent)
      .join(' | '),
  );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ms-profile-modal', () => {
  afterEach(() => membershipSession.clear());

  it('with nobody signed in shows nothing and ends at once as CLOSED', async () => {
    const results: ModalResult[] = [];
    const listener = (event: Event) => results.push((event as CustomEvent<ModalResult>).detail);
    document.addEventListener('ms-modal-result', listener);
    try {
      const modal = await fixture<ProfileModal>(html`<ms-profile-modal></ms-profile-modal>`);
      // The modal's code loads on opening: the first opening of a test run waits for it.
      await waitUntil(() => results.length === 1, 'no result', { timeout: 5000 });
      expect(results[0]).to.deep.equal({ type: 'CLOSED', data: null });
      expect(modal.open).to.equal(false);
      expect(modal.shadowRoot!.querySelector('dialog')?.open).to.not.equal(true);
    } finally {
      document.removeEventListener('ms-modal-result', listener);
    }
  });

  it('offers Plans and Team to the team owner with a customer id, and marks the current section', async () => {
    await membershipClient.login(DEMO.email, DEMO.password);
    const modal = await openModal();
    expect(menuLabels(modal)).to.deep.equal(['Profile', 'Security', 'Plans', 'Team', 'Logout']);
    expect(heading(modal)).to.equal('My Profile');
    expect((await button(modal, 'Profile')).getAttribute('aria-current')).to.equal('true');
    (await button(modal, 'Security')).click();
    await waitUntil(() => heading(modal) === 'Security');
    expect((await button(modal, 'Security')).getAttribute('aria-current')).to.equal('true');
    expect((await button(modal, 'Profile')).hasAttribute('aria-current')).to.equal(false);
  });

  it("opens with the focus in the section's first field, not in the menu beside it", async () => {
    await membershipClient.login(DEMO.email, DEMO.password);
    const modal = await openModal();
    await waitUntil(() => modal.shadowRoot!.activeElement === input(modal, 'First name'), 'First name has no focus');
    const security = await button(modal, 'Security');
    security.focus();
    security.click();
    await waitUntil(() => heading(modal) === 'Security');
    // Chosen from the menu: the focus stays there for the next choice.
    expect(modal.shadowRoot!.activeElement).to.equal(security);
  });

  it('offers neither Plans nor Team to a new member without plans or teams', async () => {
    await signUpFresh();
    const modal = await openModal();
    expect(menuLabels(modal)).to.deep.equal(['Profile', 'Security', 'Logout']);
  });

  it('enables Save only while a field differs from the saved value, and again after saving', async () => {
    await signUpFresh();
    const modal = await openModal();
    const firstName = input(modal, 'First name');
    expect(firstName.value).to.equal('Fresh');
    expect(submit(modal).disabled).to.equal(true);
    type(firstName, 'Frieda');
    await waitUntil(() => !submit(modal).disabled, 'Save stayed disabled');
    type(firstName, 'Fresh');
    await waitUntil(() => submit(modal).disabled, 'Save stayed enabled for the saved value');
    type(input(modal, 'Last name'), 'Lund');
    await waitUntil(() => !submit(modal).disabled);
    submit(modal).click();
    await waitForToast(modal, 'Your profile has been saved.');
    await waitUntil(() => submit(modal).disabled, 'Save stayed enabled after saving');
    expect(input(modal, 'Last name').value).to.equal('Lund');
    expect(membershipSession.member()?.customFields['last-name']).to.equal('Lund');
  });

  it('refuses a file that is not an image, or too large, before uploading anything', async () => {
    await signUpFresh();
    const modal = await openModal();
    const files = await shadowQuery<HTMLInputElement>(modal, 'input[type="file"]');
    const choose = (file: File) => {
      const transfer = new DataTransfer();
      transfer.items.add(file);
      files.files = transfer.files;
      files.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose(new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
    await waitForToast(modal, 'File is not an image.');
    choose(new File([new Uint8Array(4_000_000)], 'huge.png', { type: 'image/png' }));
    await waitForToast(modal, 'Image must be less than 2MB.');
    expect(inModal(modal, '[part="toast"][role="alert"]')).to.have.length(2);
    expect(inModal(modal, '[part="profile-image"]')).to.have.length(0);
    expect((await membershipClient.getCurrentMember())?.profileImage ?? null).to.equal(null);
  });

  it('uploads an image, shows it and the server message', async () => {
    await signUpFresh();
    const modal = await openModal();
    expect(await button(modal, 'Upload image')).to.exist;
    const files = await shadowQuery<HTMLInputElement>(modal, 'input[type="file"]');
    // A 1x1 PNG.
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
      (char) => char.charCodeAt(0),
    );
    const transfer = new DataTransfer();
    transfer.items.add(new File([png], 'me.png', { type: 'image/png' }));
    files.files = transfer.files;
    files.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => inModal(modal, '[part="toast"]').length > 0, 'the upload ended with no toast', {
      timeout: 8000,
    });
    expect(inModal(modal, '[part="toast"][role="alert"]').map((toast) => toast.textContent)).to.deep.equal([]);
    await shadowQuery(modal, '[part="profile-image"]');
    expect(inModal(modal, '[part="toast"][role="status"]')).to.have.length(1);
    expect(await button(modal, 'Replace image')).to.exist;
    expect(membershipSession.member()?.profileImage).to.be.a('string');
  });

  it('enables the email Save only for a valid address that differs', async () => {
    await signUpFresh();
    const modal = await openModal(html`<ms-profile-modal section="security"></ms-profile-modal>`);
    await waitUntil(() => heading(modal) === 'Security');
    const email = input(modal, 'Email');
    expect(submit(modal).disabled).to.equal(true);
    type(email, 'not-an-address');
    await waitUntil(() => email.value === 'not-an-address');
    expect(submit(modal).disabled).to.equal(true);
    type(email, `changed-${crypto.randomUUID()}@example.com`);
    await waitUntil(() => !submit(modal).disabled, 'Save stayed disabled for a valid new address');
    expect(buttonLabels(modal)).to.include.members(['Change Password', 'Connect Google', 'Connect GitHub']);
  });

  it('changes a password: three fields, Save once each is 8 characters, matching not checked', async () => {
    await signUpFresh();
    const modal = await openModal(html`<ms-profile-modal section="security"></ms-profile-modal>`);
    (await button(modal, 'Change Password')).click();
    await waitUntil(() => heading(modal) === 'Change Password', `heading: ${heading(modal)}`);
    expect(inModal<HTMLLabelElement>(modal, 'label').map((label) => label.textContent)).to.deep.equal([
      'Current password',
      'New password',
      'Confirm new password',
    ]);
    expect(submit(modal).disabled).to.equal(true);
    type(input(modal, 'Current password'), FRESH_PASSWORD);
    type(input(modal, 'New password'), 'Another-Lantern-7');
    type(input(modal, 'Confirm new password'), 'short');
    await waitUntil(() => input(modal, 'Confirm new password').value === 'short');
    expect(submit(modal).disabled).to.equal(true);
    type(input(modal, 'Confirm new password'), 'Different-but-long');
    await waitUntil(() => !submit(modal).disabled, 'Save stayed disabled');
    submit(modal).click();
    await waitForToast(modal, 'Your password has been changed.');
    await waitUntil(() => heading(modal) === 'Security', 'did not return to Security');
  });

  it('shows a refused change as an error toast and keeps what was typed', async () => {
    await signUpFresh();
    const modal = await openModal(html`<ms-profile-modal section="changePassword"></ms-profile-modal>`);
    await waitUntil(() => heading(modal) === 'Change Password');
    type(input(modal, 'Current password'), 'Not-the-password-1');
    type(input(modal, 'New password'), 'Another-Lantern-7');
    type(input(modal, 'Confirm new password'), 'Another-Lantern-7');
    await waitUntil(() => !submit(modal).disabled, 'Save stayed disabled');
    submit(modal).click();
    await waitUntil(() => inModal(modal, '[part="toast"][role="alert"]').length === 1, 'no error toast');
    expect(heading(modal)).to.equal('Change Password');
    expect(input(modal, 'New password').value).to.equal('Another-Lantern-7');
    expect(submit(modal).disabled).to.equal(false);
  });

  it('sets a password for a member without one: no current password asked', async () => {
    await signUpPasswordless();
    const modal = await openModal(html`<ms-profile-modal section="changePassword"></ms-profile-modal>`);
    await waitUntil(() => heading(modal) === 'Set Password');
    expect(inModal<HTMLLabelElement>(modal, 'label').map((label) => label.textContent)).to.deep.equal([
      'New password',
      'Confirm new password',
    ]);
    type(input(modal, 'New password'), 'First-Lantern-7');
    type(input(modal, 'Confirm new password'), 'First-Lantern-7');
    await waitUntil(() => !submit(modal).disabled, 'Save stayed disabled');
    submit(modal).click();
    await waitForToast(modal, 'Your password has been set.');
    await button(modal, 'Change Password');
  });

  it('lists free plans and the empty text; a joined team can be left', async () => {
    const inviteToken = await demoInviteToken();
    await signUpFresh({ inviteToken });
    const modal = await openModal(html`<ms-profile-modal section="plans"></ms-profile-modal>`);
    await waitUntil(() => heading(modal) === 'Plans');
    await shadowText(modal, 'h3', 'Team Plans');
    await shadowText(modal, 'span', 'You currently have free no plans.');
    expect(buttonLabels(modal)).to.not.include('Manage Subscriptions');
    (await button(modal, 'Leave Team')).click();
    await waitForToast(modal, 'You have left the team.');
    await waitUntil(() => !buttonLabels(modal).includes('Leave Team'), 'the team stayed');
    expect(menuLabels(modal)).to.not.include('Plans');
  });

  it("shows the owner's billing portal and free plan by name", async () => {
    await membershipClient.login(DEMO.email, DEMO.password);
    const modal = await openModal(html`<ms-profile-modal section="plans"></ms-profile-modal>`);
    expect(await button(modal, 'Manage Subscriptions')).to.exist;
    await shadowText(modal, 'span', 'Starter');
    expect(buttonLabels(modal)).to.include('Remove');
  });

  it('removes a free plan, then shows the empty text', async () => {
    await signUpFresh({ plans: [{ planId: 'pln_chainforge_community' }] });
    const modal = await openModal(html`<ms-profile-modal section="plans"></ms-profile-modal>`);
    await shadowText(modal, 'span', 'Community');
    (await button(modal, 'Remove')).click();
    await waitForToast(modal, 'The plan has been removed.');
    await shadowText(modal, 'span', 'You currently have free no plans.');
  });

  it("shows each paid plan's state: renewing, past due, canceling on a date, unpaid, ended", async () => {
    const { member } = await signUpFresh();
    const next = 1_766_592_000;
    const cases: [MemberPlanConnection, string][] = [
      [teamConnection('ACTIVE', { next }), `Team | Renews on ${shownDay(next)} | Active`],
      [
        teamConnection('PAST_DUE', { next }),
        'Team | The last payment failed. Update your card in Manage Subscriptions. | Past due',
      ],
      [teamConnection('ACTIVE', { cancelAt: next }), `Team | Cancels on ${shownDay(next)}`],
      [teamConnection('TRIALING', { next }), `Team | Renews on ${shownDay(next)} | Trial`],
      [
        teamConnection('UNPAID', {}),
        'Team | The last payment failed. Update your card in Manage Subscriptions. | Unpaid',
      ],
      [teamConnection('CANCELED', { cancelAt: next }), `Team | Ended on ${shownDay(next)} | Canceled`],
    ];
    for (const [connection, shown] of cases) {
      await withServedMember(
        { ...member, stripeCustomerId: 'cus_dev_states', planConnections: [connection] },
        async () => {
          const modal = await openModal(html`<ms-profile-modal section="plans"></ms-profile-modal>`);
          await shadowText(modal, 'h3', 'Paid Plans');
          await waitUntil(() => planStatuses(modal)[0] === shown, `${connection.status}: ${planStatuses(modal)[0]}`, {
            timeout: 5000,
          });
          expect(await button(modal, 'Manage Subscriptions')).to.exist;
          await expectAccessible(modal);
          modal.remove();
        },
      );
    }
  });

  describe('Team', () => {
    let copied: string[];
    const writeText = navigator.clipboard.writeText;
    beforeEach(() => {
      copied = [];
      navigator.clipboard.writeText = async (text: string) => void copied.push(text);
    });
    afterEach(() => {
      navigator.clipboard.writeText = writeText;
    });

    it('shows the seats and the invite link; Copy says Copied! for 2 seconds', async () => {
      await membershipClient.login(DEMO.email, DEMO.password);
      const modal = await openModal(html`<ms-profile-modal section="team"></ms-profile-modal>`);
      await shadowText(modal, 'span', '3/5 Seats');
      const link = input(modal, 'Invite link');
      expect(link.readOnly).to.equal(true);
      expect(link.value).to.match(new RegExp(`^${location.origin}/login\\?inviteToken=.+`));
      (await button(modal, 'Copy')).click();
      await button(modal, 'Copied!');
      expect(copied).to.deep.equal([link.value]);
      await pause(1500);
      expect(buttonLabels(modal)).to.include('Copied!');
      await button(modal, 'Copy');
    });

    it('says why the team did not load, and loads it on Try again', async () => {
      await membershipClient.login(DEMO.email, DEMO.password);
      const original = window.fetch;
      let refusals = 1;
      window.fetch = async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (!url.includes('/member/team/') || refusals-- <= 0) return original(input, init);
        const body = { error: { code: 'internal-error', message: 'The team could not be read.' } };
        return new Response(JSON.stringify(body), { status: 500, headers: { 'Content-Type': 'application/json' } });
      };
      try {
        const modal = await openModal(html`<ms-profile-modal section="team"></ms-profile-modal>`);
        await shadowText(modal, '[role="alert"] span', 'The team could not be read.');
        (await button(modal, 'Try again')).click();
        await shadowText(modal, 'span', '3/5 Seats');
      } finally {
        window.fetch = original;
      }
    });

    it('regenerates the invite link', async () => {
      await membershipClient.login(DEMO.email, DEMO.password);
      const modal = await openModal(html`<ms-profile-modal section="team"></ms-profile-modal>`);
      await shadowText(modal, 'span', 'Seats');
      const before = input(modal, 'Invite link').value;
      (await button(modal, 'Regenerate link')).click();
      await waitForToast(modal, 'Invite Link Regenerated');
      expect(input(modal, 'Invite link').value).to.not.equal(before);
    });

    it('shows an upgrade warning instead of the invite link when every seat is taken', async () => {
      const inviteToken = await demoInviteToken();
      const joined = [await signUpFresh({ inviteToken }), await signUpFresh({ inviteToken })];
      membershipSession.clear();
      await membershipClient.login(DEMO.email, DEMO.password);
      try {
        const modal = await openModal(html`<ms-profile-modal section="team"></ms-profile-modal>`);
        await shadowText(modal, 'span', '5/5 Seats');
        await shadowText(modal, 'p', 'Your team has no free seats.');
        expect(inModal<HTMLLabelElement>(modal, 'label').map((label) => label.textContent)).to.not.include(
          'Invite link',
        );
        expect(buttonLabels(modal)).to.not.include('Copy');
      } finally {
        for (const { member } of joined) await membershipClient.removeTeamMember(DEMO_TEAM_ID, member.id);
      }
    });

    it('gives the OWNER no remove button; removing asks first (the kit’s ConfirmButton)', async () => {
      const inviteToken = await demoInviteToken();
      const joined = await signUpFresh({ inviteToken });
      membershipSession.clear();
      await membershipClient.login(DEMO.email, DEMO.password);
      const modal = await openModal(html`<ms-profile-modal section="team"></ms-profile-modal>`);
      await shadowText(modal, '[part="team-member"]', joined.member.auth.email);
      const rows = () => inModal(modal, '[part="team-member"]');
      const ownerRow = rows().find((row) => row.textContent?.includes('OWNER'))!;
      expect(ownerRow.querySelector('button')).to.equal(null);
      const removeButton = () =>
        rows()
          .find((row) => row.textContent?.includes(joined.member.auth.email))!
          .querySelector('button')!;
      removeButton().click();
      await waitUntil(() => removeButton().textContent === 'Are you sure?');
      expect(rows().some((row) => row.textContent?.includes(joined.member.auth.email))).to.equal(true);
      removeButton().click();
      await waitForToast(modal, 'Member has been removed from team.');
      await waitUntil(() => !rows().some((row) => row.textContent?.includes(joined.member.auth.email)));
    });
  });

  it('logs out and ends as CLOSED', async () => {
    await signUpFresh();
    const modal = await openModal();
    const results: ModalResult[] = [];
    modal.addEventListener('ms-modal-result', (event) => results.push(event.detail as ModalResult));
    (await button(modal, 'Logout')).click();
    await waitUntil(() => results.length > 0, 'no result');
    await pause(50);
    expect(results).to.deep.equal([{ type: 'CLOSED', data: null }]);
    expect(membershipSession.token()).to.equal(null);
    expect(modal.open).to.equal(false);
  });

  it('closes on Escape with CLOSED', async () => {
    await signUpFresh();
    const modal = await openModal();
    const results: ModalResult[] = [];
    modal.addEventListener('ms-modal-result', (event) => results.push(event.detail as ModalResult));
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => results.length === 1, 'no result');
    expect(results[0]).to.deep.equal({ type: 'CLOSED', data: null });
    expect(modal.open).to.equal(false);
  });

  describe('on a phone', () => {
    beforeEach(() => setViewport({ width: 390, height: 800 }));
    afterEach(() => setViewport({ width: 800, height: 600 }));

    it('lists the sections under the email, each opening with a back arrow', async () => {
      const answer = await membershipClient.login(DEMO.email, DEMO.password);
      const modal = await openModal();
      expect(heading(modal)).to.equal(answer.member.auth.email);
      // The desktop menu's sections (Plans and Team where the member has them), then Billing Portal and Logout.
      expect(menuLabels(modal)).to.deep.equal(['Profile', 'Security', 'Plans', 'Team', 'Billing Portal', 'Logout']);
      (await button(modal, 'Profile')).click();
      await waitUntil(() => heading(modal) === 'My Profile');
      expect(inModal(modal, '[part="menu"]')).to.have.length(0);
      (await button(modal, 'Back')).click();
      await waitUntil(() => heading(modal) === answer.member.auth.email);
      (await button(modal, 'Security')).click();
      await waitUntil(() => heading(modal) === 'Security');
      (await button(modal, 'Change Password')).click();
      await waitUntil(() => heading(modal) === 'Change Password');
      (await button(modal, 'Back')).click();
      await waitUntil(() => heading(modal) === 'Security');
      (await button(modal, 'Back')).click();
      await waitUntil(() => heading(modal) === answer.member.auth.email);
      (await button(modal, 'Plans')).click();
      await waitUntil(() => heading(modal) === 'Plans');
      await button(modal, 'Manage Subscriptions');
      (await button(modal, 'Back')).click();
      await waitUntil(() => heading(modal) === answer.member.auth.email);
      (await button(modal, 'Team')).click();
      await waitUntil(() => heading(modal) === 'Team');
      await shadowText(modal, 'span', '/5 Seats');
      (await button(modal, 'Back')).click();
      await waitUntil(() => heading(modal) === answer.member.auth.email);
    });

    it('hides Billing Portal without a customer id, and Plans and Team without plans or teams', async () => {
      await signUpFresh();
      const modal = await openModal();
      expect(menuLabels(modal)).to.deep.equal(['Profile', 'Security', 'Logout']);
    });

    it('offers Plans to a member of a team, who has no Team of their own to manage', async () => {
      const { member } = await signUpFresh({ inviteToken: await demoInviteToken() });
      try {
        const modal = await openModal();
        expect(menuLabels(modal)).to.deep.equal(['Profile', 'Security', 'Plans', 'Logout']);
      } finally {
        // The seat goes back, so the team's other tests find it as seeded.
        await membershipClient.removeTeamMember(DEMO_TEAM_ID, member.id);
      }
    });

    it('says what happened under the heading, covering neither it, its close nor Back, with no close of its own', async () => {
      await signUpFresh();
      const modal = await fixture<ProfileModal>(html`<ms-profile-modal section="changePassword"></ms-profile-modal>`);
      await waitUntil(() => heading(modal) === 'Change Password', 'Change Password did not open');
      type(input(modal, 'Current password'), 'Not-the-password-1');
      type(input(modal, 'New password'), 'Another-Lantern-7');
      type(input(modal, 'Confirm new password'), 'Another-Lantern-7');
      await waitUntil(() => !submit(modal).disabled, 'Save stayed disabled');
      submit(modal).click();
      await waitUntil(() => inModal(modal, '[part="toast"][role="alert"]').length === 1, 'no error message', {
        timeout: 5000,
      });
      const message = inModal(modal, '[part="toast"]')[0]!.getBoundingClientRect();
      const rect = (selector: string) => modal.shadowRoot!.querySelector(selector)!.getBoundingClientRect();
      expect(message.top).to.be.at.least(rect('[part="dialog-heading"]').bottom);
      expect(message.top).to.be.at.least(rect('[part="dialog-close"]').bottom);
      expect(message.bottom).to.be.at.most(rect('[part="back"]').top);
      expect(inModal(modal, '[part="toast"] button')).to.have.length(0);
      expect(inModal(modal, 'button[aria-label="Dismiss message"]')).to.have.length(0);
    });
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`is accessible in the ${theme} theme`, async () => {
      await membershipClient.login(DEMO.email, DEMO.password);
      const modal = await openModal(html`<ms-profile-modal theme=${theme}></ms-profile-modal>`);
      await expectAccessible(modal);
      for (const section of ['Security', 'Plans', 'Team']) {
        (await button(modal, section)).click();
        await waitUntil(() => !modal.shadowRoot!.querySelector('[role="progressbar"]'), 'the section loads');
        await pause(100);
        await expectAccessible(modal);
      }
    });
  }
});
