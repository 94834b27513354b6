import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { createMessages, type Messages } from '../../core/membership/messages';
import { type MessageOverrides, siteMessages } from '../../core/membership/site-messages';

/** The catalogue for one modal: English, then the site's overrides, then the element's own. */
export function useMessages(elementOverrides: MessageOverrides | undefined): Messages {
  const overrides = useSnapshot(siteMessages).overrides as MessageOverrides;
  return useMemo(() => createMessages({ ...overrides, ...elementOverrides }), [overrides, elementOverrides]);
}
