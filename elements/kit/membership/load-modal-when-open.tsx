import { type ComponentType, useEffect, useState } from 'react';
import { log } from '../../core/log';
import type { MessageOverrides } from '../../core/membership/messages';
import type { KitProps } from '../define-element';
import { emit } from '../events';
import { FailurePlaceholder, LoadingPlaceholder } from './modal-layout';
import type { ModalResult } from './modal-result';
import { StandInDialog } from './stand-in-dialog';
import { useWidgetMessages } from './use-widget-messages';

/** What a membership modal's element gives its component, as far as the wait for its code needs. */
interface ModalProps {
  open?: boolean | undefined;
  inline?: boolean | undefined;
  params?: { messages?: MessageOverrides | undefined } | undefined;
  messages?: MessageOverrides | undefined;
}

/**
 * How long the first opening waits quietly for the modal's code: a download this quick shows the
 * modal alone, a slower one shows a loading frame first rather than a page that seems not to hear.
 */
export const QUIET_LOAD_MS = 300;

/** The frame says only the common texts (loading, the failure, retry, close): the modal's own come with its code. */
const NO_PARTS = {};

const CLOSED: ModalResult = { type: 'CLOSED', data: null };

/**
 * A membership modal whose code downloads the first time it is shown (open, or inline), so that a
 * page holding it closed (the usual way: a "Log in" link opens it) fetches none of its screens
 * until someone asks for them. A failed download is said in the modal's place, with a retry and a
 * way to close it that ends the modal as closing it would.
 */
export function loadModalWhenOpen<Props extends ModalProps>(
  load: () => Promise<ComponentType<Props & KitProps>>,
): ComponentType<Props & KitProps> {
  let loaded: ComponentType<Props & KitProps> | undefined;
  let loading: Promise<ComponentType<Props & KitProps>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (modal) => (loaded = modal),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  return function ModalWhenOpen(props: Props & KitProps) {
    const shown = props.open !== false || props.inline === true;
    const [Modal, setModal] = useState(() => loaded);
    const [wait, setWait] = useState<'quiet' | 'loading' | 'failed'>('quiet');
    const [attempt, setAttempt] = useState(0);
    const messages = useWidgetMessages(NO_PARTS, props.messages, props.params?.messages);

    // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) downloads again.
    useEffect(() => {
      if (Modal) return;
      if (!shown) {
        setWait('quiet');
        return;
      }
      let current = true;
      const slow = setTimeout(() => setWait('loading'), QUIET_LOAD_MS);
      loadOnce().then(
        (modal) => {
          clearTimeout(slow);
          if (current) setModal(() => modal);
        },
        (error: unknown) => {
          clearTimeout(slow);
          if (!current) return;
          log.error('Chain Forge Elements could not load a membership modal.', error);
          setWait('failed');
        },
      );
      return () => {
        current = false;
        clearTimeout(slow);
      };
    }, [Modal, shown, attempt]);

    if (Modal) return <Modal {...props} />;
    if (!shown || wait === 'quiet') return null;
    const inline = props.inline === true;
    const close = () => {
      (props.host as HTMLElement & ModalProps).open = false;
      emit(props.host, 'ms-modal-result', CLOSED);
    };
    return (
      <StandInDialog
        label={messages.message(wait === 'failed' ? 'error.client/network-error' : 'common.loading')}
        onClose={close}
        inline={inline}
      >
        {wait === 'failed' ? (
          <FailurePlaceholder
            messages={messages}
            lines={[messages.message('error.client/network-error')]}
            retry={() => {
              setWait('loading');
              setAttempt((count) => count + 1);
            }}
            close={inline ? undefined : close}
          />
        ) : (
          <LoadingPlaceholder messages={messages} />
        )}
      </StandInDialog>
    );
  };
}
