import { proxy, ref, subscribe } from 'valtio';
import { CART_STORAGE_KEYS } from '../../../contract/xray-catalogue';
import { runtimeConfig } from '../../core/config';
import type { ScanResult } from '../scan/scan-types';
import { type CartState, type InspectorEvent, inspectorItems, scanSignature } from './inspector-items';
import {
  type InspectorPreferences,
  type InspectorSide,
  type InspectorTab,
  PREFERENCES_KEY,
  parsePreferences,
  serializePreferences,
} from './inspector-preferences';

/**
 * The inspector's one state, shared by the badge, the sidebars and the
 * overlays: the remembered preferences (sidebar visible, side, tab, X-ray mode: localStorage), the
 * last scan, the cart (sessionStorage) and the page's events.
 */
export interface InspectorState extends InspectorPreferences {
  /** The last scan of the page (held by reference: it holds the page's elements). */
  result: ScanResult | null;
  cart: CartState;
  /** Plan and price clicks and removed content, oldest first (by reference). */
  events: InspectorEvent[];
  /** Grows whenever the scan's items change: the sidebar is rebuilt and its items collapse. */
  generation: number;
  /** Grows when something asks the badge to take the focus (Escape in the sidebar). */
  badgeFocusRequests: number;
  /** Where `/docs/attributes` is: the product's server, the one the CDN script came from. */
  documentationBase: string;
}

/** Events kept at most; older ones drop off. */
const MAX_EVENTS = 50;

export const inspectorStore = proxy<InspectorState>({
  ...parsePreferences(readStorage(() => localStorage.getItem(PREFERENCES_KEY))),
  result: null,
  cart: readCart(),
  events: [],
  generation: 0,
  badgeFocusRequests: 0,
  documentationBase: defaultDocumentationBase(),
});

let savedPreferences = serializePreferences(inspectorStore);
subscribe(inspectorStore, () => {
  const now = serializePreferences(inspectorStore);
  if (now === savedPreferences) return;
  savedPreferences = now;
  readStorage(() => localStorage.setItem(PREFERENCES_KEY, now));
});

let lastSignature = '';
let nextEventId = 1;

export function setScanResult(result: ScanResult | null): void {
  const signature = result ? scanSignature(inspectorItems(result, { plan: null, price: null }, [])) : '';
  inspectorStore.result = result ? ref(result) : null;
  if (signature !== lastSignature) {
    lastSignature = signature;
    inspectorStore.generation++;
  }
  refreshCart();
}

export function toggleSidebar(): void {
  inspectorStore.visible = !inspectorStore.visible;
}

export function closeSidebar(): void {
  inspectorStore.visible = false;
  inspectorStore.badgeFocusRequests++;
}

export function setSide(side: InspectorSide): void {
  inspectorStore.side = side;
}

export function setTab(tab: InspectorTab): void {
  inspectorStore.tab = tab;
}

export function setXray(on: boolean): void {
  inspectorStore.xray = on;
}

type NewEvent = InspectorEvent extends infer Event ? (Event extends InspectorEvent ? Omit<Event, 'id'> : never) : never;

export function addInspectorEvent(event: NewEvent): void {
  const events = [...inspectorStore.events, ref({ ...event, id: nextEventId++ } as InspectorEvent)];
  inspectorStore.events = events.slice(-MAX_EVENTS);
}

/** Reads the pending plan and price again (the runtime writes them without telling anyone). */
export function refreshCart(): void {
  const cart = readCart();
  if (cart.plan !== inspectorStore.cart.plan || cart.price !== inspectorStore.cart.price) inspectorStore.cart = cart;
}

/** For tests: the state a fresh page starts with (preferences read from storage again). */
export function resetInspectorStore(): void {
  Object.assign(inspectorStore, {
    ...parsePreferences(readStorage(() => localStorage.getItem(PREFERENCES_KEY))),
    result: null,
    cart: readCart(),
    events: [],
    generation: inspectorStore.generation + 1,
  });
  lastSignature = '';
  savedPreferences = serializePreferences(inspectorStore);
}

function readCart(): CartState {
  return {
    plan: cartId(readStorage(() => sessionStorage.getItem(CART_STORAGE_KEYS.plan))),
    price: cartId(readStorage(() => sessionStorage.getItem(CART_STORAGE_KEYS.price))),
  };
}

/** The id kept in ms_plan or ms_price: the id itself, or JSON holding it (`"pln_x"`, `{"planId":"pln_x"}`). */
export function cartId(stored: string | null): string | null {
  const text = stored?.trim();
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'string') return value.trim() || null;
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const id = record.planId ?? record.priceId ?? record.id;
      if (typeof id === 'string' && id.trim()) return id.trim();
    }
  } catch {
    // not JSON: the id itself
  }
  return text;
}

/** Storage refused (sandboxed frames, some private modes): the inspector forgets instead. */
function readStorage<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function defaultDocumentationBase(): string {
  try {
    return new URL('/', new URL(runtimeConfig.productApiUrl, location.href)).href;
  } catch {
    return location.origin;
  }
}
