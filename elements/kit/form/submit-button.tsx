import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { buttonSize, PrimaryButton } from '../ui/button';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const WholeWidthSubmit = styled(PrimaryButton)`
  ${buttonSize('large')}
  position: relative;
  width: 100%;

  /* Sending, not refused: the spinner shows at full strength. */
  &[aria-busy='true'] { color: transparent; opacity: 1; cursor: progress; }
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
    <WholeWidthSubmit type="submit" part="submit" disabled={busy || disabled} aria-busy={busy}>
      {/* The label stays, only transparent, so the button keeps its name and its width. */}
      {children}
      {busy && <Spinner aria-hidden="true" />}
    </WholeWidthSubmit>
  );
}
