/** The scan's rules: each data-ms-* attribute against its place, then what needed the whole page. */
import {
  catalogueEntryFor,
  INSTALL_SCRIPT_FILE,
  issueMessage,
  type XrayErrorId,
  type XrayWarningId,
  withoutActionFields,
} from '../../../contract/xray-catalogue';
import type { App } from '../../core/membership/types';
import { allowedOriginsOf, type RedirectPlace, redirectProblem } from '../../core/safe-redirect';
import { type Frame, type FormScope, imageFormKind, type ScanState } from './scan-state';
import type { ScanIssue } from './scan-types';

type Fields = Record<string, string | number>;

function error(state: ScanState, id: XrayErrorId, element: Element, fields: Fields): ScanIssue {
  const issue = { id, message: issueMessage(id, fields), element };
  state.errors.push(issue);
  return issue;
}

function warning(state: ScanState, id: XrayWarningId, element: Element, fields: Fields): void {
  state.warnings.push({ id, message: issueMessage(id, fields), element });
}

/** Attributes that mean nothing without a value (plans and prices have rules of their own). */
function needsValue(state: ScanState, element: Element, name: string, value: string): boolean {
  if (value) return true;
  error(state, 'missing-attribute-value', element, { attribute: name, value });
  return false;
}

/**
 * `frame` is the ancestors' (what the element stands in), `inner` what its children get so far;
 * answers the children's frame.
 */
export function checkAttribute(
  element: Element,
  name: string,
  raw: string,
  frame: Frame,
  inner: Frame,
  state: ScanState,
): Frame {
  const value = raw.trim();
  if (catalogueEntryFor(name, value)) state.found.push({ attribute: name, value: raw, element });
  switch (name) {
    case 'data-ms-form':
      return checkForm(element, name, value, inner, state);
    case 'data-ms-member':
      if (needsValue(state, element, name, value) && frame.form) {
        const form = frame.form;
        if (value === 'email') form.email = true;
        else if (value === 'password') form.password = true;
        else if (form.kind === 'login') error(state, 'extra-login-elements', element, { attribute: name, value });
      }
      return inner;
    case 'data-ms-auth-provider':
      if (needsValue(state, element, name, value) && frame.form) frame.form.social = true;
      return inner;
    case 'data-ms-action':
      if (needsValue(state, element, name, value) && value === 'profile-image' && frame.imageForm)
        error(state, `image-inside-${frame.imageForm}-form`, element, { attribute: name, value });
      return inner;
    case 'data-ms-channel':
      needsValue(state, element, name, value);
      return { ...inner, channel: true, thread: false };
    case 'data-ms-thread':
    case 'data-ms-post':
      return checkCommenting(element, name, value, frame, inner, state);
    case 'data-ms-post-creator':
    case 'data-ms-thread-creator':
      if (needsValue(state, element, name, value) && state.privateFields && state.index?.privateFields.has(value))
        error(state, 'private-custom-field', element, { attribute: name, value });
      return inner;
    case 'data-ms-redirect':
      if (needsValue(state, element, name, value)) checkRedirect(element, name, value, state);
      return inner;
    case 'data-ms-modal':
    case 'data-ms-content':
      needsValue(state, element, name, value);
      return inner;
  }
  if (name.startsWith('data-ms-plan')) checkPlanOrPrice(element, name, value, 'plan', state);
  else if (name.startsWith('data-ms-price')) checkPlanOrPrice(element, name, value, 'price', state);
  return inner;
}

function checkForm(element: Element, name: string, value: string, inner: Frame, state: ScanState): Frame {
  if (!needsValue(state, element, name, value)) return inner;
  if (element.localName !== 'form')
    error(state, 'misplaced-form-attribute', element, { attribute: name, value, tag: element.localName });
  if (value === 'forgot-password' && !element.getAttribute('data-ms-redirect')?.trim())
    warning(state, 'missing-redirect', element, { attribute: name, value });
  const form: FormScope = {
    element,
    kind: value,
    email: false,
    password: false,
    social: false,
    at: state.errors.length,
  };
  if (value === 'login' || value === 'signup') state.forms.push(form);
  return { ...inner, form, imageForm: imageFormKind(value) };
}

function checkCommenting(
  element: Element,
  name: string,
  value: string,
  frame: Frame,
  inner: Frame,
  state: ScanState,
): Frame {
  needsValue(state, element, name, value);
  if (!frame.channel) error(state, 'orphan-commenting-ui', element, { attribute: name, value });
  else if (name === 'data-ms-post' && frame.thread && value !== 'showThreads')
    error(state, 'post-in-thread', element, { attribute: name, value });
  const thread = name === 'data-ms-thread' ? true : inner.thread;
  const imageForm = value === 'form' ? 'comment' : inner.imageForm;
  return thread === inner.thread && imageForm === inner.imageForm ? inner : { ...inner, thread, imageForm };
}

/**
 * The page the root is in: its own origin (a parsed document has none of its own: the inspector's
 * page's), its base URL for relative values, and the app's allowed origins (unknown without the app,
 * when only what is never followed is reported).
 */
