import { needsSecondStep, type SignInAnswer } from '../core/membership/second-step';
import type { Member, SocialProvider } from '../core/membership/types';
import { membershipClient, membershipSession } from '../kit/membership/membership-runtime';
import { openProviderPopup } from '../kit/membership/provider-popup';
import type { LoginModalParams } from '../core/membership/login-modal-params';
import {
  checkout,
  holdsPaidPlan,
  openBillingPortal,
  PENDING_PLAN_KEY,
  PENDING_PRICE_KEY,
  readPending,
  writePending,
} from './commerce';
import { attribute } from './dom';
import { appRedirect, type FormContext, readFields } from './forms';
import { activePlanIds } from './gating';
import { signupPlans } from './member-fields';
import { errorText, text } from './texts';
import { profileImageProblem } from '../core/membership/profile-image-rule';
import { withSecondStep } from './second-step';
import { toast } from './toast';

const PLAN_PRICE = [
  'data-ms-plan:add',
  'data-ms-plan:update',
  'data-ms-plan:remove',
  'data-ms-price:add',
  'data-ms-price:update',
  'data-ms-price:remove',
];

/** What a click can act on; a form's own `data-ms-plan:add` is the signup's, not a button's. */
export const CLICK_SELECTOR = [
  '[data-ms-modal]',
  '[data-ms-action]',
  '[data-ms-auth-provider]',
  ...PLAN_PRICE.map((name) => `[${name.replace(':', '\\:')}]`),
].join();

/** `data-ms-modal` names and the screens they open. */
const MODALS: Record<string, string> = {
  login: 'login',
  signup: 'signup',
  profile: 'profile',
  'forgot-password': 'forgot_password',
};

/** Opens a membership modal; a signup offers the plan picked before. Failures are said in a toast. */
function openModal(name: string): void {
  const display = MODALS[name];
  if (!display) return;
  const planId = readPending(PENDING_PLAN_KEY);
  const params: LoginModalParams = display === 'signup' && planId ? { signup: { plans: [planId] } } : {};
  window.chainforge
    .openModal(display as 'login', params)
    .catch((error: unknown) => (display === 'profile' ? openModal('login') : toast('error', errorText(error))));
}

/** A link that goes somewhere of its own (not `#` or empty): a signed-out plan click follows it. */
function ownHref(element: Element): boolean {
  const href = element instanceof HTMLAnchorElement ? element.getAttribute('href')?.trim() : null;
  return !!href && href !== '#' && !href.toLowerCase().startsWith('javascript:');
}

/**
 * The clicked element busy while its action runs: a second click waits for the first. Work that
 * answers false did nothing (the person cancelled), and the element is left as it was.
 */
export async function busyWhile(element: Element, work: () => Promise<unknown>): Promise<void> {
  if (element.getAttribute('aria-busy') === 'true') return;
  element.setAttribute('aria-busy', 'true');
  element.setAttribute('data-ms-state', 'submitting');
  try {
    if ((await work()) === false) element.removeAttribute('data-ms-state');
    else element.setAttribute('data-ms-state', 'success');
  } catch (error) {
    element.setAttribute('data-ms-state', 'error');
    toast('error', errorText(error));
  } finally {
    element.removeAttribute('aria-busy');
  }
}

/** The signed-in member; for a visitor, none, and the login modal opens. */
export function needsMember(): Member | null {
  const member = membershipSession.member();
  if (!member) openModal('login');
  return member;
}

function pickImage(): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => resolve(null), { once: true });
    input.click();
  });
}

async function uploadProfileImage(): Promise<void> {
  const file = await pickImage();
  if (!file) return;
  const problem = profileImageProblem(file);
  if (problem) throw new Error(text(problem));
  const { message } = await membershipClient.uploadProfileImage(file, file.name);
  if (message) toast('success', message);
}

const ACTIONS: Record<string, (member: Member, context: FormContext) => Promise<unknown>> = {
  async logout(_member, context) {
    await membershipClient.logout().catch(() => {}); // signed out here whatever the service says
    const target = await appRedirect(context, 'afterLogout');
    if (target) await context.follow(target);
  },
  async 'login-redirect'(member, context) {
    await context.follow(typeof member.loginRedirect === 'string' && member.loginRedirect ? member.loginRedirect : '/');
  },
  'customer-portal': openBillingPortal,
  async 'resend-verification-email'() {
    const answer = (await membershipClient.sendVerificationEmail()) as { message?: unknown } | null;
    toast('success', typeof answer?.message === 'string' ? answer.message : text('security.verificationSent'));
  },
  'profile-image': uploadProfileImage,
};

