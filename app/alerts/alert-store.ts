import { proxy } from 'valtio/vanilla';
import type { Toast, ToastKind } from '../../elements/kit/toast/use-toasts';

/** How long an alert stays unless its caller says otherwise. */
export const ALERT_TIMEOUT_MS = 2500;

/** The dashboard's alerts, shown at the top of every page; each hides itself after its timeout. */
export const alertStore = proxy<{ alerts: Toast[] }>({ alerts: [] });

let nextId = 1;

export function dismissAlert(id: number): void {
  alertStore.alerts = alertStore.alerts.filter((alert) => alert.id !== id);
}

/** Shows `message`; the same text already shown is replaced, and at most three stay. */
export function showAlert(kind: ToastKind, message: string, timeout = ALERT_TIMEOUT_MS): void {
  const id = nextId++;
  alertStore.alerts = [...alertStore.alerts.filter((alert) => alert.message !== message), { id, kind, message }].slice(
    -3,
  );
  setTimeout(() => dismissAlert(id), timeout);
}
