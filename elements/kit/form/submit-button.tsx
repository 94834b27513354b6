import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { OutlineButton } from '../ui/button';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const PrimaryButton = styled(OutlineButton)`
  position: relative;
  width: 100%;
  height: 40px;
  font-weight: 600;
  color: var(--cf-color-on-primary);
  background: var(--cf-color-primary);
  border-color: var(--cf-color-primary);

  &:hover { background: color-mix(in srgb, var(--cf-color-primary) 88%, var(--cf-color-text)); }
  &:disabled { cursor: default; }
  &:disabled:not([aria-busy='true']) { opacity: 0.5; }
  &[aria-busy='true'] { color: transparent; }

  @media (pointer: coarse) { height: 44px; }
`;

const Spinner = styled.span`
  position: absolute;
  inset: 0;
  width: 18px;
  height: 18px;
  margin: auto;
  border: 2px solid color-mix(in srgb, var(--cf-color-on-primary) 35%, transparent);
  border-top-color: var(--cf-color-on-primary);
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;

  @media (prefers-reduced-motion: reduce) { animation-duration: 2s; }
`;

export interface SubmitButtonProps {
  /** While true: a spinner instead of the label, aria-busy, and disabled so it cannot be sent twice. */
  busy?: boolean;
  /** Nothing to send yet (say, nothing changed); unlike a refused submit, it cannot be pressed. */
  disabled?: boolean;
  children: ReactNode;
}

/** The form's one primary action. Part: `submit`. */
export function SubmitButton({ busy = false, disabled = false, children }: SubmitButtonProps) {
  return (
    <PrimaryButton type="submit" part="submit" disabled={busy || disabled} aria-busy={busy}>
      {/* The label stays, only transparent, so the button keeps its name and its width. */}
      {children}
      {busy && <Spinner aria-hidden="true" />}
    </PrimaryButton>
  );
}
