import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { Secret, TOTP } from 'otpauth';
import { expectAccessible, shadowQuery, shadowText } from '../../../../tests/wtr/helpers';
import { configure } from '../../../core/config';
import { ERROR_CODES } from '../../../../contract/error-codes';
import type { Passkey } from '../../../../contract/membership-answers';
import { MembershipError } from '../../../core/membership/errors';
import { membershipClient, membershipSession } from '../../../kit/membership/membership-runtime';
import '../ms-profile-modal';
import { signInMethods } from './sign-in-methods-runtime';

configure({ publicKey: 'pk_sb_chainforge_demo' });

const PASSWORD = 'Orchard-Lantern-42';

/** A member of the real service of their own, so no test depends on another. */
async function signUpFresh(): Promise<void> {
  const app = await membershipClient.getApp();
  const captchaToken = app.captchaRequired ? (await membershipClient.getDevCaptchaToken()).token : undefined;
  await membershipClient.signup({
    email: `security-${crypto.randomUUID()}@example.com`,
    password: PASSWORD,
    customFields: { 'first-name': 'Fresh' },
    captchaToken,
  });
}

async function openSecurity(theme: 'dark' | 'light' = 'dark'): Promise<HTMLElement> {
  const modal = await fixture<HTMLElement>(
    html`<ms-profile-modal section="security" theme=${theme}></ms-profile-modal>`,
  );
  await shadowQuery(modal, '[part="two-step"]');
  return modal;
}

const all = <T extends Element = HTMLElement>(root: ParentNode, selector: string) => [
  ...root.querySelectorAll<T & Element>(selector),
];
const inModal = <T extends Element = HTMLElement>(modal: Element, selector: string) =>
  all<T>(modal.shadowRoot!, selector) as T[];
