import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { expectAccessible, shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import type { ConsoleAppSettings } from '../../../contract/console-app-settings';
import { consoleClient } from '../../core/console-client';
import { ClientError } from '../../core/client-error';
import '../ms-login-modal/ms-login-modal';
import './console-app-settings';

type Page = HTMLElement & { settings?: ConsoleAppSettings };

const SETTINGS: ConsoleAppSettings = {
  app: { id: 'app_demo', name: 'Chain Forge', testPublicKey: 'pk_sb_demo_key', livePublicKey: 'pk_demo_key' },
  options: {
    passwordless: { enabled: true, default: false },
    primaryButton: 'rgb(41, 98, 255)',
    redirects: { afterLogin: null, afterSignup: null, afterLogout: null },
    modes: {
      test: { allowedOrigins: ['http://localhost:*'], captchaRequired: false },
      live: { allowedOrigins: ['https://www.shop.example'], captchaRequired: false },
    },
  },
  customFields: [{ key: 'first-name', label: 'First name', hidden: false, visibility: 'PUBLIC' }],
  providers: [{ provider: 'google', name: 'Google', enabled: true }],
  plans: [
    {
      id: 'pln_free',
      name: 'Starter',
      description: null,
      signupSurface: 'signup',
      status: 'ACTIVE',
      prices: [],
    },
  ],
};

const original = { ...consoleClient };
afterEach(() => Object.assign(consoleClient, original));

async function openPage(settings = SETTINGS): Promise<Page> {
  const page = await fixture<Page>(html`<console-app-settings .settings=${settings}></console-app-settings>`);
  await shadowQuery(page, '[part~="section"]');
  return page;
}

const sectionOf = (page: Page, title: string) =>
  [...page.shadowRoot!.querySelectorAll<HTMLElement>('[part~="section"]')].find((section) =>
    section.querySelector('[part~="section-heading"]')?.textContent?.startsWith(title),
  )!;

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The person leaves the field (Tab, a click elsewhere): its message may show from then on. */
function leave(input: HTMLInputElement) {
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
}

const buttonOf = (scope: HTMLElement, text: string) =>
  [...scope.querySelectorAll('button')].find((button) => button.textContent === text)!;

/** How far apart two boxes' vertical middles are, in pixels. */
const offLevel = (a: Element, b: Element) => {
  const [first, second] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
  return Math.abs(first.top + first.height / 2 - (second.top + second.height / 2));
};

/** The preview modals' shadow roots, once they show the signup form. */
async function previewModals(page: Page): Promise<HTMLElement[]> {
  await waitUntil(
    () =>
      [...page.shadowRoot!.querySelectorAll('ms-login-modal')].every((modal) =>
        modal.shadowRoot?.querySelector('[part~="submit"]'),
      ),
    'the preview modals show their forms',
  );
  return [...page.shadowRoot!.querySelectorAll<HTMLElement>('ms-login-modal')];
}

describe('console-app-settings', () => {
  it('previews the draft colour in both modes as it is typed, and refuses a colour that is none', async () => {
    const page = await openPage();
    const modals = await previewModals(page);
    expect(modals.map((modal) => modal.closest('[part~="preview-frame"]')?.getAttribute('data-mode'))).to.deep.equal([
      'test',
      'live',
    ]);
    const branding = sectionOf(page, 'Branding');
    const colour = branding.querySelector<HTMLInputElement>('input[name="primary-button"]')!;
    type(colour, '#0f766e');
    for (const modal of modals)
      await waitUntil(
        () =>
          getComputedStyle(modal.shadowRoot!.querySelector('[part~="submit"]')!).backgroundColor ===
          'rgb(15, 118, 110)',
        'the preview button takes the draft colour',
      );

    type(colour, 'url(javascript:x)');
    leave(colour);
    await shadowText(page, '[part~="field-error"]', 'A CSS colour');
    // The swatch beside it stays level with the input while the message shows under it.
    expect(offLevel(colour, branding.querySelector('input[type="color"]')!)).to.be.lessThan(1);
    // The preview keeps the last colour that was one.
    const button = modals[0]!.shadowRoot!.querySelector('[part~="submit"]')!;
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(41, 98, 255)');
  });

  it('adds a field that the signup preview shows at once, and saves it with a success toast', async () => {
    let sent: unknown;
    consoleClient.saveCustomFields = async (fields) => {
      sent = fields;
      return { ...SETTINGS, customFields: fields };
    };
    const page = await openPage();
    const fields = sectionOf(page, 'Custom fields');
    buttonOf(fields, 'Add a field').click();
    await waitUntil(() => fields.querySelectorAll('input[name="field-label"]').length === 2);
    // A new field is no mistake yet: nothing in red until it is typed in and left, or saved.
    expect(fields.querySelector('[part~="field-error"]')?.textContent).to.equal(undefined);
    const labels = fields.querySelectorAll<HTMLInputElement>('input[name="field-label"]');
    type(labels[1]!, 'Company');
    const key = fields.querySelector<HTMLInputElement>('input[name="field-key"]')!;
    type(key, 'Bad Key');
    leave(key);
    await waitUntil(() => fields.textContent?.includes('Lowercase letters, digits and -'), 'the key is refused inline');
    // Save says what to fix and sends nothing.
    fields.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await waitUntil(() => fields.querySelector('[role="alert"]')?.textContent?.includes('not valid'));
    expect(sent).to.equal(undefined);

    type(key, 'company');
    const [modal] = await previewModals(page);
    await waitUntil(
      () => modal!.shadowRoot!.textContent?.includes('Company'),
      'the signup preview shows the new field',
    );
    fields.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await shadowText(page, '[role="status"], [role="alert"], div', 'Custom fields saved');
    expect(sent).to.deep.equal([
      SETTINGS.customFields[0],
      { key: 'company', label: 'Company', hidden: false, visibility: 'PUBLIC' },
    ]);
    await waitUntil(
      () => fields.querySelector<HTMLButtonElement>('[part~="submit"]')!.disabled,
      'nothing left to save',
    );
  });

  it('shows test and live mode side by side, each saved on its own with its own message', async () => {
    const sent: [string, unknown][] = [];
    consoleClient.changeModeOptions = async (mode, change) => {
      sent.push([mode, change]);
      return {
        ...SETTINGS,
        options: { ...SETTINGS.options, modes: { ...SETTINGS.options.modes, [mode]: change } },
      } as ConsoleAppSettings;
    };
    const page = await openPage();
    const [test, live] = [sectionOf(page, 'Test mode'), sectionOf(page, 'Live mode')];
    expect(test.textContent).to.include('pk_sb_demo_key');
    expect(live.textContent).to.include('pk_demo_key');
    // Beside each other at this width, test on the left.
    const [testBox, liveBox] = [test.getBoundingClientRect(), live.getBoundingClientRect()];
    expect(Math.abs(testBox.top - liveBox.top)).to.be.lessThan(2);
    expect(testBox.right).to.be.lessThan(liveBox.left);
    // The shared sections say so.
    for (const title of ['Plans', 'Custom fields', 'Sign-in', 'Branding', 'Redirects'])
      expect(sectionOf(page, title).textContent).to.include('Both modes');

    live.querySelector<HTMLInputElement>('input[name="live-captcha"]')!.click();
    await waitUntil(() => !live.querySelector<HTMLButtonElement>('[part~="submit"]')!.disabled);
    expect(test.querySelector<HTMLButtonElement>('[part~="submit"]')!.disabled).to.equal(true);
    live.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await shadowText(page, 'div', 'Live mode saved');
    expect(sent).to.deep.equal([['live', { allowedOrigins: ['https://www.shop.example'], captchaRequired: true }]]);
    expect(test.querySelector<HTMLInputElement>('input[name="test-captcha"]')!.checked).to.equal(false);
  });

  it('keeps the draft when a save fails, saying why in the section and a toast', async () => {
    consoleClient.changeModeOptions = async () => {
      throw new ClientError('refused', 'allowedOrigins.0: must be an origin', {
        status: 422,
        code: 'validation-failed',
      });
    };
    const page = await openPage();
    const origins = sectionOf(page, 'Test mode');
    buttonOf(origins, 'Add an origin').click();
    await waitUntil(() => origins.querySelectorAll('input[name="test-origin"]').length === 2);
    expect(
      origins.querySelector('[part~="field-error"]')?.textContent,
      'an empty new origin says nothing yet',
    ).to.equal(undefined);
    const second = origins.querySelectorAll<HTMLInputElement>('input[name="test-origin"]')[1]!;
    type(second, 'https://shop.example/path');
    leave(second);
    await waitUntil(() => origins.textContent?.includes('no path'), 'a path is refused inline');
    // Its Remove stays level with the input while the message shows under it.
    expect(offLevel(second, origins.querySelector('button[aria-label="Remove test mode origin 2"]')!)).to.be.lessThan(
      1,
    );
    type(second, 'https://shop.example');
    origins.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await waitUntil(() => origins.querySelector('[role="alert"]')?.textContent?.includes('must be an origin'));
    await shadowText(page, 'div', 'Test mode not saved');
    expect(origins.querySelectorAll<HTMLInputElement>('input[name="test-origin"]')[1]!.value).to.equal(
      'https://shop.example',
    );
  });

  it('refuses a redirect off the allowed origins inline', async () => {
    const page = await openPage();
    const redirects = sectionOf(page, 'Redirects');
    type(redirects.querySelector<HTMLInputElement>('input[name="afterLogin"]')!, 'javascript:alert(1)');
    expect(redirects.querySelector('[part~="field-error"]')?.textContent, 'nothing said while it is typed').to.equal(
      undefined,
    );
    leave(redirects.querySelector<HTMLInputElement>('input[name="afterLogin"]')!);
    await waitUntil(() => redirects.textContent?.includes('not an http(s) URL'));
    type(redirects.querySelector<HTMLInputElement>('input[name="afterLogin"]')!, 'https://evil.example/');
    await waitUntil(() => redirects.textContent?.includes('not an allowed origin'));
    // An origin of either mode will do: live mode's here.
    type(redirects.querySelector<HTMLInputElement>('input[name="afterLogin"]')!, 'https://www.shop.example/hi');
    await waitUntil(() => !redirects.querySelector('[part~="field-error"]'));
    type(redirects.querySelector<HTMLInputElement>('input[name="afterLogin"]')!, '/welcome');
    await waitUntil(() => !redirects.querySelector('[part~="field-error"]'));
  });

  it('lists plans, retires one through the service, and edits one with a price', async () => {
    let status: string | undefined;
    let edited: unknown;
    consoleClient.setPlanStatus = async (_id, next) => {
      status = next;
      return { ...SETTINGS, plans: [{ ...SETTINGS.plans[0]!, status: next }] };
    };
    consoleClient.updatePlan = async (_id, plan) => {
      edited = plan;
      return SETTINGS;
    };
    const page = await openPage();
    const plans = sectionOf(page, 'Plans');
    await waitUntil(() => plans.textContent?.includes('Starter') && plans.textContent.includes('Free'));
    plans.querySelector<HTMLButtonElement>('button[aria-label="Retire Starter"]')!.click();
    await waitUntil(() => plans.textContent?.includes('Retired'));
    expect(status).to.equal('INACTIVE');

    plans.querySelector<HTMLButtonElement>('button[aria-label="Edit Starter"]')!.click();
    const editor = await waitUntil(() => sectionOf(page, 'Edit Starter')).then(() => sectionOf(page, 'Edit Starter'));
    await waitUntil(
      () => page.shadowRoot!.activeElement === editor.querySelector('input[name="plan-name"]'),
      'the form takes the focus as it opens',
    );
    [...editor.querySelectorAll('button')].find((button) => button.textContent === 'Add a price')!.click();
    await waitUntil(() => editor.querySelector('input[name="price-amount"]'));
    type(editor.querySelector<HTMLInputElement>('input[name="price-amount"]')!, '19.9');
    type(editor.querySelector<HTMLInputElement>('input[name="price-stripe-live"]')!, 'prod_1Gold');
    leave(editor.querySelector<HTMLInputElement>('input[name="price-stripe-live"]')!);
    await waitUntil(() => editor.textContent?.includes('A Stripe price id'), 'a product id is refused inline');
    type(editor.querySelector<HTMLInputElement>('input[name="price-stripe-live"]')!, 'price_1Gold');
    type(editor.querySelector<HTMLInputElement>('input[name="price-stripe-test"]')!, 'price_1GoldTest');
    editor.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await waitUntil(() => edited !== undefined, 'the plan is sent');
    expect(edited).to.deep.include({ name: 'Starter' });
    await waitUntil(() => !sectionOf(page, 'Edit Starter'), 'the form closes once saved');
    expect(page.shadowRoot!.activeElement?.textContent).to.equal('New plan');
    expect((edited as { prices: unknown[] }).prices[0]).to.deep.include({
      amount: 1990,
      currency: 'usd',
      stripePriceIds: { test: 'price_1GoldTest', live: 'price_1Gold' },
    });
  });

  it('opens a new plan without a message, says what is missing once Save is pressed, and keeps each price row level', async () => {
    let created = false;
    consoleClient.createPlan = async () => {
      created = true;
      return SETTINGS;
    };
    const page = await openPage();
    buttonOf(sectionOf(page, 'Plans'), 'New plan').click();
    await waitUntil(() => sectionOf(page, 'New plan'), 'the form opens');
    const editor = sectionOf(page, 'New plan');
    buttonOf(editor, 'Add a price').click();
    await waitUntil(() => editor.querySelector('input[name="price-amount"]'));
    // Nothing typed yet: no message in red, though the name and the amount are empty.
    expect(editor.querySelector('[part~="field-error"]')?.textContent).to.equal(undefined);
    leave(editor.querySelector<HTMLInputElement>('input[name="plan-name"]')!);
    expect(
      editor.querySelector('[part~="field-error"]')?.textContent,
      'passing through the name is no mistake',
    ).to.equal(undefined);

    type(editor.querySelector<HTMLInputElement>('input[name="plan-description"]')!, 'For teams');
    editor.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
    await waitUntil(() => editor.textContent?.includes('Give the plan a name.'), 'Save says the name is missing');
    expect(editor.textContent).to.include('An amount such as 19.99.');
    expect(created).to.equal(false);
    // The amount's message sits under its own input: the row's inputs stay level.
    const amount = editor.querySelector('input[name="price-amount"]')!;
    expect(offLevel(amount, editor.querySelector('input[name="price-currency"]')!)).to.be.lessThan(1);
    expect(offLevel(amount, editor.querySelector('input[name="price-name"]')!)).to.be.lessThan(1);
  });

  it("labels a saved price's id beside its fields", async () => {
    const withPrice: ConsoleAppSettings = {
      ...SETTINGS,
      plans: [
        {
          ...SETTINGS.plans[0]!,
          prices: [
            {
              id: 'prc_monthly',
              name: 'Monthly',
              amount: 1900,
              currency: 'usd',
              type: 'SUBSCRIPTION',
              interval: 'MONTHS',
              intervalCount: 1,
              status: 'ACTIVE',
              stripePriceIds: { test: null, live: null },
            },
          ],
        },
      ],
    };
    const page = await openPage(withPrice);
    sectionOf(page, 'Plans').querySelector<HTMLButtonElement>('button[aria-label="Edit Starter"]')!.click();
    await waitUntil(() => sectionOf(page, 'Edit Starter'), 'the form opens');
    const field = [...sectionOf(page, 'Edit Starter').querySelectorAll('[part~="field"]')].find((candidate) =>
      candidate.textContent?.startsWith('Price id'),
    );
    expect(field?.textContent).to.equal('Price idprc_monthly');
  });

  for (const theme of ['light', 'dark'] as const)
    it(`passes axe in the ${theme} theme`, async () => {
      const page = await fixture<Page>(
        html`<console-app-settings theme=${theme} .settings=${SETTINGS}></console-app-settings>`,
      );
      await shadowQuery(page, '[part~="section"]');
      await previewModals(page);
      await expectAccessible(page);
    });
});
