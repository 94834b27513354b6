/**
 * The npm package's root: `configure` says what a CDN script tag's attributes say, and the lazy
 * registry knows every element the CDN script knows, importing an element's code the first time
 * it is asked for or its tag appears. Importing this module touches no DOM (a server render can
 * import it); only `autoload` and `loadElement` need a browser.
 */
import { configure as configureRuntime } from '../core/config';
import type { RuntimeConfig } from '../core/runtime-config';
import { elementLoaders } from '../element-loaders';
import { signOnWhenMembersSignIn } from '../global-api/lazy-chainforge';
import { createElementRegistry, type ElementRegistry } from '../kit/element-registry';
import type { ChainforgeElement, ElementTag } from './element-types';

export interface ChainforgeSettings {
  /** Your app's public key (`data-public-key`); a test-mode key (`pk_sb_...`) turns on test mode. */
  publicKey?: string;
  /** The membership service's base URL (`data-api-url`); default `/membership` on the page's origin. */
  apiUrl?: string;
  /** The product API the elements fetch the signed-in account's data from (`data-product-api-url`); default `/api`. */
  productApiUrl?: string;
}

/**
 * Settings for every element, before the first one renders. In a browser it also keeps the
 * product API's token in step with the member's session, as the CDN script does: a member who
 * signs in through a modal, or was signed in on an earlier visit, sees their own figures.
 */
export function configure(settings: ChainforgeSettings): void {
  const runtime: Partial<RuntimeConfig> = {};
  if (settings.publicKey !== undefined) runtime.publicKey = settings.publicKey;
  if (settings.apiUrl !== undefined) runtime.membershipApiUrl = settings.apiUrl;
  if (settings.productApiUrl !== undefined) runtime.productApiUrl = settings.productApiUrl;
  configureRuntime(runtime);
  if (typeof window !== 'undefined') signOnWhenMembersSignIn();
}

let registry: ElementRegistry | null = null;
const elementRegistry = () => {
  registry ??= createElementRegistry(elementLoaders);
  return registry;
};

/** The tag's constructor, importing its code the first time it is asked for. */
export function loadElement<Tag extends ElementTag>(
  tag: Tag,
): Promise<{ new (): ChainforgeElement<Tag>; prototype: ChainforgeElement<Tag> }> {
  return elementRegistry().loadElement(tag) as Promise<{
    new (): ChainforgeElement<Tag>;
    prototype: ChainforgeElement<Tag>;
  }>;
}

/**
 * Defines every element whose tag is in `root` now or appears later (inside open shadow roots
 * too), importing its code then: the CDN script's behaviour, for a page that writes tags as HTML.
 */
export function autoload(root: Document | ShadowRoot = document): void {
  elementRegistry().autoload(root);
}

export type {
  ChainforgeElement,
  ElementEvents,
  ElementProps,
  ElementTag,
  ElementTagMap,
  ModalResult,
  Theme,
} from './element-types';
export type { AgentColors } from '../../contract/chat';
export type { App, AuthAnswer, Member } from '../../contract/membership-answers';
export type {
  AccountBalance,
  AgentStats,
  IncomingOrder,
  Invoice,
  InvoiceDetail,
  SupplyChainOverview,
  Transaction,
  UsageView,
} from '../../contract/product-answers';
export type { LoginDisplay, LoginModalParams } from '../core/membership/login-modal-params';
export type { MessageKey, MessageOverrides } from '../core/membership/messages';
export type { ProfileModalParams } from '../components/ms-profile-modal/ms-profile-modal.props';
