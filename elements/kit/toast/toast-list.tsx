import styled from 'styled-components';
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

const KIND_COLOURS: Record<Toast['kind'], string> = {
  error: 'var(--cf-color-danger)',
  warning: 'var(--cf-color-secondary)',
  success: 'var(--cf-color-success)',
  info: 'var(--cf-color-primary)',
};

const Item = styled.div<{ $kind: Toast['kind'] }>`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 10px 8px 10px 14px;
  border-radius: 10px;
  border: 1px solid color-mix(in srgb, ${(p) => KIND_COLOURS[p.$kind]} 45%, var(--cf-color-border));
  background: var(--cf-color-surface-raised);
  color: var(--cf-color-text);
  box-shadow: 0 12px 32px -8px rgb(0 0 0 / 0.4);
  font-size: 14px;
  pointer-events: auto;

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

/**
 * The messages at the top of the screen. Errors and warnings are alerts, read out at once; the
 * others are read politely. Rendered inside the open dialog, as only the top layer is visible above its backdrop.
 * Part: `toast`.
 */
export function ToastList({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
  return (
    <Region>
      {toasts.map((toast) => (
        <Item
          key={toast.id}
          part="toast"
          role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
          $kind={toast.kind}
        >
          <Text>{toast.message}</Text>
          <Dismiss type="button" aria-label="Dismiss message" onClick={() => onDismiss(toast.id)}>
            <CloseIcon />
          </Dismiss>
        </Item>
      ))}
    </Region>
  );
}
