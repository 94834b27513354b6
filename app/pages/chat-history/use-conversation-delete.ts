import { useEffect, useRef, useState } from 'react';
import { deleteConversation } from '../../../elements/core/chat-api';
import { describeError } from '../../../elements/core/client-error';
import { showAlert } from '../../alerts/alert-store';

/**
 * Deleting a conversation asks first: the confirm button takes the focus, and cancelling gives it
 * back to Delete. A failed delete says why and leaves the conversation where it was.
 */
export function useConversationDelete(id: string, onDeleted: (id: string) => void) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteConversation(id);
      showAlert('success', 'Conversation deleted.');
      onDeleted(id);
    } catch (error) {
      showAlert('error', `The conversation was not deleted: ${describeError(error)}`);
      setDeleting(false);
    }
  };

  const cancel = () => {
    setConfirming(false);
    requestAnimationFrame(() => deleteButton.current?.focus());
  };

  return { confirming, deleting, confirmButton, deleteButton, ask: () => setConfirming(true), remove, cancel };
}
