import { useLayoutEffect, useRef } from 'react';
import { deepActiveElement } from './deep-active-element';
import { pushDialog } from './dialog-stack';
import { type FocusPreference, focusFirst } from './focus-cycle';
import { lockPageScroll } from './scroll-lock';

export interface ModalDialogOptions {
  open: boolean;
  /** The dialog asks to close (Escape, a browser close request): set `open` to false. */
  onClose: () => void;
  /** The tabbable element to focus on opening (a selector, or several in order); else the first tabbable one. */
  initialFocus?: FocusPreference;
}

/**
 * Runs a `<dialog>` element as a modal while `open`: shown in the top layer with the rest of the
 * page inert (showModal), focus moved in and kept in, Escape handed to `onClose` (only for the
 * newest open dialog), page scroll locked, and focus given back on closing to whatever had it
 * before, even inside another shadow root.
 */
export function useModalDialog({ open, onClose, initialFocus }: ModalDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: closing must happen in the same frame as the content unmounting, or an empty
  // dialog would flash on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: initialFocus matters only at the moment of opening.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const returnFocusTo = deepActiveElement();
    const requestClose = () => onCloseRef.current();
    dialog.showModal();
    const releaseScroll = lockPageScroll();
    const leaveStack = pushDialog({ element: dialog, requestClose });
    // Close requests that are not an Escape key (Android's back gesture) arrive as `cancel`; the
    // browser may refuse to let it be cancelled and close the dialog anyway, so `close` is heard too.
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', requestClose);
    focusFirst(dialog, initialFocus);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', requestClose);
      leaveStack();
      dialog.close();
      releaseScroll();
      if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) returnFocusTo.focus();
    };
  }, [open]);

  return ref;
}
