import {
  type ButtonHTMLAttributes,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

/** How long a first click waits for the second, confirming one, before the button reads as before. */
export const CONFIRM_WINDOW_MS = 3000;

/**
 * Two clicks for an act that cannot be undone: the first arms (`armed` true for `windowMs`), the
 * second, while armed, runs the act. `disarm` gives up early.
 */
export function useConfirmStep(windowMs = CONFIRM_WINDOW_MS) {
  const [armed, setArmed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const disarm = useCallback(() => {
    clearTimeout(timer.current);
    setArmed(false);
  }, []);
  const press = (act: () => void) => {
    if (armed) {
      disarm();
      act();
      return;
    }
    setArmed(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setArmed(false), windowMs);
  };
  return { armed, press, disarm };
}

type ButtonAttributes = ButtonHTMLAttributes<HTMLButtonElement> & { part?: string; [data: `data-${string}`]: unknown };

export interface ConfirmButtonProps extends Omit<ButtonAttributes, 'onClick' | 'children'> {
  /** The element's own styled button, so the confirm step looks as its other buttons do. */
  button: ComponentType<ButtonAttributes>;
  /** What it reads until the first click ('Delete'). */
  label: ReactNode;
  /** What it reads while armed ('Are you sure?'). */
  confirmLabel: ReactNode;
  onConfirm: () => void;
  windowMs?: number;
}

/**
 * A button that asks before it acts: the first click turns its text into `confirmLabel`, a second
 * within the window runs `onConfirm`. Escape, moving the focus away or the window running out
 * cancels, so a stray click never destroys anything. The focus stays on the one button throughout.
 */
export function ConfirmButton({
  button: Button,
  label,
  confirmLabel,
  onConfirm,
  windowMs,
  onKeyDown,
  onBlur,
  ...buttonProps
}: ConfirmButtonProps) {
  const { armed, press, disarm } = useConfirmStep(windowMs);
  const cancelOnEscape = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (armed && event.key === 'Escape') {
      // Handled here: a dialog around it leaves a key whose default was prevented alone.
      event.preventDefault();
      disarm();
    }
    onKeyDown?.(event);
  };
  return (
    <Button
      type="button"
      {...buttonProps}
      data-armed={armed || undefined}
      onClick={() => press(onConfirm)}
      onKeyDown={cancelOnEscape}
      onBlur={(event) => {
        disarm();
        onBlur?.(event);
      }}
    >
      {armed ? confirmLabel : label}
    </Button>
  );
}
