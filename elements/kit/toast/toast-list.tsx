import styled, { css } from 'styled-components';
import { CloseIcon } from '../dialog/close-icon';
import { IconButton } from '../ui/button';
import type { Toast } from './use-toasts';

const Region = styled.div`
  position: fixed;
  z-index: 1;
  top: 16px;
  left: 50%;
  transform: translateX(-50%);
  display: grid;
  gap: 8px;
  width: min(400px, calc(100vw - 32px));
  pointer-events: none;

  &:empty { display: none; }
`;

const InPlaceRegion = styled.div`
  display: grid;
  gap: 8px;
`;

const KIND_COLOURS: Record<Toast['kind'], string> = {
  error: 'var(--cf-color-danger)',
  warning: 'var(--cf-color-secondary)',
  success: 'var(--cf-color-success)',
  info: 'var(--cf-color-primary)',
};

const Item = styled.div<{ $kind: Toast['kind']; $inPlace: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 10px 8px 10px 14px;
  border-radius: 10px;
  border: 1px solid color-mix(in srgb, ${(p) => KIND_COLOURS[p.$kind]} 45%, var(--cf-color-border));
  color: var(--cf-color-text);
  font-size: 14px;

  ${(p) =>
    p.$inPlace
      ? css`
          padding-right: 14px;
          background: color-mix(in srgb, ${KIND_COLOURS[p.$kind]} 10%, var(--cf-color-surface));
        `
      : css`
          background: var(--cf-color-surface-raised);
          box-shadow: 0 12px 32px -8px rgb(0 0 0 / 0.4);
          pointer-events: auto;
        `}

  &::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    margin-top: 6px;
    border-radius: 50%;
    background: ${(p) => KIND_COLOURS[p.$kind]};
  }
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  padding-top: 1px;
  overflow-wrap: anywhere;
`;

const Dismiss = styled(IconButton)`
  width: 24px;
  height: 24px;
  margin: -2px 0;
`;

/** Errors and warnings are alerts, read out at once; the others are read politely. */
const roleOf = (kind: Toast['kind']) => (kind === 'error' || kind === 'warning' ? 'alert' : 'status');

/**
 * The messages at the top of the screen, over the page, each with its own close. Part: `toast`.
 */
export function ToastList({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
  return (
    <Region>
      {toasts.map((toast) => (
        <Item key={toast.id} part="toast" role={roleOf(toast.kind)} $kind={toast.kind} $inPlace={false}>
          <Text>{toast.message}</Text>
          <Dismiss type="button" aria-label="Dismiss message" onClick={() => onDismiss(toast.id)}>
            <CloseIcon />
          </Dismiss>
        </Item>
      ))}
    </Region>
  );
}

/**
 * The same messages in the flow, where a modal puts them (the kit Dialog's `notices`): under its
 * heading, so they never cover it, its Back or its close. They carry no close of their own beside
 * the modal's; each hides itself (useToasts). Nothing is rendered while there is nothing to say.
 * Part: `toast`.
 */
export function InlineToastList({ toasts }: { toasts: readonly Toast[] }) {
  if (toasts.length === 0) return null;
  return (
    <InPlaceRegion>
      {toasts.map((toast) => (
        <Item key={toast.id} part="toast" role={roleOf(toast.kind)} $kind={toast.kind} $inPlace>
          <Text>{toast.message}</Text>
        </Item>
      ))}
    </InPlaceRegion>
  );
}
