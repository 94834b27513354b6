import { type ReactNode, useEffect, useRef } from 'react';
import { InlineStandInPanel, StandInPanel } from './stand-in-dialog.styles';

interface StandInDialogProps {
  /** The dialog's accessible name. */
  label: string;
  /** Escape asks to close; without it (inline), nothing closes. */
  onClose?: () => void;
  inline: boolean;
  children: ReactNode;
}

/**
 * What a membership modal shows while its own code downloads or after that failed: a native
 * modal dialog (the browser traps the focus in it and turns Escape into `cancel`), or the same
 * panel in the page's flow for an inline modal.
 */
export function StandInDialog({ label, onClose, inline, children }: StandInDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const shown = dialog.current;
    if (!inline && shown && !shown.open) shown.showModal();
    return () => shown?.close();
  }, [inline]);

  if (inline) {
    return (
      <InlineStandInPanel part="dialog" aria-label={label}>
        {children}
      </InlineStandInPanel>
    );
  }
  return (
    <StandInPanel
      ref={dialog}
      part="dialog"
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      {children}
    </StandInPanel>
  );
}
