import { useMemo, useSyncExternalStore } from 'react';
import { createMessages, type Messages } from '../../core/membership/messages';
import { onSiteMessages, siteMessageOverrides } from '../../core/membership/site-messages';

/** The widget's catalogue as the site words it (`chainforge.setMessages`), following each new wording. */
export function useSiteMessages(): Messages {
  const overrides = useSyncExternalStore(onSiteMessages, siteMessageOverrides);
  return useMemo(() => createMessages(overrides), [overrides]);
}
