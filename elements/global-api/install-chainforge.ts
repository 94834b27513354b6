import type { PageState } from '../core/page-state';
import { createInspectorStub } from './inspector-stub';
import { createLazyChainforge, signOnWhenMembersSignIn } from './lazy-chainforge';
import type { LoadElement } from './modal-controller';

/**
 * Puts `window.chainforge` on the page at no cost up front (lazy-chainforge.ts), with the
 * inspector's stub, and lets single sign-on start on its own. A second copy of the bundle leaves
 * the first one's API in place.
 */
export function installChainforge(loadElement: LoadElement, pageState: PageState): void {
  if (window.chainforge) return;
  window.chainforge = {
    ...createLazyChainforge(loadElement, pageState),
    inspector: createInspectorStub(pageState.config.inspector),
  };
  signOnWhenMembersSignIn();
}
