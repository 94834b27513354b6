import { useMemo } from 'react';
import { proxy, ref, useSnapshot } from 'valtio';
import { createMessages, type MessageKey, type Messages } from '../../core/membership/messages';

export type MessageOverrides = Partial<Record<MessageKey, string>>;

/** The site's own wording for the widget (a translation, say), set once for every modal. */
export const siteMessages = proxy<{ overrides: MessageOverrides }>({ overrides: ref({}) as MessageOverrides });

export function setSiteMessages(overrides: MessageOverrides): void {
  siteMessages.overrides = ref({ ...overrides }) as MessageOverrides;
}

/** The catalogue for one modal: English, then the site's overrides, then the element's own. */
export function useMessages(elementOverrides: MessageOverrides | undefined): Messages {
  const overrides = useSnapshot(siteMessages).overrides as MessageOverrides;
  return useMemo(() => createMessages({ ...overrides, ...elementOverrides }), [overrides, elementOverrides]);
}
