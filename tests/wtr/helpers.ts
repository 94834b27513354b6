import axe from 'axe-core';
import { waitUntil } from '@open-wc/testing';
import { configure } from '../../elements/core/config';
import { removeApiToken, setApiToken } from '../../elements/core/token-storage';

/** React renders asynchronously: waits for something inside an element's shadow root. */
export async function shadowQuery<T extends Element = HTMLElement>(host: Element, selector: string): Promise<T> {
  await waitUntil(() => host.shadowRoot?.querySelector(selector), `nothing matched ${selector}`, { timeout: 5000 });
  return host.shadowRoot!.querySelector(selector) as T;
}

export async function shadowText(host: Element, selector: string, text: string): Promise<void> {
  await waitUntil(
    () => [...(host.shadowRoot?.querySelectorAll(selector) ?? [])].some((node) => node.textContent?.includes(text)),
    `no ${selector} showed "${text}"`,
    { timeout: 5000 },
  );
}

/** axe-core over the element, its shadow root included. */
export async function expectAccessible(element: Element): Promise<void> {
  const results = await axe.run(element, { resultTypes: ['violations'] });
  const problems = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`,
  );
  if (problems.length) throw new Error(`axe found:\n${problems.join('\n')}`);
}

export function rowsOf(host: Element): string[][] {
  return [...(host.shadowRoot?.querySelectorAll('tbody tr[part="row"]') ?? [])].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  );
}

/** Runs `work` while recording every customElements.define call, and answers the tags defined. */
export async function definitionsDuring(work: () => Promise<void>): Promise<string[]> {
  const defines: string[] = [];
  const define = customElements.define.bind(customElements);
  customElements.define = (name, definition, options) => {
    defines.push(name);
    define(name, definition, options);
  };
  try {
    await work();
  } finally {
    customElements.define = define;
  }
  return defines;
}

/** The input a visible label names in the element's shadow root, once the form that has it shows. */
export async function inputLabelled(host: Element, label: string): Promise<HTMLInputElement> {
  const labelled = () => [...host.shadowRoot!.querySelectorAll('label')].find((node) => node.textContent === label);
  await waitUntil(labelled, `no field labelled ${label}`);
  return host.shadowRoot!.getElementById(labelled()!.htmlFor) as HTMLInputElement;
}

/** Types into a React-controlled input as a person would: the value, then its input event. */
export function typeInto(field: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Each test of the suite runs with a member signed in to the fake product API (which takes any
 * token), unless the test removes the token.
 */
export function signedInToFakeApi(): void {
  beforeEach(() => {
    configure({ productApiUrl: '/fake-api/ok' });
    setApiToken('cf_at_member');
  });
  afterEach(() => removeApiToken());
}

/** How many calls the page has made to the fake product API so far. */
export const fakeApiCalls = (): number =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/fake-api/')).length;
