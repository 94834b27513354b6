import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PasskeyIcon } from '../../../kit/passkeys/passkey-icon';
import { ProviderButton } from '../ms-login-modal.styles';

const Button = styled(ProviderButton).attrs({ part: 'provider-button passkey-button' })``;

/** 'Sign in with a passkey', beside the providers' buttons and like them; a key drawn before the text. */
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