/** Signs in or up with a social provider; in a signup form, with its plans and custom fields. */
function providerSignIn(element: Element, provider: string, context: FormContext): void {
  const form = element.closest('form[data-ms-form]');
  const signup = /signup/.test(form?.getAttribute('data-ms-form') ?? '');
  const plans = signupPlans(form ? attribute(form, 'data-ms-plan:add') : null, readPending(PENDING_PLAN_KEY));
  const customFields = form ? readFields(form).customFields : {};
  if (element.getAttribute('aria-busy') === 'true') return;
  // The popup opens now, in the click: later, a browser would block it.
  const answer = openProviderPopup<SignInAnswer>({
    provider: provider as SocialProvider,
    intent: signup ? 'signup' : 'login',
    ...(signup ? { customFields } : { allowSignup: true }),
    ...(plans.length ? { plans } : {}),
  });
  void busyWhile(element, async () => {
    const result = await answer;
    if (needsSecondStep(result)) await withSecondStep(result);
    else membershipSession.signIn(result);
    if (signup) writePending(PENDING_PLAN_KEY, null);
    await context.signedIn(form ? attribute(form, 'data-ms-redirect') || null : null);
  });
}

/**
 * `data-ms-action="passkey-login"`: signs in with a passkey the person picks in the browser's
 * sheet, then goes on as a login form would (its form's `data-ms-redirect`, else the page updates).
 */
function passkeySignIn(element: Element, context: FormContext): void {
  const form = element.closest('form[data-ms-form]');
  void busyWhile(element, async () => {
    const { passkeyLogin } = await import('./passkey-login');
    if (!(await passkeyLogin())) return false;
    await context.signedIn(form ? attribute(form, 'data-ms-redirect') || null : null);
    return true;
  });
}

/** A plan or price button. Answers whether it handled the click (a signed-out link may just be followed). */
function planOrPrice(element: Element, name: string, id: string): boolean {
  const [kind, verb] = name.slice('data-ms-'.length).split(':') as ['plan' | 'price', string];
  const member = membershipSession.member();
  if (!member) {
    if (verb === 'remove') {
      openModal('login');
      return true;
    }
    // Kept for the signup that comes next: on this page, or the page this link goes to.
    writePending(kind === 'plan' ? PENDING_PLAN_KEY : PENDING_PRICE_KEY, id);
    const modal = attribute(element, 'data-ms-modal');
    if (modal && MODALS[modal]) openModal(modal);
    else if (ownHref(element)) return false;
    else openModal('signup');
    return true;
  }
  void busyWhile(element, async () => {
    if (kind === 'price') {
      if (verb === 'remove' || (verb === 'update' && holdsPaidPlan(member))) await openBillingPortal();
      else await checkout(id);
    } else if (verb === 'remove') {
      await membershipClient.removeFreePlan(id);
      toast('success', text('plans.removed'));
    } else {
      const held = activePlanIds(member);
      if (!held.has(id)) await membershipClient.addFreePlan(id);
      // Update: this plan instead of the free plans held so far.
      if (verb === 'update') {
        for (const connection of member.planConnections ?? []) {
          if (connection.type === 'FREE' && connection.planId !== id && held.has(connection.planId))
            await membershipClient.removeFreePlan(connection.planId);
        }
      }
      toast('success', text('plans.added'));
    }
  });
  return true;
}

/** One delegated listener for every clickable `data-ms-*` element, present or added later. */
export function handleClick(event: MouseEvent, context: FormContext): void {
  if (event.defaultPrevented || event.button !== 0) return;
  const element = (event.target as Element | null)?.closest?.(CLICK_SELECTOR);
  // A signup form's own data-ms-plan:add is read when it is submitted, not clicked.
  if (!element || element instanceof HTMLFormElement) return;
  const provider = attribute(element, 'data-ms-auth-provider');
  if (provider) {
    event.preventDefault();
    providerSignIn(element, provider, context);
    return;
  }
  for (const name of PLAN_PRICE) {
    const id = attribute(element, name);
    if (id === null) continue;
    if (planOrPrice(element, name, id)) event.preventDefault();
    return;
  }
  const action = attribute(element, 'data-ms-action');
  if (action === 'passkey-login') {
    event.preventDefault();
    passkeySignIn(element, context);
    return;
  }
  if (action && Object.hasOwn(ACTIONS, action)) {
    event.preventDefault();
    const member = needsMember();
    if (member) void busyWhile(element, () => ACTIONS[action]!(member, context));
    return;
  }
  const modal = attribute(element, 'data-ms-modal');
  if (modal && Object.hasOwn(MODALS, modal)) {
    event.preventDefault();
    openModal(modal);
  }
}
