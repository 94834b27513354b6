import { allowedOriginsOf, safeRedirect } from '../core/safe-redirect';
import type { App } from '../core/membership/types';
import { membershipClient, membershipSession } from '../kit/membership/membership-runtime';
import { handleClick } from './clicks';
import { formCaptcha, signsUp } from './captcha';
import { finishPending } from './commerce';
import { type FormContext, isHandledForm, submitForm } from './forms';
import type { ContentGroupSetting } from './gating';
import { keepSettings } from './kept-settings';
import type { RuntimeView } from './runtime-view';
import { log } from '../core/log';

/** The app's content groups, kept for the next page so that it need not wait for GET /app. */
function groupsOf(app: App): ContentGroupSetting[] {
  const groups = Array.isArray(app.contentGroups) ? (app.contentGroups as ContentGroupSetting[]) : [];
  keepSettings(groups, allowedOriginsOf(app));
  return groups;
}

function signOnToProductApi(): void {
  // As after a modal's sign-in (install-chainforge.ts): the product API's token for data elements.
  import('../global-api/single-sign-on').then(
    ({ signOn, startSingleSignOn }) => {
      startSingleSignOn();
      return signOn();
    },
    (error: unknown) => log.error('Chain Forge could not sign on to its API.', error),
  );
}

/**
 * The interactive part of the runtime: the page's one membership session and client, one
 * delegated listener per event type on document (forms, clicks, a modal's sign-in), and the
 * service's fresh member and content groups, each change deciding the page again.
 */
export function startInteractive(view: RuntimeView): void {
  const { knowledge } = view;

  let appLoad: Promise<App> | null = null;
  const app = (): Promise<App> => {
    if (!appLoad) {
      appLoad = membershipClient.getApp();
      appLoad.catch(() => {
        appLoad = null; // asked again on the next occasion
      });
    }
    return appLoad;
  };

  function loadGroups(): void {
    app().then(
      (settings) => {
        knowledge.groups = groupsOf(settings);
        view.allowedOrigins = allowedOriginsOf(settings);
        view.refresh();
      },
      (error: unknown) => log.error('Chain Forge could not load the app settings.', error),
    );
  }

  /** Where a redirect leads: the app's allowed origins count once known, the page's own origin always. */
  async function redirectTarget(redirect: string): Promise<string> {
    const allowedOrigins = await app().then(allowedOriginsOf, () => []);
    return safeRedirect(redirect, { base: document.baseURI, origin: location.origin, allowedOrigins });
  }

  const context: FormContext = {
    app,
    async signedIn(redirect) {
      signOnToProductApi();
      const target = redirect ? await redirectTarget(redirect) : undefined;
      const checkoutTookOver = await finishPending(target);
      if (!checkoutTookOver && target) location.assign(target);
    },
    async follow(redirect) {
      location.assign(await redirectTarget(redirect));
    },
  };

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as Element;
      if (!isHandledForm(form)) return;
      event.preventDefault();
      void submitForm(form, context);
    },
    // First, before a site builder's own form handler could send the form elsewhere.
    true,
  );
  document.addEventListener('click', (event) => handleClick(event, context));
  // A signup form's captcha appears as soon as someone starts on the form, not when they send it.
  document.addEventListener('focusin', (event) => {
    const form = event.target instanceof Element ? event.target.closest('form') : null;
    if (form && isHandledForm(form) && signsUp(form)) void formCaptcha(form, app);
  });
  // A modal's sign-in or signup: finish what was picked before it (a plan, a price).
  addEventListener('ms-modal-result', (event) => {
    const type = event.detail?.type;
    if (type === 'LOGIN' || type === 'SIGNUP') void finishPending();
  });
  membershipSession.onMemberChange((member) => {
    knowledge.member = member;
    // Still waiting for the groups (their load failed): ask again.
    if (member && !knowledge.groups && !appLoad) loadGroups();
    view.refresh();
  });

  // The same session the first part read; from here on the service's fresh record and groups.
  knowledge.member = membershipSession.member();
  view.refresh();
  loadGroups();
  if (membershipSession.token()) membershipClient.getCurrentMember().catch(() => {});
}
