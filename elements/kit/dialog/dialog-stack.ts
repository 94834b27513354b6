import { focusNextInCycle } from './focus-cycle';

interface OpenDialog {
  element: HTMLDialogElement;
  requestClose: () => void;
}

/**
 * The open modal dialogs, newest last: only the newest hears Escape and keeps Tab inside. The
 * browser would close the top dialog on Escape too, but by itself, and it lets Tab leave for
 * the address bar; here the owner decides, and Tab cycles.
 */
const openDialogs: OpenDialog[] = [];

/** Puts a just-opened dialog on top; call the returned function when it closes. */
export function pushDialog(dialog: OpenDialog): () => void {
  openDialogs.push(dialog);
  if (openDialogs.length === 1) document.addEventListener('keydown', handleKeyDown);
  return () => {
    const index = openDialogs.indexOf(dialog);
    if (index !== -1) openDialogs.splice(index, 1);
    if (openDialogs.length === 0) document.removeEventListener('keydown', handleKeyDown);
  };
}

// On the document, so that keys pressed while focus sits on the body (after the focused button
// was disabled, say) still reach the top dialog. A widget inside that handles a key itself
// prevents its default, and the dialog leaves it alone.
function handleKeyDown(event: KeyboardEvent): void {
  const top = openDialogs.at(-1);
  if (!top || event.defaultPrevented || event.isComposing) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    top.requestClose();
  } else if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
    event.preventDefault();
    focusNextInCycle(top.element, event.shiftKey);
  }
}
