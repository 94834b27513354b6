import { runtimeConfig } from '../core/config';
import type { App } from '../core/membership/types';
import { membershipClient, membershipSession } from '../kit/membership/membership-runtime';
import { handleClick } from './clicks';
import { finishPending } from './commerce';
import { prepareMessages } from './form-state';
import { type FormContext, isHandledForm, submitForm } from './forms';
import { createGate } from './gate';
import { type ContentGroupSetting, type GateKnowledge, urlGateRedirect } from './gating';
import { prefillForms, showMemberData } from './member-data';

const STARTED = Symbol.for('chainforge.no-code.runtime');

/** Marked (performance.mark, and an event on document) once no gated element is left undecided. */
export const CONTENT_RESOLVED = 'chainforge:content-resolved';

/** The app's content groups from the last visit, so that gating need not wait for GET /app. */
const GROUPS_KEY = '_cf-ms-groups';

function cachedGroups(): ContentGroupSetting[] | null {
  try {
    const cached = JSON.parse(localStorage.getItem(GROUPS_KEY) ?? 'null') as {
      publicKey?: unknown;
      groups?: unknown;
    } | null;
    return cached?.publicKey === runtimeConfig.publicKey && Array.isArray(cached.groups)
      ? (cached.groups as ContentGroupSetting[])
      : null;
  } catch {
    return null;
  }
}

function groupsOf(app: App): ContentGroupSetting[] {
  const groups = Array.isArray(app.contentGroups) ? (app.contentGroups as ContentGroupSetting[]) : [];
  // Only what gating reads is kept.
  const kept = groups.map(({ key, allowAllMembers, plans, urls, redirect }) => ({
    key,
    allowAllMembers,
    plans: plans?.map(({ id }) => ({ id })),
    urls,
    redirect,
  }));
  try {
    localStorage.setItem(GROUPS_KEY, JSON.stringify({ publicKey: runtimeConfig.publicKey, groups: kept }));
  } catch {
    // Not kept: the next page waits for the service, as this one did.
  }
  return kept;
}

function signOnToProductApi(): void {
  // As after a modal's sign-in (install-chainforge.ts): the product API's token for data elements.
  import('../global-api/single-sign-on').then(
    ({ signOn, startSingleSignOn }) => {
      startSingleSignOn();
      return signOn();
    },
    (error: unknown) => console.error('Chain Forge could not sign on to its API.', error),
  );
}

/**
 * The no-code runtime: every `data-ms-*` behaviour of the contract's table on the page, with
 * one delegated listener per event type on document and one MutationObserver, so that elements
 * added later work and removed ones hold nothing. Started by the CDN entry when the page first
 * has a runtime attribute; once per page.
 */
export function startNoCodeRuntime(): void {
  const holder = window as Window & { [STARTED]?: true };
  if (holder[STARTED]) return;
  holder[STARTED] = true;

  const knowledge: GateKnowledge = { member: membershipSession.member(), groups: cachedGroups() };
  const gate = createGate();
  let resolved = false;
  let leaving = false;

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

  /** Gating by URL (spec 3, content groups): a page the visitor may not see sends them away. */
  function leaveIfGated(): boolean {
    const redirect = urlGateRedirect(location.pathname, knowledge);
    if (!redirect) return false;
    leaving = true;
    location.replace(redirect);
    return true;
  }

  function loadGroups(): void {
    app().then(
      (settings) => {
        knowledge.groups = groupsOf(settings);
        refresh();
      },
      (error: unknown) => console.error('Chain Forge could not load the app settings for gated content.', error),
    );
  }

  function refresh(): void {
    if (leaving || leaveIfGated()) return;
    const pending = gate.refresh(knowledge);
    // Still waiting for the groups (their first load failed): ask again.
    if (pending && !appLoad) loadGroups();
    showMemberData(document, knowledge.member);
    prefillForms(document, knowledge.member);
    if (!pending && !resolved) {
      resolved = true;
      performance.mark(CONTENT_RESOLVED);
      document.dispatchEvent(new Event(CONTENT_RESOLVED));
    }
  }

  function added(root: Element): void {
    if (leaving) return;
    prepareMessages(root);
    gate.added(root, knowledge);
    showMemberData(root, knowledge.member);
    prefillForms(root, knowledge.member);
  }

  const context: FormContext = {
    app,
    async signedIn(redirect) {
      signOnToProductApi();
      const checkoutTookOver = await finishPending(redirect ? new URL(redirect, location.href).href : undefined);
      if (!checkoutTookOver && redirect) location.assign(redirect);
    },
  };

  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.target instanceof Element && record.target.isConnected) added(record.target);
        continue;
      }
      for (const node of record.addedNodes) if (node instanceof Element && node.isConnected) added(node);
    }
    gate.prune();
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-ms-content', 'data-ms-member', 'data-ms-action', 'data-ms-form'],
  });

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
  // A modal's sign-in or signup: finish what was picked before it (a plan, a price).
  addEventListener('ms-modal-result', (event) => {
    const type = event.detail?.type;
    if (type === 'LOGIN' || type === 'SIGNUP') void finishPending();
  });
  membershipSession.onMemberChange((member) => {
    knowledge.member = member;
    refresh();
  });

  prepareMessages(document);
  // The cached member and groups first (no wait), then the service's fresh ones.
  loadGroups();
  refresh();
  if (membershipSession.token()) membershipClient.getCurrentMember().catch(() => {});
}
