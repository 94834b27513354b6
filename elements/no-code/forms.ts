import type { App } from '../core/membership/types';
import { validateCode, validateEmail, validatePassword } from '../core/validation';
import { membershipClient, membershipSession } from '../kit/membership/membership-runtime';
import { PENDING_PLAN_KEY, readPending, writePending } from './commerce';
import { formCaptcha } from './captcha';
import { withSecondStep } from './second-step';
import { attribute, insertBeforeSubmit, isControl, reveal } from './dom';
import { hideMessages, setFormState, showMessage, formState } from './form-state';
import { collectFields, type FieldEntry, type FormFields, signupPlans } from './member-fields';
import { errorText, text } from './texts';
import { toast } from './toast';

/** What the forms need from the runtime around them. */
export interface FormContext {
  /** The app's settings, loaded once. */
  app(): Promise<App>;
  /**
   * After a sign-in or signup of this tab: the plan or price picked before, single sign-on, then
   * `redirect` (the form's `data-ms-redirect`) unless checkout took over.
   */
  signedIn(redirect: string | null): Promise<void>;
  /** Goes where a page or the service asks after a success, within the redirect rule (core/safe-redirect.ts). */
  follow(redirect: string): Promise<void>;
}

/**
 * How a form's submit went: the text to show, whether it signed someone in, whether to follow
 * data-ms-redirect, and which of the app's redirects applies when the form names none.
 */
interface Outcome {
  message?: string | null;
  signedIn?: boolean;
  redirect?: boolean;
  appRedirect?: 'afterLogin' | 'afterSignup';
}

type Handler = (form: HTMLFormElement, fields: FormFields, context: FormContext) => Promise<Outcome>;

/** A person's mistake, found before anything is sent: said in the form like the service's errors. */
function check(problem: string | undefined): void {
  if (problem) throw new Error(problem);
}

function requireEmail(fields: FormFields): string {
  const email = fields.email ?? '';
  check(email === '' ? text('validation.email') : validateEmail(email));
  return email;
}

/**
 * A new email, with the form's current password when it has one: the service asks for it (or
 * another proof) when the member signed in over 10 minutes ago.
 */
function newEmail(email: string, fields: FormFields): { email: string; oldPassword?: string } {
  return fields.currentPassword ? { email, oldPassword: fields.currentPassword } : { email };
}

function requirePassword(password: string | undefined): string {
  check(validatePassword(password ?? ''));
  return password ?? '';
}

function requireMember() {
  const member = membershipSession.member();
  check(member ? undefined : text('error.memberNotLoggedIn'));
  return member!;
}

export function readFields(form: Element): FormFields {
  const entries: FieldEntry[] = [];
  for (const control of form.querySelectorAll('[data-ms-member]')) {
    if (!isControl(control)) continue;
    const type = control instanceof HTMLInputElement ? control.type : undefined;
    entries.push({
      key: attribute(control, 'data-ms-member') ?? '',
      value: control.value,
      ...(type ? { type, checked: (control as HTMLInputElement).checked } : {}),
    });
  }
  return collectFields(entries);
}

/** A team invite rides on the page's link, as with the signup modal. */
const inviteToken = () => new URLSearchParams(location.search).get('inviteToken') ?? undefined;

/**
 * Signs up with the form's captcha token, when the app requires one; a refused signup spent the
 * token, so the captcha is reset for the next try.
 */
async function withCaptcha(
  form: HTMLFormElement,
  context: FormContext,
  signUp: (captchaToken: string | undefined) => Promise<unknown>,
): Promise<void> {
  const captcha = await formCaptcha(form, context.app);
  const token = await captcha.token();
  try {
    await signUp(token);
  } catch (error) {
    captcha.reset();
    throw error;
  }
}

// --- Passwordless: the first submit mails a code and shows the code step; the next one signs in.

/** Where each passwordless form's code went, once it was sent. */
const codeSentTo = new WeakMap<HTMLFormElement, string>();

function tokenControl(form: HTMLFormElement): HTMLInputElement | null {
  return form.querySelector<HTMLInputElement>('input[data-ms-member="token"]');
}

/**
 * The code step: the form's own `data-ms-member="token"` input with every wrapper the builder hid
 * around it (Memberstack's components ship it as a hidden "step 2"), or, in a form without one, a
 * labelled code input the runtime adds before the submit button.
 */
function showCodeStep(form: HTMLFormElement): void {
  let input = tokenControl(form);
  if (!input) {
    const label = document.createElement('label');
    label.append(text('passwordless.code'), ' ');
    input = document.createElement('input');
    input.setAttribute('data-ms-member', 'token');
    input.inputMode = 'numeric';
    input.autocomplete = 'one-time-code';
    input.required = true;
    label.append(input);
    insertBeforeSubmit(form, label);
  }
  for (let element: Element | null = input; element && element !== form; element = element.parentElement) {
    if (element instanceof HTMLElement && (element.hidden || getComputedStyle(element).display === 'none'))
      reveal(element);
  }
  form.setAttribute('data-ms-step', 'code');
  input.focus();
}

