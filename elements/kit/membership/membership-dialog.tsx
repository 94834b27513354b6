import type { ReactNode, Ref } from 'react';
import type { Messages } from '../../core/membership/messages';
import type { App } from '../../core/membership/types';
import { Dialog, type DialogProps } from '../dialog/dialog';
import { InlineToastList } from '../toast/toast-list';
import type { Toast } from '../toast/use-toasts';
import { brandColour } from './branding';
import { Screen } from './modal-layout';

type MembershipDialogProps = Pick<
  DialogProps,
  'open' | 'onClose' | 'heading' | 'hideCloseButton' | 'inline' | 'size' | 'initialFocus'
> & {
  messages: Messages;
  /** What just happened, between the heading and the body. */
  toasts: readonly Toast[];
  /** The app whose branding colours the primary buttons; null while its settings load. */
  app: App | null;
  bodyRef: Ref<HTMLDivElement>;
  /** A new key starts the body afresh, as a new screen does. */
  bodyKey?: string;
  children: ReactNode;
};

/**
 * The frame both membership modals share: the kit's dialog (a full-screen sheet on a phone),
 * its close button in the widget's wording, the notices under the heading, and a body whose
 * primary buttons take the app's branding.
 */
export function MembershipDialog({
  messages,
  toasts,
  app,
  bodyRef,
  bodyKey,
  children,
  ...dialog
}: MembershipDialogProps) {
  return (
    <Dialog
      {...dialog}
      closeLabel={messages.message('common.close')}
      phoneLayout="sheet"
      notices={<InlineToastList toasts={toasts} />}
    >
      <Screen ref={bodyRef} $brand={brandColour(app)} key={bodyKey}>
        {children}
      </Screen>
    </Dialog>
  );
}
