import type { App } from '../core/membership/types';
import type { CaptchaChallenge } from '../kit/membership/captcha-challenge';
import { attribute, insertBeforeSubmit } from './dom';

const SIGNUP_FORMS = new Set(['signup', 'passwordless-signup']);

const challenges = new WeakMap<HTMLFormElement, Promise<CaptchaChallenge>>();

/** Whether a form signs people up, and so carries the app's captcha when it requires one. */
export const signsUp = (form: HTMLFormElement): boolean => SIGNUP_FORMS.has(attribute(form, 'data-ms-form') ?? '');

/**
 * A signup form's captcha, prepared the first time the form is used (a field focused, or sent):
 * hCaptcha or Turnstile drawn just before its submit button, so a person solves it before sending.
 * While the app's settings cannot be had, the form sends no token and the service says what is
 * missing; the next use asks again.
 */
export function formCaptcha(form: HTMLFormElement, app: () => Promise<App>): Promise<CaptchaChallenge> {
  const prepared = challenges.get(form);
  if (prepared) return prepared;
  // Its code loads with the first signup form someone uses: most pages of a site have none.
  const code = import('../kit/membership/captcha-challenge');
  const challenge = app().then(
    async (settings) => {
      const made = (await code).createCaptchaChallenge(settings);
      if (made.visible) {
        const container = document.createElement('div');
        insertBeforeSubmit(form, container);
        made.render(container);
      }
      return made;
    },
    async () => {
      challenges.delete(form);
      return (await code).createCaptchaChallenge(null);
    },
  );
  challenges.set(form, challenge);
  return challenge;
}
