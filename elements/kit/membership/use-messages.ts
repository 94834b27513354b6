import { useMemo, useSyncExternalStore } from 'react';
import { createMessages, type Messages } from '../../core/membership/messages';
import { type MessageOverrides, onSiteMessages, siteMessageOverrides } from '../../core/membership/site-messages';

/** The catalogue for one modal: English, then the site's overrides, then the element's own. */
export function useMessages(elementOverrides: MessageOverrides | undefined): Messages {
  const overrides = useSyncExternalStore(onSiteMessages, siteMessageOverrides);
  return useMemo(() => createMessages({ ...overrides, ...elementOverrides }), [overrides, elementOverrides]);
}