const part = (modal: Element, name: string) => modal.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`)!;

async function button(root: Element, text: string): Promise<HTMLButtonElement> {
  const scope = root.shadowRoot ?? root;
  const find = () => all<HTMLButtonElement>(scope, 'button').find((one) => one.textContent?.trim() === text);
  await waitUntil(find, `no button "${text}"`, { timeout: 5000 });
  return find()!;
}

const toastTexts = (modal: Element) => inModal(modal, '[part="toast"]').map((toast) => toast.textContent ?? '');
const waitForToast = (modal: Element, text: string) =>
  waitUntil(() => toastTexts(modal).some((toast) => toast.includes(text)), `no toast "${text}"`, { timeout: 5000 });

/** Types as a person would: React hears the input event the native setter is followed by. */
function type(field: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const deepFocus = (modal: Element) => modal.shadowRoot!.activeElement as HTMLElement | null;

/** Replaces some of the passkey calls for one test, as the service would answer them. */
async function withCalls(stubs: Partial<typeof signInMethods>, work: () => Promise<void>): Promise<void> {
  const saved = { ...signInMethods };
  Object.assign(signInMethods, stubs);
  try {
    await work();
  } finally {
    Object.assign(signInMethods, saved);
  }
}

const passkey = (id: string, name: string, more: Partial<Passkey> = {}): Passkey => ({
  id,
  name,
  createdAt: '2026-03-04T10:00:00.000Z',
  lastUsedAt: null,
  deviceType: 'multiDevice',
  backedUp: true,
  ...more,
});

const passkeyRows = (modal: Element) => inModal(modal, '[part="passkey"]');
const rowOf = (modal: Element, name: string) =>
  passkeyRows(modal).find((row) => row.querySelector('span[id]')?.textContent === name);

/** The authenticator app's code `steps` 30-second steps from now. */
const appCode = (secret: string, steps = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function enterCode(modal: Element, code: string): Promise<void> {
  const first = await shadowQuery<HTMLInputElement>(modal, '[part="code-digit"]');
  first.focus();
  await sendKeys({ type: code });
}

const shownSecret = (modal: Element) => part(modal, 'two-step-secret').textContent!.replace(/\s/g, '');
const shownCodes = (modal: Element) => all(part(modal, 'backup-codes'), 'li').map((item) => item.textContent);

describe('ms-profile-modal Security: passkeys', () => {
  afterEach(() => membershipSession.clear());

  it('lists each passkey with its kind, when it was added and its last use; none says so', async () => {
    await signUpFresh();
    let modal = await openSecurity();
    await shadowText(modal, '[part="passkeys"] span', 'You have no passkeys yet.');
    await withCalls(
      {
        listPasskeys: async () => [
          passkey('pk_1', 'Chrome on macOS', { lastUsedAt: '2026-03-06T10:00:00.000Z' }),
          passkey('pk_2', 'YubiKey', { deviceType: 'singleDevice', backedUp: false }),
        ],
      },
      async () => {
        modal = await openSecurity();
        await waitUntil(() => passkeyRows(modal).length === 2, 'the passkeys are listed');
        const day = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));
        expect(rowOf(modal, 'Chrome on macOS')!.textContent).to.include(
          `Synced · added ${day('2026-03-04T10:00:00Z')} · last used ${day('2026-03-06T10:00:00Z')}`,
        );
        expect(rowOf(modal, 'YubiKey')!.textContent).to.include('One device');
        expect(rowOf(modal, 'YubiKey')!.textContent).to.include('not used yet');
        await expectAccessible(modal);
      },
    );
  });

  it('adds a passkey under a name the member edits, from the browser credential, and says other sessions ended', async () => {
    await signUpFresh();
    const sent: { credential: unknown; name: string }[] = [];
    const asked: CredentialCreationOptions[] = [];
    const create = navigator.credentials.create;
    navigator.credentials.create = async (options?: CredentialCreationOptions) => {
      asked.push(options!);
      return {
        type: 'public-key',
        id: 'cred-1',
        toJSON: () => ({ id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { clientDataJSON: 'e30' } }),
      } as unknown as Credential;
    };
    try {
      await withCalls(
        {
          passkeyCreationOptions: async () => ({
            options: {
              challenge: 'AQIDBA',
              rp: { id: 'localhost', name: 'Chain Forge' },
              user: { id: 'dXNlcg', name: 'member@example.com', displayName: 'member@example.com' },
              pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
              excludeCredentials: [{ id: 'BQY', type: 'public-key' }],
            },
          }),
          addPasskey: async (credential, name) => {
            sent.push({ credential, name });
            return { passkey: passkey('pk_new', name), otherSessionsEnded: true };
          },
        },
        async () => {
          const modal = await openSecurity();
          await shadowText(modal, '[part="passkeys"] span', 'You have no passkeys yet.');
          (await button(modal, 'Add a passkey')).click();
          const nameField = await shadowQuery<HTMLInputElement>(modal, 'input[name="passkey-name"]');
          await waitUntil(() => deepFocus(modal) === nameField, 'the name field takes the focus');
          expect(nameField.value).to.match(/^\w+ on \w+$/);
          type(nameField, 'Work laptop');
          (await button(modal, 'Create passkey')).click();
          await waitForToast(modal, 'Passkey added. Everywhere else your account was signed in, it is now signed out.');
          await waitUntil(() => rowOf(modal, 'Work laptop'), 'the new passkey is listed');
          expect(sent).to.deep.equal([
            {
              credential: { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { clientDataJSON: 'e30' } },
              name: 'Work laptop',
            },
          ]);
          const publicKey = asked[0]!.publicKey!;
          expect([...new Uint8Array(publicKey.challenge as ArrayBuffer)]).to.deep.equal([1, 2, 3, 4]);
          expect([...new Uint8Array(publicKey.excludeCredentials![0]!.id as ArrayBuffer)]).to.deep.equal([5, 6]);
          await waitUntil(() => deepFocus(modal)?.textContent === 'Add a passkey', 'the focus goes back to Add');
        },
      );
    } finally {
      navigator.credentials.create = create;
    }
  });

  it('says no passkey was added when the person closes the browser prompt', async () => {
    await signUpFresh();
    const create = navigator.credentials.create;
    navigator.credentials.create = async () => {
      throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
    };
    try {
      const modal = await openSecurity();
      (await button(modal, 'Add a passkey')).click();
      (await button(modal, 'Create passkey')).click();
      await waitForToast(modal, 'No passkey was added: the browser was closed or timed out.');
      await waitUntil(async () => (await button(modal, 'Create passkey')).getAttribute('aria-busy') === 'false');
      await waitUntil(() => deepFocus(modal)?.textContent === 'Create passkey', 'the focus is back on the button');
    } finally {
      navigator.credentials.create = create;
    }
  });

  it('renames in place: Enter saves, Escape gives up without closing the modal, the focus back on Rename', async () => {
    await signUpFresh();
    const renamed: [string, string][] = [];
    await withCalls(
      {
        listPasskeys: async () => [passkey('pk_1', 'Chrome on macOS')],
        renamePasskey: async (id, name) => {
          renamed.push([id, name]);
          return passkey(id, name);
        },
      },
      async () => {
        const modal = await openSecurity();
        await waitUntil(() => rowOf(modal, 'Chrome on macOS'));
        (await button(rowOf(modal, 'Chrome on macOS')!, 'Rename')).click();
        const field = await shadowQuery<HTMLInputElement>(modal, '[part="passkey"] input');
        await waitUntil(() => deepFocus(modal) === field, 'the name field takes the focus');
        expect(field.getAttribute('aria-label')).to.equal('New name');
        await sendKeys({ type: 'Work' });
        await sendKeys({ press: 'Escape' });
        await waitUntil(() => rowOf(modal, 'Chrome on macOS'), 'Escape gives the name back');
        expect(modal.shadowRoot!.querySelector('dialog')!.open).to.equal(true);
        await waitUntil(() => deepFocus(modal)?.textContent === 'Rename');

        await sendKeys({ press: 'Enter' });
        await waitUntil(() => deepFocus(modal)?.tagName === 'INPUT');
        await sendKeys({ type: 'Work laptop' });
        await sendKeys({ press: 'Enter' });
        await waitForToast(modal, 'Passkey renamed.');
        await waitUntil(() => rowOf(modal, 'Work laptop'), 'the new name shows');
        expect(renamed).to.deep.equal([['pk_1', 'Work laptop']]);
        await waitUntil(() => deepFocus(modal)?.textContent === 'Rename');
      },
    );
  });

  it('deletes on a second, confirming click, and shows why the service refuses the last way in', async () => {
    await signUpFresh();
    const lastWayIn =
      'This passkey is your only way to sign in. Set a password or add another passkey before deleting it.';
    const deleted: string[] = [];
    await withCalls(
      {
        listPasskeys: async () => [passkey('pk_1', 'Phone'), passkey('pk_2', 'Laptop')],
        deletePasskey: async (id) => {
          deleted.push(id);
          if (id === 'pk_2') throw new MembershipError('last-sign-in-method', lastWayIn, 409);
          return [passkey('pk_2', 'Laptop')];
        },
      },
      async () => {
        const modal = await openSecurity();
        await waitUntil(() => passkeyRows(modal).length === 2);
        const deleteButton = (name: string) =>
          all<HTMLButtonElement>(rowOf(modal, name)!, 'button').find((one) => one.textContent !== 'Rename')!;
        expect(deleteButton('Phone').textContent).to.equal('Delete');
        deleteButton('Phone').click();
        await waitUntil(() => deleteButton('Phone').textContent === 'Are you sure?');
        expect(deleted).to.deep.equal([]);
        deleteButton('Phone').click();
        await waitForToast(modal, 'Passkey deleted.');
        await waitUntil(() => passkeyRows(modal).length === 1, 'the deleted passkey goes');
        await waitUntil(() => deepFocus(modal)?.textContent === 'Add a passkey', 'the focus goes to Add');

        deleteButton('Laptop').click();
        await waitUntil(() => deleteButton('Laptop').textContent === 'Are you sure?');
        deleteButton('Laptop').click();
        await waitForToast(modal, lastWayIn);
        expect(inModal(modal, '[part="toast"]').at(-1)!.getAttribute('role')).to.equal('alert');
        await waitUntil(() => deepFocus(modal) === deleteButton('Laptop'), 'the focus is back on Delete');
        expect(rowOf(modal, 'Laptop')).to.exist;
        expect(deleted).to.deep.equal(['pk_1', 'pk_2']);
      },
    );
  });

  it('in a browser without WebAuthn says passkeys are not supported, and still lists those made elsewhere', async () => {
    await signUpFresh();
    const platform = Object.getOwnPropertyDescriptor(window, 'PublicKeyCredential')!;
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    try {
      await withCalls({ listPasskeys: async () => [passkey('pk_1', 'Phone')] }, async () => {
        const modal = await openSecurity();
        await shadowText(modal, '[part="passkeys"] span', 'Passkeys are not supported by this browser.');
        await waitUntil(() => rowOf(modal, 'Phone'));
        expect(inModal(modal, 'button').map((one) => one.textContent)).to.not.include('Add a passkey');
      });
    } finally {
      Object.defineProperty(window, 'PublicKeyCredential', platform);
    }
  });
});

describe('ms-profile-modal Security: two-step sign-in', () => {
  let copied: string[] = [];
  const writeText = navigator.clipboard.writeText;
  beforeEach(() => {
    copied = [];
    navigator.clipboard.writeText = async (text: string) => void copied.push(text);
  });
  afterEach(() => {
    navigator.clipboard.writeText = writeText;
    membershipSession.clear();
  });

  /** Turns two-step on through the screen, answering the backup codes shown. */
  async function enrol(modal: HTMLElement): Promise<{ secret: string; codes: string[] }> {
    (await button(modal, 'Turn on')).click();
    const qr = await shadowQuery<HTMLImageElement>(modal, '[part="two-step-qr"]');
    expect(qr.alt).to.equal('QR code for your authenticator app');
    expect(qr.src).to.match(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    await waitUntil(() => qr.complete && qr.naturalWidth > 0, 'the QR code draws');
    await waitUntil(() => deepFocus(modal)?.getAttribute('part') === 'code-digit', 'the first box takes the focus');
    const secret = shownSecret(modal);
    expect(secret).to.match(/^[A-Z2-7]{32}$/);
    await enterCode(modal, appCode(secret));
    (await button(modal, 'Turn on two-step sign-in')).click();
    await shadowQuery(modal, '[part="backup-codes"]');
    return { secret, codes: shownCodes(modal) as string[] };
  }

  it('turns on with the QR code, the key to copy and a first code, then shows 10 backup codes once', async () => {
    await signUpFresh();
    const modal = await openSecurity();
    await shadowText(modal, '[part="two-step"] span', 'also ask for a 6-digit code from an authenticator app');
    (await button(modal, 'Turn on')).click();
    await shadowQuery(modal, '[part="two-step-qr"]');
    (await button(modal, 'Copy')).click();
    await button(modal, 'Copied!');
    expect(copied).to.deep.equal([shownSecret(modal)]);
    (await button(modal, 'Turn on two-step sign-in')).click();
    await shadowText(modal, '[part="field-error"]', 'Please enter a valid code');
    (await button(modal, 'Cancel')).click();
    await button(modal, 'Turn on');

    const { codes } = await enrol(modal);
    await waitForToast(
      modal,
      'Two-step sign-in is on. Everywhere else your account was signed in, it is now signed out.',
    );
    expect(codes).to.have.length(10);
    for (const code of codes) expect(code).to.match(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(getComputedStyle(part(modal, 'backup-codes')).fontFamily).to.match(/mono/i);
    await shadowText(modal, '[part="two-step"] span', 'Everywhere else your account was signed in');
    await expectAccessible(modal);

    (await button(modal, 'Copy')).click();
    await button(modal, 'Copied!');
    expect(copied.at(-1)).to.equal(codes.join('\n'));
    const createObjectURL = URL.createObjectURL;
    const files: Blob[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      files.push(blob as Blob);
      return 'blob:backup-codes';
    };
    try {
      (await button(modal, 'Download')).click();
    } finally {
      URL.createObjectURL = createObjectURL;
    }
    const file = await files[0]!.text();
    expect(files[0]!.type).to.equal('text/plain;charset=utf-8');
    for (const code of codes) expect(file).to.include(`\n${code}`);

    (await button(modal, 'Done')).click();
    await shadowText(modal, '[part="two-step"] span', 'Two-step sign-in is on. 10 backup codes left.');
    expect(part(modal, 'backup-codes')).to.equal(null);
  });

  it('refuses a wrong first code once, without the backup codes the member does not have yet', async () => {
    await signUpFresh();
    const modal = await openSecurity();
    (await button(modal, 'Turn on')).click();
    await shadowQuery(modal, '[part="two-step-qr"]');
    await enterCode(modal, appCode(shownSecret(modal)) === '000000' ? '111111' : '000000');
    (await button(modal, 'Turn on two-step sign-in')).click();
    await waitForToast(modal, 'The code is not correct. Enter the current code from your authenticator app.');
    expect(toastTexts(modal)).to.have.length(1);
    expect(toastTexts(modal)[0]).to.not.include('backup');
    expect(inModal(modal, '[part="field-error"]')).to.have.length(0);
    await waitUntil(() => deepFocus(modal) === inModal(modal, '[part="code-digit"]')[0], 'the first box has the focus');
  });

  it("with no backup codes left, asks for the app's code only, and says a wrong one so", async () => {
    await signUpFresh();
    const refused = new MembershipError(
      'invalid-second-step-code',
      ERROR_CODES['invalid-second-step-code'].message,
      400,
    );
    await withCalls(
      {
        twoStepStatus: async () => ({ enabled: true, pending: false, backupCodesLeft: 0 }),
        turnOffTwoStep: async () => {
          throw refused;
        },
      },
      async () => {
        const modal = await openSecurity();
        await shadowText(modal, '[part="two-step"] span', 'Two-step sign-in is on. 0 backup codes left.');
        (await button(modal, 'Turn off')).click();
        await shadowText(modal, '[part="two-step"] span', 'Enter a code from your authenticator app.');
        expect(part(modal, 'two-step').textContent).to.not.include('backup codes.');
        expect(inModal(modal, 'button').map((one) => one.textContent)).to.not.include('Use a backup code');
        await enterCode(modal, '123456');
        (await button(modal, 'Turn off')).click();
        await waitForToast(modal, 'The code is not correct. Enter the current code from your authenticator app.');
        expect(toastTexts(modal).join(' ')).to.not.include('backup');
      },
    );
  });

  it('regenerates backup codes with a backup code, after a wrong code is refused', async () => {
    await signUpFresh();
    const modal = await openSecurity();
    const { codes } = await enrol(modal);
    (await button(modal, 'Done')).click();
    (await button(modal, 'Regenerate backup codes')).click();
    await shadowText(
      modal,
      '[part="two-step"] span',
      'Enter a code from your authenticator app, or one of your backup codes.',
    );
    await enterCode(modal, '000000');
    (await button(modal, 'Regenerate backup codes')).click();
    await waitForToast(modal, ERROR_CODES['invalid-second-step-code'].message);
    expect(inModal(modal, '[part="toast"]').at(-1)!.getAttribute('role')).to.equal('alert');
    await waitUntil(() => inModal<HTMLInputElement>(modal, '[part="code-digit"]').every((box) => box.value === ''));
    await waitUntil(
      () => deepFocus(modal)?.getAttribute('part') === 'code-digit',
      'the first box takes the focus again',
    );

    (await button(modal, 'Use a backup code')).click();
    const field = await shadowQuery<HTMLInputElement>(modal, 'input[name="backup-code"]');
    type(field, codes[0]!.toUpperCase());
    (await button(modal, 'Regenerate backup codes')).click();
    await waitForToast(modal, 'New backup codes are ready; the old ones no longer work.');
    await shadowQuery(modal, '[part="backup-codes"]');
    const fresh = shownCodes(modal);
    expect(fresh).to.have.length(10);
    expect(fresh).to.not.include(codes[1]);
    // Regenerating ends no other session, so the codes do not say so.
    expect(part(modal, 'two-step').textContent).to.not.include('Everywhere else your account');
  });

  it('turns off with a current code from the app', async () => {
    await signUpFresh();
    const modal = await openSecurity('light');
    const { secret } = await enrol(modal);
    (await button(modal, 'Done')).click();
    (await button(modal, 'Turn off')).click();
    await waitUntil(() => deepFocus(modal)?.getAttribute('part') === 'code-digit', 'the first box takes the focus');
    await expectAccessible(modal);
    await enterCode(modal, appCode(secret, 1));
    (await button(modal, 'Turn off')).click();
    await waitForToast(modal, 'Two-step sign-in is off.');
    await button(modal, 'Turn on');
    expect(await signInMethods.twoStepStatus()).to.deep.equal({ enabled: false, pending: false, backupCodesLeft: 0 });
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`is accessible while enrolling in the ${theme} theme, on a phone too`, async () => {
      await signUpFresh();
      for (const width of [1280, 390]) {
        await setViewport({ width, height: 900 });
        try {
          const modal = await openSecurity(theme);
          (await button(modal, 'Turn on')).click();
          await shadowQuery(modal, '[part="two-step-qr"]');
          await expectAccessible(modal);
          const dialog = modal.shadowRoot!.querySelector('dialog')!;
          expect(dialog.scrollWidth).to.be.at.most(dialog.clientWidth + 1);
        } finally {
          await setViewport({ width: 800, height: 600 });
        }
      }
    });
  }
});