export function redirectPlace(root: ParentNode, app: App | null): RedirectPlace {
  const doc = (root as Node).ownerDocument ?? (root as Document);
  return {
    base: doc.baseURI,
    origin: (doc.defaultView ?? window).location.origin,
    allowedOrigins: app ? allowedOriginsOf(app) : null,
  };
}

/** A redirect the runtime would not follow, with why (core/safe-redirect.ts decides for both). */
function checkRedirect(element: Element, name: string, value: string, state: ScanState): void {
  const problem = redirectProblem(value, state.redirects);
  if (problem)
    error(state, problem.kind === 'unsafe' ? 'unsafe-redirect' : 'off-site-redirect', element, {
      attribute: name,
      value,
      reason: problem.reason,
    });
}

const PLAN_FAMILY = { plan: { length: 12, prefix: 'pln_' }, price: { length: 13, prefix: 'prc_' } } as const;

/** Any attribute whose name starts data-ms-plan or data-ms-price, its suffix right or not. */
function checkPlanOrPrice(element: Element, name: string, value: string, family: 'plan' | 'price', state: ScanState) {
  const { length, prefix } = PLAN_FAMILY[family];
  const suffix = name.slice(length);
  const fields = { attribute: name, value };
  if (suffix !== ':add' && suffix !== ':update' && suffix !== ':remove') {
    if (value.startsWith(prefix)) error(state, `broken-${family}-suffix`, element, fields);
    else
      error(state, `broken-${family}-button`, element, {
        ...fields,
        expected: `a suffix (:add, :update or :remove) and a ${family} ID starting ${prefix}`,
      });
  } else if (family === 'price' && suffix === ':remove') {
    if (value !== 'all') error(state, 'broken-price-button', element, { ...fields, expected: 'the value "all"' });
  } else if (!value.startsWith(prefix)) {
    const expected = family === 'plan' ? 'a free plan ID starting pln_' : 'a price ID starting prc_';
    error(state, `broken-${family}-button`, element, { ...fields, expected });
  }

  // The ids against the app's own (spec: pln_ names a plan without prices, prc_ a price of a plan with prices).
  const index = state.index;
  if (index) {
    if (value.startsWith('pln_') && !index.freePlans.has(value)) error(state, 'incorrect-plan-id', element, fields);
    else if (value.startsWith('prc_') && !index.prices.has(value)) error(state, 'incorrect-price-id', element, fields);
  }

  if (element.hasAttribute('data-ms-auth-provider')) {
    error(state, 'plan-on-social-auth', element, fields);
    return;
  }
  if (
    (suffix === ':add' || suffix === ':update') &&
    element.localName !== 'form' &&
    !element.hasAttribute('data-ms-modal')
  ) {
    const href = element.getAttribute('href');
    const target = href?.trim();
    if (!target || target === '#') {
      warning(state, `${family}-without-action`, element, {
        ...fields,
        ...withoutActionFields(element.localName, href),
      });
    }
  }
}

const INSTALL_SCRIPT = new RegExp(`(?:^|/)${INSTALL_SCRIPT_FILE.replace(/\./g, '\\.')}(?:[?#]|$)`, 'i');

/** Whether a script's src is the CDN bundle's (any server, any query). */
export const isInstallScript = (src: string) => INSTALL_SCRIPT.test(src.trim());

export function checkScript(element: Element, frame: Frame, state: ScanState): void {
  const src = element.getAttribute('src');
  if (!src || !isInstallScript(src)) return;
  // The first copy is the install code; the others are told apart once the count is known.
  state.scripts.push({ id: 'duplicate-install-code', message: '', element });
  if (!frame.head) warning(state, 'misplaced-install-code', element, { attribute: 'src', value: src });
}

// ---------------------------------------------------------------------------------------------
// After the walk: what needed the whole page

const MISSING_EMAIL = 'email input (data-ms-member="email")';
const MISSING_PASSWORD = 'password input (data-ms-member="password") or social sign-in button (data-ms-auth-provider)';

export function finish(state: ScanState): void {
  const { scripts } = state;
  for (const script of scripts.slice(1)) {
    script.message = issueMessage('duplicate-install-code', { count: scripts.length });
    state.errors.push(script);
  }
  // Backwards, so that each insertion leaves the earlier positions where they were.
  for (let i = state.forms.length - 1; i >= 0; i--) {
    const form = state.forms[i]!;
    const missing = [form.email ? '' : MISSING_EMAIL, form.password || form.social ? '' : MISSING_PASSWORD].filter(
      Boolean,
    );
    if (!missing.length) continue;
    const id = form.kind === 'login' ? 'missing-login-elements' : 'missing-signup-elements';
    const message = issueMessage(id, {
      attribute: 'data-ms-form',
      value: form.kind,
      missing: missing.join(' and no '),
    });
    state.errors.splice(form.at, 0, { id, message, element: form.element });
  }
}
