import { createMembershipSession } from '../core/membership/session';
import { safeRedirect } from '../core/safe-redirect';
import { mountCommentSections } from './comment-sections';
import { prepareMessages } from './form-state';
import { createGate } from './gate';
import { type GateKnowledge, urlGateRedirect } from './gating';
import { keptSettings } from './kept-settings';
import { prefillForms, showMemberData } from './member-data';
import type { RuntimeView } from './runtime-view';

const STARTED = Symbol.for('chainforge.no-code.runtime');

/** Marked (performance.mark, and an event on document) once no gated element is left undecided. */
export const CONTENT_RESOLVED = 'chainforge:content-resolved';

/** The member a session stored by an earlier page names, read as the membership session reads it. */
function storedMember() {
  try {
    return createMembershipSession(localStorage).member();
  } catch {
    return null; // storage refused (a sandboxed frame): no session survived an earlier page
  }
}

/**
 * The no-code runtime, in two chunks. This one is small and needs no HTTP client: it decides the
 * gated content and fills member data from what an earlier page stored (the member, the app's
 * content groups), so a signed-in member's page resolves as soon as it has loaded; one
 * MutationObserver wires what the page adds later. The interactive part (forms, clicks, the
 * membership client and the service's fresh member and groups) follows; the answer resolves once
 * it is ready. Once per page.
 */
export function startNoCodeRuntime(): Promise<void> {
  const holder = window as Window & { [STARTED]?: Promise<void> };
  if (holder[STARTED]) return holder[STARTED];

  const cached = keptSettings();
  const knowledge: GateKnowledge = { member: storedMember(), groups: cached.groups };
  const view: RuntimeView = { knowledge, allowedOrigins: cached.allowedOrigins, refresh };
  const gate = createGate();
  let resolved = false;
  let leaving = false;

  /** Gating by URL: a page the visitor may not see sends them away. */
  function leaveIfGated(): boolean {
    const redirect = urlGateRedirect(location.pathname, knowledge);
    if (!redirect) return false;
    const target = new URL(
      safeRedirect(redirect, { base: document.baseURI, origin: location.origin, allowedOrigins: view.allowedOrigins }),
    );
    // A refused redirect becomes `/`: on `/` itself, stay rather than load it again and again.
    if (target.origin === location.origin && target.pathname === location.pathname) return false;
    leaving = true;
    location.replace(target.href);
    return true;
  }

  function refresh(): void {
    if (leaving || leaveIfGated()) return;
    const pending = gate.refresh(knowledge);
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
    mountCommentSections(root);
  }

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
    attributeFilter: ['data-ms-content', 'data-ms-member', 'data-ms-action', 'data-ms-form', 'data-ms-channel'],
  });

  prepareMessages(document);
  mountCommentSections(document);
  refresh();
  holder[STARTED] = import('./interactive').then(({ startInteractive }) => startInteractive(view));
  return holder[STARTED];
}
