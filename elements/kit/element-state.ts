/**
 * The props of one element instance as an external store: the React tree inside the shadow root
 * subscribes to it, the element's attribute and property accessors write to it.
 */
export class ElementState {
  #values: Record<string, unknown>;
  #listeners = new Set<() => void>();

  constructor(initial: Record<string, unknown>) {
    this.#values = { ...initial };
  }

  get(name: string): unknown {
    return this.#values[name];
  }

  set(name: string, value: unknown): void {
    if (Object.is(this.#values[name], value)) return;
    this.#values = { ...this.#values, [name]: value };
    for (const listener of this.#listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly snapshot = (): Record<string, unknown> => this.#values;
}
