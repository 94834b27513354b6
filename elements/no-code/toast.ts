import type { ToastKind } from '../kit/toast/use-toasts';
import { log } from '../core/log';

/**
 * A message at the top of the page for an action with no `data-ms-message` of its own to show it
 * in. The toasts are the widget's (kit/toast), in a chunk of their own that loads on the first one.
 */
export function toast(kind: ToastKind, message: string): void {
  import('./toast-host').then(
    ({ showToast }) => showToast(kind, message),
    (error: unknown) => log.error('Chain Forge could not show a message.', message, error),
  );
}
