import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { SharedStyleSheet } from '../kit/shared-style-sheet';
import { adoptSharedStyles } from '../kit/shared-styles';
import { ToastList } from '../kit/toast/toast-list';
import { type ToastKind, useToasts } from '../kit/toast/use-toasts';

/** The one element the page's toasts live in; its shadow root holds their styles. */
export const TOAST_HOST_TAG = 'chainforge-toasts';

// Above the page's own layers; the host takes no room and no clicks of its own.
const hostSheet = new CSSStyleSheet();
hostSheet.replaceSync(':host{position:fixed;top:0;left:0;width:0;height:0;z-index:2147483647}');

let show: ((kind: ToastKind, message: string) => void) | null = null;
const waiting: [ToastKind, string][] = [];
let host: HTMLElement | null = null;

function Toasts() {
  const toasts = useToasts();
  const { show: showNow } = toasts;
  useLayoutEffect(() => {
    show = showNow;
    for (const [kind, message] of waiting.splice(0)) showNow(kind, message);
  }, [showNow]);
  return (
    <SharedStyleSheet>
      <ToastList toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </SharedStyleSheet>
  );
}

/** Shows a toast, putting the host on the page the first time (and again if the page removed it). */
export function showToast(kind: ToastKind, message: string): void {
  if (!host) {
    host = document.createElement(TOAST_HOST_TAG);
    const root = host.attachShadow({ mode: 'open' });
    adoptSharedStyles(root);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, hostSheet];
    createRoot(root).render(<Toasts />);
  }
  if (!host.isConnected) document.body.append(host);
  if (show) show(kind, message);
  else waiting.push([kind, message]);
}
