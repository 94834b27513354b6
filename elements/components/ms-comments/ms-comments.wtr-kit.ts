import { fixture, html, waitUntil } from '@open-wc/testing';
import { shadowText } from '../../../tests/wtr/helpers';
import { createMembershipClient } from '../../core/membership/client';
import { commentsClient } from '../../core/membership/comments-client';
import { createMembershipSession, createMemoryStorage } from '../../core/membership/session';
import type { MembershipClient } from '../../core/membership/client';

const PASSWORD = 'Orchard-Lantern-42';

/** A member of the real service of their own, signed in on `client` (the page's, or another person's). */
export async function signUpFresh(client: MembershipClient, firstName: string): Promise<{ id: string }> {
  const app = await client.getApp();
  const captchaToken = app.captchaRequired ? (await client.getDevCaptchaToken()).token : undefined;
  const { member } = await client.signup({
    email: `comments-${crypto.randomUUID()}@example.com`,
    password: PASSWORD,
    customFields: { 'first-name': firstName },
    captchaToken,
  });
  return member;
}

/** Another person, in another browser: a session of their own, apart from the page's. */
export async function someoneElse(firstName: string) {
  const client = createMembershipClient(createMembershipSession(createMemoryStorage()));
  const member = await signUpFresh(client, firstName);
  return { id: member.id, comments: commentsClient(client, 'first-name') };
}

/** A channel of the test's own. */
export const freshChannel = () => `wtr-${crypto.randomUUID()}`;

export async function mount(channel: string, theme: 'dark' | 'light' = 'dark'): Promise<HTMLElement> {
  const element = await fixture<HTMLElement>(
    html`<ms-comments channel=${channel} author-field="first-name" theme=${theme}></ms-comments>`,
  );
  await waitUntil(() => !element.shadowRoot?.querySelector('[part="loading"]'), 'still loading', { timeout: 5000 });
  return element;
}

export const all = <T extends Element = HTMLElement>(element: Element, selector: string) => [
  ...element.shadowRoot!.querySelectorAll<T & Element>(selector),
];
export const texts = (element: Element, selector: string) =>
  all(element, selector).map((node) => node.textContent?.trim());

export async function button(root: ParentNode, text: string): Promise<HTMLButtonElement> {
  const find = () => [...root.querySelectorAll('button')].find((one) => one.textContent?.trim() === text);
  await waitUntil(find, `no button "${text}"`, { timeout: 5000 });
  return find()!;
}

/** Types as a person would: React hears the input event the native setter is followed by. */
export function type(field: HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export const ctrlEnter = (field: HTMLTextAreaElement) =>
  field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true }));

export const postOf = async (element: Element, text: string) => {
  await shadowText(element, '[part="post"] [part="content"]', text);
  return all(element, '[part="post"]').find((post) =>
    post.querySelector('[part="content"]')?.textContent?.includes(text),
  )!;
};
