import { useMemo, useSyncExternalStore } from 'react';
import {
  type CatalogueParts,
  createMessages,
  type MessageOverrides,
  type Messages,
} from '../../core/membership/messages';
import { onSiteMessages, siteMessageOverrides } from '../../core/membership/site-messages';

/**
 * The membership widget's wording for one element, of the catalogue `parts` it shows: English,
 * then the site's own (set with `chainforge.setMessages`), then a modal's `params.messages`, then
 * the element's own `messages`.
 */
export function useWidgetMessages(
  parts: CatalogueParts,
  elementMessages: MessageOverrides | undefined,
  paramMessages?: MessageOverrides | undefined,
): Messages {
  const siteOverrides = useSyncExternalStore(onSiteMessages, siteMessageOverrides);
  return useMemo(
    () => createMessages(parts, { ...siteOverrides, ...paramMessages, ...elementMessages }),
    [parts, siteOverrides, paramMessages, elementMessages],
  );
}
