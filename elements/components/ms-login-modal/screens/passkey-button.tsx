import type { ReactNode } from 'react';
import styled from 'styled-components';
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
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="8" cy="15" r="4" />
        <path d="M10.8 12.2 20 3M16 7l3 3M14 9l2 2" />
      </svg>
      {children}
    </Button>
  );
}
