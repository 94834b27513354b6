/**
 * Every element event bubbles and crosses shadow boundaries, like a native `click`, so a page can
 * listen on any ancestor. Event names and their `detail` types are declared per element in
 * `HTMLElementEventMap`, which makes both `emit` and `addEventListener` typed.
 */
export type EventDetail<K extends keyof HTMLElementEventMap> =
  HTMLElementEventMap[K] extends CustomEvent<infer Detail> ? Detail : never;

export function emit<K extends keyof HTMLElementEventMap>(host: HTMLElement, name: K, detail: EventDetail<K>): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }));
}
