import { contentRemovedEvent } from '../xray/inspector/content-removed-event';
import { attribute, SHOWN, within } from './dom';
import { type GateDecision, type GateKnowledge, gateDecision } from './gating';

const GATED = '[data-ms-content],[data-ms-action=login-redirect]';

/** What gates an element: its `data-ms-content`, or a login-redirect button's implied `members`. */
function gateOf(element: Element): { attribute: string; value: string } | null {
  const content = element.getAttribute('data-ms-content');
  if (content !== null) return { attribute: 'data-ms-content', value: content };
  // The login-redirect button shows only to a signed-in member.
  return attribute(element, 'data-ms-action') === 'login-redirect'
    ? { attribute: 'data-ms-action', value: 'members' }
    : null;
}

/**
 * Gated content: shown (marked for the gating stylesheet), or removed from the page with a comment
 * left in its place, so that a later sign-in or sign-out on the same page can put it back. Only
 * what gating removed is held, and let go once its place is gone from the page.
 */
export function createGate() {
  /** Each placeholder comment and the element it stands for. */
  const removed = new Map<Comment, Element>();
  const removedElements = new Set<Element>();

  function decide(element: Element, knowledge: GateKnowledge): GateDecision {
    const gate = gateOf(element);
    return gate ? gateDecision(gate.value, knowledge) : 'show';
  }

  function remove(element: Element): void {
    const gate = gateOf(element);
    // The inspector lists it (xray/inspector/content-removed-event.ts), while it is still in the page.
    element.dispatchEvent(contentRemovedEvent(element, gate?.attribute, gate?.value));
    if (!element.isConnected) return; // a listener took it out itself
    const placeholder = document.createComment(` ${gate?.attribute}="${gate?.value ?? ''}" `);
    element.replaceWith(placeholder);
    element.removeAttribute(SHOWN);
    removed.set(placeholder, element);
    removedElements.add(element);
  }

  /** Decides every gated element in `root`; answers whether any is still pending. */
  function apply(root: ParentNode, knowledge: GateKnowledge): boolean {
    let pending = false;
    for (const element of within(root, GATED)) {
      // Inside content removed earlier in this pass: decided if and when it comes back.
      if (!element.isConnected) continue;
      const decision = decide(element, knowledge);
      if (decision === 'show') element.setAttribute(SHOWN, '');
      else if (decision === 'remove') remove(element);
      else {
        element.removeAttribute(SHOWN);
        pending = true;
      }
    }
    return pending;
  }

  /** Puts back what may now be seen, then decides what is inside it. */
  function restore(knowledge: GateKnowledge): boolean {
    let pending = false;
    // Content put back may hold placeholders of its own, now in the page again: another round.
    for (let changed = true; changed; ) {
      changed = false;
      for (const [placeholder, element] of removed) {
        if (!placeholder.isConnected || decide(element, knowledge) !== 'show') continue;
        removed.delete(placeholder);
        removedElements.delete(element);
        placeholder.replaceWith(element);
        element.setAttribute(SHOWN, '');
        pending = apply(element, knowledge) || pending;
        changed = true;
      }
    }
    return pending;
  }

  return {
    /** Decides the whole page again (the member or the app's groups changed); answers whether any is pending. */
    refresh(knowledge: GateKnowledge): boolean {
      const restoredPending = restore(knowledge);
      return apply(document, knowledge) || restoredPending;
    },
    /** Decides what was added to the page. */
    added(root: Element, knowledge: GateKnowledge): boolean {
      return apply(root, knowledge);
    },
    /**
     * Lets go of content whose place the page removed. A placeholder inside content gating itself
     * removed is kept: it comes back with that content.
     */
    prune(): void {
      for (const [placeholder, element] of removed) {
        if (placeholder.isConnected) continue;
        const root = placeholder.getRootNode();
        if (root instanceof Element && removedElements.has(root)) continue;
        removed.delete(placeholder);
        removedElements.delete(element);
      }
    },
    /** How many elements gating holds out of the page (for tests). */
    get heldCount() {
      return removed.size;
    },
  };
}

export type Gate = ReturnType<typeof createGate>;
