import { useCallback, useEffect } from 'react';
import { useToasts } from '../toast/use-toasts';
import { errorText } from './error-text';
import type { MessageOverrides } from '../../core/membership/messages';
import { MODAL_TEXTS } from '../../core/membership/modal-texts';
import { useWidgetMessages } from './use-widget-messages';

/**
 * What both membership modals tell a person: their wording (the site's, then `params.messages`,
 * then the element's own `messages`) and the toasts, cleared when the modal closes.
 */
export function useModalFeedback(
  open: boolean,
  paramMessages: MessageOverrides | undefined,
  elementMessages: MessageOverrides | undefined,
) {
  const messages = useWidgetMessages(MODAL_TEXTS, elementMessages, paramMessages);
  const toasts = useToasts();
  const { clear, show } = toasts;
  useEffect(() => {
    if (!open) clear();
  }, [open, clear]);
  const showError = useCallback((error: unknown) => show('error', errorText(messages, error)), [show, messages]);
  const showSuccess = useCallback((text: string) => show('success', text), [show]);
  return { messages, toasts, showError, showSuccess };
}
