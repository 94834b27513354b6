import {
  CART_STORAGE_KEYS,
  cartEntryFor,
  catalogueEntry,
  catalogueEntryFor,
  type XrayCatalogueEntry,
  type XrayItemType,
} from '../../../contract/xray-catalogue';
import { foundLabel } from '../overlay/overlay-targets';
import type { ScanResult } from '../scan/scan-types';

/**
 * What the sidebar lists, built from the last scan, the cart (sessionStorage) and what happened on
 * the page since it loaded. DOM-free apart from holding the page's elements as opaque values.
 */
export interface XrayItem {
  /** Stable across identical scans: the sidebar keeps an item's state while its key stays. */
  key: string;
  type: XrayItemType;
  title: string;
  /** The line under the title: the issue's message, the attribute as written, the id waiting. */
  detail: string;
  /** Its catalogue entry: description (HTML), help and documentation. */
  entry?: XrayCatalogueEntry;
  /** For items the catalogue has no entry for (clicks, removed content): plain text. */
  text?: string;
  /** The page's elements it is about (a found attribute may be on several). */
  elements: readonly Element[];
  /** A plan or price id whose details the item shows (cart data). */
  planId?: string;
}

/** Something that happened on the page while the inspector watched. */
export type InspectorEvent =
  | { kind: 'plan-price-clicked'; id: number; attribute: string; value: string; element: Element | null }
  | { kind: 'content-removed'; id: number; description: string; attribute?: string; value?: string };

/** The pending selections: `sessionStorage.ms_plan` and `ms_price`. */
export interface CartState {
  plan: string | null;
  price: string | null;
}

export interface XrayItems {
  cart: XrayItem[];
  events: XrayItem[];
  found: XrayItem[];
  /** Attributes found: every element-attribute pair, while `found` groups equal ones. */
  foundCount: number;
  errors: XrayItem[];
  warnings: XrayItem[];
  /** What the badge counts: cart items, events, attributes found, errors and warnings. */
  total: number;
}

export function inspectorItems(
  result: ScanResult | null,
  cart: CartState,
  events: readonly InspectorEvent[],
): XrayItems {
  const cartItems = cartItemsOf(cart);
  const eventItems = [...events].reverse().map(eventItem);
  const found = foundItems(result?.found ?? []);
  const errors = (result?.errors ?? []).map((issue, index) => issueItem('error', issue, index));
  const warnings = (result?.warnings ?? []).map((issue, index) => issueItem('warning', issue, index));
  const foundCount = result?.found.length ?? 0;
  return {
    cart: cartItems,
    events: eventItems,
    found,
    foundCount,
    errors,
    warnings,
    total: cartItems.length + eventItems.length + foundCount + errors.length + warnings.length,
  };
}

/**
 * What identifies the scan's part of the list: when it changes the sidebar is rebuilt and every
 * item collapses; a scan that finds the same again changes nothing.
 */
export function scanSignature(items: Pick<XrayItems, 'found' | 'errors' | 'warnings'>): string {
  return [...items.found, ...items.errors, ...items.warnings]
    .map((item) => `${item.key}\u0000${item.detail}\u0000${item.elements.length}`)
    .join('\u0001');
}

function cartItemsOf(cart: CartState): XrayItem[] {
  const items: XrayItem[] = [];
  for (const [id, key] of [
    [cart.plan, CART_STORAGE_KEYS.plan],
    [cart.price, CART_STORAGE_KEYS.price],
  ] as const) {
    if (!id) continue;
    const entry = cartEntryFor(key);
    items.push({
      key: `cart:${key}`,
      type: 'cart',
      title: entry?.title ?? key,
      detail: id,
      ...(entry ? { entry } : {}),
      elements: [],
      planId: id,
    });
  }
  return items;
}

function eventItem(event: InspectorEvent): XrayItem {
  if (event.kind === 'plan-price-clicked') {
    const entry = catalogueEntryFor(event.attribute, event.value);
    const price = event.attribute.toLowerCase().startsWith('data-ms-price');
    return {
      key: `event:${event.id}`,
      type: 'plan-price-clicked',
      title: price ? 'Price button clicked' : 'Plan button clicked',
      detail: foundLabel(event.attribute, event.value),
      ...(entry ? { entry } : {}),
      text: `A click on a ${price ? 'price' : 'plan'} button: ${entry ? `${entry.title.toLowerCase()}, ` : ''}${
        event.value || 'no value'
      }.`,
      elements: event.element ? [event.element] : [],
      ...(/^(pln|prc)_/.test(event.value) ? { planId: event.value } : {}),
    };
  }
  const entry = catalogueEntryFor(event.attribute ?? 'data-ms-content', event.value ?? '');
  return {
    key: `event:${event.id}`,
    type: 'content-removed',
    title: 'Content removed',
    detail: event.attribute
      ? `${event.description} · ${foundLabel(event.attribute, event.value ?? '')}`
      : event.description,
    ...(entry ? { entry } : {}),
    text: `Gated content was removed from the page for this visitor: ${event.description}.`,
    elements: [],
  };
}

function foundItems(found: ScanResult['found']): XrayItem[] {
  const groups = new Map<string, { attribute: string; value: string; elements: Element[] }>();
  for (const item of found) {
    const key = `${item.attribute.toLowerCase()}=${item.value}`;
    const group = groups.get(key);
    if (group) group.elements.push(item.element);
    else groups.set(key, { attribute: item.attribute, value: item.value, elements: [item.element] });
  }
  return [...groups].map(([key, { attribute, value, elements }]) => {
    const entry = catalogueEntryFor(attribute, value);
    return {
      key: `found:${key}`,
      type: 'found' as const,
      title: entry?.title ?? attribute,
      detail: foundLabel(attribute, value),
      ...(entry ? { entry } : {}),
      elements,
      ...(/^(pln|prc)_/.test(value.trim()) ? { planId: value.trim() } : {}),
    };
  });
}

function issueItem(type: 'error' | 'warning', issue: ScanResult['errors'][number], index: number): XrayItem {
  const entry = catalogueEntry(issue.id);
  return {
    key: `${type}:${issue.id}:${index}`,
    type,
    title: entry?.title ?? issue.id,
    detail: issue.message,
    ...(entry ? { entry } : {}),
    elements: [issue.element],
  };
}
