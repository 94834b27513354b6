import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useToasts } from '../toast/use-toasts';
import { errorText } from './error-text';
import { createMessages } from '../../core/membership/messages';
import type { MessageOverrides } from '../../core/membership/messages';
import { onSiteMessages, siteMessageOverrides } from '../../core/membership/site-messages';

/**
 * What both membership modals tell a person: their wording (the site's, then `params.messages`,
 * then the element's own `messages`) and the toasts, cleared when the modal closes.
 */
export function useModalFeedback(
  open: boolean,
  paramMessages: MessageOverrides | undefined,
  elementMessages: MessageOverrides | undefined,
) {
  const siteOverrides = useSyncExternalStore(onSiteMessages, siteMessageOverrides);
  // English, then the site's wording, then the modal's own.
  const messages = useMemo(
    () => createMessages({ ...siteOverrides, ...paramMessages, ...elementMessages }),
    [siteOverrides, paramMessages, elementMessages],
  );
  const toasts = useToasts();
  const { clear, show } = toasts;
  useEffect(() => {
    if (!open) clear();
  }, [open, clear]);
  const showError = useCallback((error: unknown) => show('error', errorText(messages, error)), [show, messages]);
  const showSuccess = useCallback((text: string) => show('success', text), [show]);
  return { messages, toasts, showError, showSuccess };
}
