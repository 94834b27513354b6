import type { ReactNode } from 'react';
import styled from 'styled-components';
import { OutlineButton } from '../../kit/ui/button';
import { PasskeyIcon } from '../../kit/passkeys/passkey-icon';

const Button = styled(OutlineButton).attrs({ type: 'button', part: 'passkey-button' })`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  font-weight: 550;

  &:disabled { cursor: default; opacity: 0.6; }
`;

/** 'Sign in with a passkey', under the password's Continue: a key drawn before the text. */
export function PasskeyButton({
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
}
