import { expect, waitUntil } from '@open-wc/testing';
import { configure } from '../core/config';
import type { App } from '../core/membership/types';
import { createCaptchaChallenge } from '../kit/membership/captcha-challenge';
import { formCaptcha } from './captcha';

configure({ publicKey: 'pk_sb_chainforge_demo', membershipApiUrl: '/membership' });

/** hCaptcha's browser API as a page gets it from js.hcaptcha.com, answering what a person did. */
function fakeHcaptcha() {
  const fake = {
    rendered: [] as { container: HTMLElement; sitekey: string }[],
    resets: 0,
    solved: '',
    render(container: HTMLElement, options: { sitekey: string }) {
      fake.rendered.push({ container, sitekey: options.sitekey });
      container.append(document.createElement('iframe'));
      return 'widget-1';
    },
    getResponse: () => fake.solved,
    reset() {
      fake.resets += 1;
      fake.solved = '';
    },
  };
  (globalThis as Record<string, unknown>).hcaptcha = fake;
  return fake;
}

const hcaptchaApp = { captchaRequired: true, captcha: { provider: 'hcaptcha', siteKey: 'site-key-1' } } as App;

describe('the captcha of a signup', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).hcaptcha;
    document.body.replaceChildren();
  });

  it('asks for nothing when the app requires no captcha', async () => {
    const challenge = createCaptchaChallenge({ captchaRequired: false } as App);
    expect(challenge.visible).to.equal(false);
    expect(await challenge.token()).to.equal(undefined);
  });

  it("solves the service's offline development captcha without a person", async () => {
    const challenge = createCaptchaChallenge({
      captchaRequired: true,
      captcha: { provider: 'development', siteKey: 'development' },
    } as App);
    expect(challenge.visible).to.equal(false);
    expect(await challenge.token())
      .to.be.a('string')
      .and.not.equal('');
  });

  it("draws hCaptcha with the app's site key and answers what the person solved", async () => {
    const hcaptcha = fakeHcaptcha();
    const challenge = createCaptchaChallenge(hcaptchaApp);
    expect(challenge.visible).to.equal(true);
    const container = document.createElement('div');
    document.body.append(container);
    const remove = challenge.render(container);
    await waitUntil(() => hcaptcha.rendered.length === 1, 'hCaptcha was not drawn');
    expect(hcaptcha.rendered[0]!.sitekey).to.equal('site-key-1');
    let refusal: unknown;
    await challenge.token().catch((error: unknown) => {
      refusal = error;
    });
    expect((refusal as Error).message).to.equal('Please complete the captcha.');
    hcaptcha.solved = 'solved-token';
    expect(await challenge.token()).to.equal('solved-token');
    challenge.reset();
    expect(hcaptcha.resets).to.equal(1);
    remove();
    expect(container.childElementCount).to.equal(0);
  });

  it("puts a builder's signup form's captcha just before its submit button, once", async () => {
    const hcaptcha = fakeHcaptcha();
    document.body.innerHTML = `
      <form data-ms-form="signup"><input data-ms-member="email" /><div class="actions"><button>Sign up</button></div></form>`;
    const form = document.querySelector('form')!;
    let appCalls = 0;
    const app = () => {
      appCalls += 1;
      return Promise.resolve(hcaptchaApp);
    };
    const first = await formCaptcha(form, app);
    expect(await formCaptcha(form, app)).to.equal(first);
    expect(appCalls).to.equal(1);
    await waitUntil(() => hcaptcha.rendered.length === 1, 'hCaptcha was not drawn in the form');
    const container = hcaptcha.rendered[0]!.container;
    expect(container.hasAttribute('data-ms-generated')).to.equal(true);
    expect(container.nextElementSibling?.textContent).to.equal('Sign up');
  });

  it("sends no token while the app's settings cannot be had, and asks again on the next use", async () => {
    document.body.innerHTML = '<form data-ms-form="signup"><button>Sign up</button></form>';
    const form = document.querySelector('form')!;
    const failing = () => Promise.reject(new Error('offline'));
    expect(await (await formCaptcha(form, failing)).token()).to.equal(undefined);
    const second = await formCaptcha(form, () => Promise.resolve({ captchaRequired: false } as App));
    expect(second.visible).to.equal(false);
  });
});
