/**
 * Every element event bubbles and crosses shadow boundaries, like a native `click`, so a page can
 * listen on any ancestor. Each element adds its events to `ChainforgeEventMap`, which makes
 * `emit` and every `addEventListener` (element, document, window) typed.
 */
// biome-ignore lint/suspicious/noEmptyInterface: element-types.ts merges every element's events into it.
export interface ChainforgeEventMap {}

declare global {
  interface HTMLElementEventMap extends ChainforgeEventMap {}
  interface DocumentEventMap extends ChainforgeEventMap {}
  interface WindowEventMap extends ChainforgeEventMap {}
}

export type EventDetail<K extends keyof ChainforgeEventMap> =
  ChainforgeEventMap[K] extends CustomEvent<infer Detail> ? Detail : never;

export function emit<K extends keyof ChainforgeEventMap>(host: HTMLElement, name: K, detail: EventDetail<K>): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }));
}
