import { CONTENT_REMOVED_EVENT, contentRemovedDetail } from './content-removed-event';
import { addInspectorEvent, refreshCart } from './inspector-store';

/** When the runtime may have written or cleared `ms_plan` / `ms_price` after a click (ms). */
const CART_REREADS_MS = [0, 250, 1000];

/**
 * What the inspector hears from the page: clicks on plan and price buttons (`data-ms-plan:*`,
 * `data-ms-price:*`, also with a broken suffix), content removed by gating (the
 * `chainforge:content-removed` event of the no-code runtime), and moments when the pending plan
 * or price may have changed. Answers the function that stops listening.
 */
export function watchPageEvents(target: Document = document): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const rereadCart = () => {
    for (const delay of CART_REREADS_MS) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        refreshCart();
      }, delay);
      timers.add(timer);
    }
  };

  const onClick = (event: Event) => {
    for (const node of event.composedPath()) {
      if (!(node instanceof Element)) continue;
      const attribute = [...node.attributes].find((candidate) => /^data-ms-(plan|price)\b/i.test(candidate.name));
      if (!attribute) continue;
      addInspectorEvent({
        kind: 'plan-price-clicked',
        attribute: attribute.name,
        value: attribute.value.trim(),
        element: node,
      });
      rereadCart();
      return;
    }
  };

  const onContentRemoved = (event: Event) => {
    const detail = contentRemovedDetail(event);
    if (detail) addInspectorEvent({ kind: 'content-removed', ...detail });
  };

  const view = target.defaultView ?? window;
  target.addEventListener('click', onClick, true);
  target.addEventListener(CONTENT_REMOVED_EVENT, onContentRemoved);
  view.addEventListener('ms-modal-result', rereadCart);
  view.addEventListener('pageshow', refreshCart);
  view.addEventListener('focus', refreshCart);

  return () => {
    target.removeEventListener('click', onClick, true);
    target.removeEventListener(CONTENT_REMOVED_EVENT, onContentRemoved);
    view.removeEventListener('ms-modal-result', rereadCart);
    view.removeEventListener('pageshow', refreshCart);
    view.removeEventListener('focus', refreshCart);
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
}
