import { useId, type ReactNode } from 'react';
import { CloseIcon } from './close-icon';
import { Body, CloseButton, Description, Header, Heading, Notices, Panel } from './dialog.styles';
import type { FocusPreference } from './focus-cycle';
import { useModalDialog } from './use-modal-dialog';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button or the browser asks to close: set `open` to false. */
  onClose: () => void;
  /** The visible title, which names the dialog. */
  heading: ReactNode;
  description?: ReactNode;
  /** The tabbable element to focus on opening (a selector, or several in order); else the first tabbable one. */
  initialFocus?: FocusPreference;
  hideCloseButton?: boolean;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** `wide` for content with a side menu. */
  size?: 'default' | 'wide';
  /**
   * Below 520px: `sheet` fills the screen, for a flow of screens (the membership modals); `fit`
   * keeps the dialog the size of its content, as a short question wants.
   */
  phoneLayout?: 'sheet' | 'fit';
  /**
   * Messages about what just happened (the kit's InlineToastList), between the heading and the
   * content: they cover neither, and stay in view while the content scrolls under them.
   */
  notices?: ReactNode;
  /**
   * Shown in the page's flow instead of over it (a sign-in page's form): not modal, no close
   * button, and Escape does nothing.
   */
  inline?: boolean;
  children?: ReactNode;
}

/**
 * A modal dialog for use inside an element's shadow root (see useModalDialog), or the same panel
 * in the page's flow (`inline`). Its content is mounted only while open; the heading and notices
 * stay put while the content scrolls. Parts: `dialog`, `dialog-heading`, `dialog-close`.
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
  phoneLayout = 'fit',
  notices,
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
      $sheet={phoneLayout === 'sheet'}
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
          <Notices>{notices}</Notices>
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
