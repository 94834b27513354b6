import type { ComponentType, ReactNode } from 'react';
import { PasskeyIcon } from './passkey-icon';

interface BaseButtonProps {
  disabled?: boolean;
  'aria-busy'?: boolean;
  onClick?: () => void;
  children?: ReactNode;
}

/**
 * 'Sign in with a passkey' in a sign-in screen's own button style (`Button`, a `type="button"`
 * styled button): a key drawn before the words, unusable while the ceremony runs.
 */
export function passkeyButton(Button: ComponentType<BaseButtonProps>) {
  return function PasskeyButton({
    busy,
    onClick,
    children,
  }: {
    busy: boolean;
    onClick: () => void;
    children: ReactNode;
  }) {
    return (
      <Button disabled={busy} aria-busy={busy} onClick={onClick}>
        <PasskeyIcon />
        {children}
      </Button>
    );
  };
}
