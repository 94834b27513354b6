import { expect, fixture, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { configure } from '../../core/config';
import { formatDateTime } from '../../core/format';
import { type FakeConsole, day, fakeConsole, fakeMembers, pageBackground } from '../../../tests/wtr/console-fake';
import { expectAccessible, shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import './console-member';

let fake: FakeConsole;

async function page(memberId = 'mem_fake01', attributes: Record<string, string> = {}) {
  const element = document.createElement('console-member');
  element.setAttribute('member-id', memberId);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await fixture(element);
  await shadowText(element, 'h1', '@example.com');
  return element;
}

const buttons = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].filter(
    (node) => node.textContent === name || node.getAttribute('aria-label') === name,
  );
const button = (element: Element, name: string) => buttons(element.shadowRoot!, name)[0]!;
const openDialog = (element: Element) => element.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]');
const callsTo = (path: string) => fake.calls.filter((call) => call.path === path);

function setInput(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('console-member', () => {
  beforeEach(() => {
    configure({ membershipApiUrl: '/membership' });
    fake = fakeConsole(fakeMembers(3));
  });
  afterEach(() => {
    fake.restore();
    document.body.style.background = '';
  });

  it('shows the email, id, created, verified, custom fields with their labels, plans with their state, sessions', async () => {
    const element = await page();
    const text = element.shadowRoot!.textContent!;
    expect(element.shadowRoot!.querySelector('h1')!.textContent).to.equal('member-01@example.com');
    for (const part of [
      'mem_fake01',
      `Joined ${formatDateTime(day(0))}`,
      'Email not verified',
      'First name',
      'First 01',
      'CRM ID (hidden)',
      'Community',
      'Active',
      'Remove',
      '2 live',
      'Not in a team.',
      'None connected.',
    ]) {
      expect(text, part).to.contain(part);
    }
    expect(element.shadowRoot!.querySelector<HTMLAnchorElement>('[part="back-link"]')!.getAttribute('href')).to.equal(
      '/console/members',
    );
  });

  it("shows a paid plan's state and the day it cancels, with no Remove (Stripe's subscription decides)", async () => {
    const cancelAt = Date.UTC(2026, 2, 31, 12) / 1000;
    fake.members[2]!.planConnections = [
      {
        id: 'con_paid',
        planId: 'pln_paid',
        planName: 'Team',
        active: true,
        status: 'PAST_DUE',
        type: 'SUBSCRIPTION',
        payment: {
          amount: 49,
          currency: 'usd',
          status: 'PAST_DUE',
          lastBillingDate: null,
          nextBillingDate: null,
          cancelAtDate: cancelAt,
          priceId: 'prc_team_monthly',
        },
      },
    ];
    const element = await page('mem_fake03');
    const plans = await shadowQuery(element, 'ul[aria-label="Plans"]');
    expect(plans.textContent).to.contain('Team');
    expect(plans.textContent).to.contain('Paid');
    expect(plans.textContent).to.contain('Past due');
    expect(plans.textContent).to.contain(`Cancels ${formatDateTime(new Date(cancelAt * 1000).toISOString())}`);
    expect(buttons(plans, 'Remove Team')).to.have.length(0);
  });

  it('writes every date on the page one way, and offers Sign out everywhere once', async () => {
    const element = await page();
    const text = element.shadowRoot!.textContent!;
    // Joined, Created, the two sessions' start and end: each an instant as the console writes one.
    for (const instant of [day(0), day(3), day(4), day(17), day(18)]) expect(text).to.contain(formatDateTime(instant));
    expect(text, 'no date written as a day name').not.to.match(/(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d/);
    expect(buttons(element.shadowRoot!, 'Sign out everywhere')).to.have.length(1);
  });

  it("colours a plan's state by what it means: active green, payment wanted amber, canceled red", async () => {
    const [base] = fake.members[0]!.planConnections;
    fake.members[0]!.planConnections = (['ACTIVE', 'PAST_DUE', 'CANCELED'] as const).map((status, index) => ({
      ...base!,
      id: `con_${index}`,
      planId: `pln_${index}`,
      planName: `Plan ${index}`,
      status,
      active: status !== 'CANCELED',
    }));
    const element = await page();
    const plans = await shadowQuery(element, 'ul[aria-label="Plans"]');
    const colours = [...plans.querySelectorAll('li')].map((row) => {
      // The innermost span saying the state: the badge itself, not the row's span around it.
      const badge = [...row.querySelectorAll('span')]
        .reverse()
        .find((span) => /^(Active|Past due|Canceled)$/.test(span.textContent!))!;
      return getComputedStyle(badge).color;
    });
    const tokenColour = (token: string) => {
      const probe = document.createElement('span');
      probe.style.color = `color-mix(in srgb, var(${token}) 70%, var(--cf-color-text))`;
      element.shadowRoot!.appendChild(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    };
    expect(colours).to.deep.equal([
      tokenColour('--cf-color-success'),
      tokenColour('--cf-color-secondary'),
      tokenColour('--cf-color-danger'),
    ]);
  });

  it('verifies the email, sends a reset code, and says what was done', async () => {
    const element = await page();
    button(element, 'Verify email').click();
    await shadowText(element, '[part="status"]', 'The email address is marked verified.');
    await waitUntil(() => !element.shadowRoot!.textContent!.includes('Email not verified'), 'still not verified');
    expect(buttons(element.shadowRoot!, 'Verify email')).to.have.length(0);
    button(element, 'Send a reset code').click();
    await shadowText(element, '[part="status"]', 'A code to reset the password was emailed to member-01@example.com.');
    expect(callsTo('/members/mem_fake01/send-reset-code')).to.have.length(1);
  });

  it('adds a free plan and removes one; paid plans are not offered', async () => {
    const element = await page('mem_fake02');
    const select = await shadowQuery<HTMLSelectElement>(element, 'form[aria-label="Add a free plan"] select');
    expect([...select.options].map((option) => option.textContent)).to.deep.equal(['Community', 'Extras']);
    select.value = 'pln_extra';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    button(element, 'Add free plan').click();
    await shadowText(element, '[part="status"]', 'Extras was added.');
    expect(callsTo('/members/mem_fake02/add-plan')[0]!.body).to.deep.equal({ planId: 'pln_extra' });
    button(element, 'Remove Extras').click();
    await shadowText(element, '[part="status"]', 'Extras was removed.');
    expect(element.shadowRoot!.textContent).to.contain('No plans.');
  });

  it("'Sign out everywhere' asks first (Escape gives up), then ends every session", async () => {
    const element = await page();
    button(element, 'Sign out everywhere').click();
    await waitUntil(() => openDialog(element), 'no dialog opened');
    expect(openDialog(element)!.textContent).to.contain('signed out of 2 sessions');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !openDialog(element), 'Escape did not close the dialog');
    expect(callsTo('/members/mem_fake01/sign-out-everywhere')).to.have.length(0);

    button(element, 'Sign out everywhere').click();
    await waitUntil(() => openDialog(element));
    buttons(openDialog(element)!, 'Sign out everywhere')[0]!.click();
    await shadowText(element, '[part="status"]', 'Signed out everywhere: 2 sessions and every API token ended.');
    expect(callsTo('/members/mem_fake01/sign-out-everywhere')).to.have.length(1);
    await waitUntil(() => !openDialog(element), 'the dialog stayed open');
  });

  it('says a failed sign-out in its dialog, which stays open to try again', async () => {
    const element = await page();
    button(element, 'Sign out everywhere').click();
    await waitUntil(() => openDialog(element));
    fake.failWith = 500;
    buttons(openDialog(element)!, 'Sign out everywhere')[0]!.click();
    await waitUntil(() => openDialog(element)?.querySelector('[role="alert"]'), 'no failure in the dialog');
    expect(openDialog(element)!.querySelector('[role="alert"]')!.textContent).to.contain('The fake console failed.');
    fake.failWith = null;
    buttons(openDialog(element)!, 'Sign out everywhere')[0]!.click();
    await waitUntil(() => !openDialog(element), 'the dialog stayed open');
    await shadowText(element, '[part="status"]', 'Signed out everywhere');
  });

  it('deletes only once the email is typed, then tells the page', async () => {
    const element = await page();
    button(element, 'Delete member').click();
    await waitUntil(() => openDialog(element));
    const dialog = openDialog(element)!;
    const confirm = buttons(dialog, 'Delete member')[0] as HTMLButtonElement;
    const input = dialog.querySelector('input')!;
    expect(element.shadowRoot!.activeElement).to.equal(input);
    expect(confirm.disabled).to.equal(true);
    setInput(input, 'member-02@example.com');
    await waitUntil(() => confirm.disabled);
    expect(confirm.disabled).to.equal(true);
    let deleted: unknown;
    element.addEventListener('console-member-deleted', (event) => {
      deleted = event.detail.memberId;
    });
    setInput(input, 'Member-01@example.com ');
    await waitUntil(() => !confirm.disabled, 'typing the email did not enable Delete');
    confirm.click();
    await waitUntil(() => deleted === 'mem_fake01', 'no deleted event');
    expect(callsTo('/members/mem_fake01').at(-1)!.body).to.deep.equal({ confirmEmail: 'Member-01@example.com' });
    expect(fake.members.map((member) => member.id)).to.deep.equal(['mem_fake02', 'mem_fake03']);
  });

  it("says when a member is not there, and a failure's reason with Try again", async () => {
    const missing = document.createElement('console-member');
    missing.setAttribute('member-id', 'mem_nobody');
    await fixture(missing);
    await shadowText(missing, '[part="error"]', 'There is no member with this id in this app.');

    fake.failWith = 500;
    const element = document.createElement('console-member');
    element.setAttribute('member-id', 'mem_fake01');
    await fixture(element);
    await shadowQuery(element, '[part="retry"]');
    fake.failWith = null;
    (await shadowQuery<HTMLButtonElement>(element, '[part="retry"]')).click();
    await shadowText(element, 'h1', 'member-01@example.com');
  });

  for (const theme of ['dark', 'light'] as const) {
    for (const width of [1280, 390]) {
      it(`is accessible in the ${theme} theme at ${width} px, with its dialog open too`, async () => {
        await setViewport({ width, height: 800 });
        pageBackground(theme);
        const element = await page('mem_fake01', { theme });
        await expectAccessible(element);
        button(element, 'Delete member').click();
        await waitUntil(() => openDialog(element));
        await expectAccessible(element);
      });
    }
  }
});
