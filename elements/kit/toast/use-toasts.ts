import { useCallback, useEffect, useRef, useState } from 'react';

export type ToastKind = 'error' | 'warning' | 'success' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** How long a message stays before it hides itself. */
export const TOAST_DURATION_MS = 7000;

/** A short list of messages, each hiding itself after TOAST_DURATION_MS; the same text is shown once. */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (kind: ToastKind, message: string) => {
      const id = nextId.current++;
      setToasts((shown) => [...shown.filter((toast) => toast.message !== message), { id, kind, message }].slice(-3));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      );
    },
    [dismiss],
  );

  const clear = useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    setToasts([]);
  }, []);

  useEffect(() => () => clear(), [clear]);

  return { toasts, show, dismiss, clear };
}
