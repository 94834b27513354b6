import { proxy, ref } from 'valtio/vanilla';
import { createMessages, type MessageKey, type MessageParams, type Messages } from './messages';

export type MessageOverrides = Partial<Record<MessageKey, string>>;

/**
 * The site's own wording (a translation, say), set once with `chainforge.setMessages` for every
 * modal and for the no-code runtime alike.
 */
export const siteMessages = proxy<{ overrides: MessageOverrides }>({ overrides: ref({}) as MessageOverrides });

export function setSiteMessages(overrides: MessageOverrides): void {
  siteMessages.overrides = ref({ ...overrides }) as MessageOverrides;
}

/** The catalogue as the site words it now. */
export const siteCatalogue = (): Messages => createMessages(siteMessages.overrides);

/** One text as the site words it now. */
export const siteText = (key: MessageKey, params?: MessageParams): string => siteCatalogue().message(key, params);
