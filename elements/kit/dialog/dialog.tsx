import { useId, type ReactNode } from 'react';
import { CloseIcon } from './close-icon';
import { Body, CloseButton, Description, Header, Heading, Panel } from './dialog.styles';
import { useModalDialog } from './use-modal-dialog';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button or the browser asks to close: set `open` to false. */
  onClose: () => void;
  /** The visible title, which names the dialog. */
  heading: ReactNode;
  description?: ReactNode;
  /** A selector for the tabbable element to focus on opening; else the first tabbable one. */
  initialFocus?: string;
  hideCloseButton?: boolean;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** `wide` for content with a side menu; on a phone every dialog fills the screen alike. */
  size?: 'default' | 'wide';
  /**
   * Shown in the page's flow instead of over it (a sign-in page's form): not modal, no close
   * button, and Escape does nothing.
   */
  inline?: boolean;
  children?: ReactNode;
}

/**
 * A modal dialog for use inside an element's shadow root (see useModalDialog), or the same panel
 * in the page's flow (`inline`). Its content is mounted only while open. Parts: `dialog`, `dialog-heading`, `dialog-close`.
 */
export function Dialog({
  open,
  onClose,
  heading,
  description,
  initialFocus,
  hideCloseButton = false,
  closeLabel = 'Close',
  size = 'default',
  inline = false,
  children,
}: DialogProps) {
  const ref = useModalDialog({ open: open && !inline, onClose, initialFocus });
  const headingId = useId();
  const descriptionId = useId();
  return (
    <Panel
      ref={ref}
      as={inline ? 'section' : 'dialog'}
      part="dialog"
      role={inline ? undefined : 'dialog'}
      aria-modal={inline ? undefined : 'true'}
      aria-labelledby={headingId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      $size={size}
      $inline={inline}
    >
      {open && (
        <>
          <Header>
            <Heading id={headingId} part="dialog-heading">
              {heading}
            </Heading>
            {description && <Description id={descriptionId}>{description}</Description>}
          </Header>
          <Body>{children}</Body>
          {/* Last in the tab order, so Tab reaches the content first; shown at the top corner. */}
          {!hideCloseButton && !inline && (
            <CloseButton type="button" part="dialog-close" aria-label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </CloseButton>
          )}
        </>
      )}
    </Panel>
  );
}