function passwordless(mode: 'login' | 'signup'): Handler {
  return async (form, fields, context) => {
    const email = requireEmail(fields);
    const sentTo = codeSentTo.get(form);
    const token = fields.token ?? '';
    if (sentTo !== email && token === '') {
      if (mode === 'login') await membershipClient.sendPasswordlessLoginEmail(email);
      else await membershipClient.sendPasswordlessSignupEmail(email);
      codeSentTo.set(form, email);
      showCodeStep(form);
      return { message: text('passwordless.sent', { email }) };
    }
    check(validateCode(token));
    if (mode === 'login') await withSecondStep(await membershipClient.startPasswordlessLogin(email, token));
    else {
      const plans = signupPlans(attribute(form, 'data-ms-plan:add'), readPending(PENDING_PLAN_KEY));
      await withCaptcha(form, context, (captchaToken) =>
        membershipClient.signupPasswordless({
          email,
          passwordlessToken: token,
          customFields: fields.customFields,
          ...(plans.length ? { plans } : {}),
          inviteToken: inviteToken(),
          captchaToken,
        }),
      );
      writePending(PENDING_PLAN_KEY, null);
    }
    codeSentTo.delete(form);
    form.setAttribute('data-ms-step', 'email');
    return { signedIn: true, redirect: true, appRedirect: mode === 'login' ? 'afterLogin' : 'afterSignup' };
  };
}

const RESET_EMAIL_KEY = 'cf_reset_email';

const HANDLERS: Record<string, Handler> = {
  async login(_form, fields) {
    await withSecondStep(await membershipClient.startLogin(requireEmail(fields), fields.password ?? ''));
    return { signedIn: true, redirect: true, appRedirect: 'afterLogin' };
  },

  async signup(form, fields, context) {
    const email = requireEmail(fields);
    const password = requirePassword(fields.password);
    const plans = signupPlans(attribute(form, 'data-ms-plan:add'), readPending(PENDING_PLAN_KEY));
    await withCaptcha(form, context, (captchaToken) =>
      membershipClient.signup({
        email,
        password,
        customFields: fields.customFields,
        ...(plans.length ? { plans } : {}),
        inviteToken: inviteToken(),
        captchaToken,
      }),
    );
    writePending(PENDING_PLAN_KEY, null);
    return { signedIn: true, redirect: true, appRedirect: 'afterSignup' };
  },

  'passwordless-login': passwordless('login'),
  'passwordless-signup': passwordless('signup'),

  async 'forgot-password'(_form, fields) {
    const email = requireEmail(fields);
    await membershipClient.sendResetPasswordEmail(email);
    try {
      sessionStorage.setItem(RESET_EMAIL_KEY, email);
    } catch {
      // The reset page asks the code alone then.
    }
    return { message: text('resetPassword.sent', { email }), redirect: true };
  },

  async 'reset-password'(_form, fields) {
    const token = fields.token ?? '';
    check(token === '' ? text('validation.code') : undefined);
    const newPassword = requirePassword(fields.password ?? fields.newPassword);
    let email = fields.email;
    try {
      email ||= sessionStorage.getItem(RESET_EMAIL_KEY) ?? undefined;
    } catch {
      // No email then: the code alone names the account.
    }
    const answer = await membershipClient.resetPassword({ token, newPassword, ...(email ? { email } : {}) });
    return { message: answer?.message || text('resetPassword.success'), redirect: true };
  },

  async profile(_form, fields) {
    const member = requireMember();
    if (Object.keys(fields.customFields).length) await membershipClient.updateMember(fields.customFields);
    if (fields.email && fields.email !== member.auth.email) {
      check(validateEmail(fields.email));
      await membershipClient.updateMemberAuth(newEmail(fields.email, fields));
    }
    return { message: text('profile.saved'), redirect: true };
  },

  async email(_form, fields) {
    requireMember();
    await membershipClient.updateMemberAuth(newEmail(requireEmail(fields), fields));
    return { message: text('security.emailSaved'), redirect: true };
  },

  async password(form, fields) {
    const member = requireMember();
    const newPassword = requirePassword(fields.newPassword ?? fields.password);
    if (member.auth.hasPassword === false) await membershipClient.setPassword(newPassword);
    else await membershipClient.updateMemberAuth({ oldPassword: fields.currentPassword ?? '', newPassword });
    // Saved: the passwords are not left in the page.
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="password"][data-ms-member]'))
      input.value = '';
    return {
      message: member.auth.hasPassword === false ? text('password.set') : text('password.changed'),
      redirect: true,
    };
  },
};

export const isHandledForm = (form: Element): form is HTMLFormElement =>
  form instanceof HTMLFormElement && Object.hasOwn(HANDLERS, attribute(form, 'data-ms-form') ?? '');

/** The app's own redirect after a login, signup or logout (the console sets it), or null; an app not loaded names none. */
export const appRedirect = (context: Pick<FormContext, 'app'>, key: keyof App['redirects']): Promise<string | null> =>
  context.app().then(
    (app) => app.redirects?.[key] ?? null,
    () => null,
  );

/**
 * A `data-ms-form` submit: sent without a page load, the form's states and messages set as it
 * goes, nothing typed cleared on a failure.
 */
export async function submitForm(form: HTMLFormElement, context: FormContext): Promise<void> {
  const handler = HANDLERS[attribute(form, 'data-ms-form') ?? ''];
  if (!handler || formState(form) === 'submitting') return;
  hideMessages(form);
  setFormState(form, 'submitting');
  try {
    const outcome = await handler(form, readFields(form), context);
    setFormState(form, 'success');
    const message = outcome.message ?? null;
    if (!showMessage(form, 'success', message) && message) toast('success', message);
    const redirect = outcome.redirect
      ? attribute(form, 'data-ms-redirect') ||
        (outcome.appRedirect ? await appRedirect(context, outcome.appRedirect) : null)
      : null;
    if (outcome.signedIn) await context.signedIn(redirect);
    else if (redirect) await context.follow(redirect);
  } catch (error) {
    setFormState(form, 'error');
    const text = errorText(error);
    if (!showMessage(form, 'error', text)) toast('error', text);
  }
}
