import styled, { keyframes } from 'styled-components';
import type { Messages } from '../../core/membership/messages';
import { OutlineButton } from '../ui/button';
import type { AppSettingsStatus } from './membership-store';

/** A screen's content; the primary button takes the app's branding colour. */
export const Screen = styled.div<{ $brand: string }>`
  display: grid;
  gap: 16px;

  & [part~='submit'] {
    color: #fff;
    background: ${(props) => props.$brand};
    border-color: ${(props) => props.$brand};
  }
  & [part~='submit']:hover { background: color-mix(in srgb, ${(props) => props.$brand} 88%, #000); }
  & [part~='submit']:focus-visible { outline-color: ${(props) => props.$brand}; }

  /* Inputs of at least 16px keep phones from zooming in on focus (the code boxes' digits are larger already). */
  @media (pointer: coarse), (width < 520px) {
    & input:not([part~='code-digit']) { font-size: 16px; }
  }
`;

/** The loading and failure states where a modal's content will be. */
export const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 160px;
  gap: 12px;
  text-align: center;
  color: var(--cf-color-text-muted);
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled.span`
  width: 24px;
  height: 24px;
  border: 2px solid var(--cf-color-border);
  border-top-color: var(--cf-color-text-muted);
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) { animation-duration: 2.4s; }
`;

/** Where content will be, while it loads. */
export function LoadingPlaceholder({ messages }: { messages: Messages }) {
  return (
    <Centered aria-busy="true">
      <Spinner role="progressbar" aria-label={messages.message('common.loading')} />
    </Centered>
  );
}

/** Why content did not load, announced, with a retry. */
export function FailurePlaceholder({
  messages,
  lines,
  retry,
  close,
}: {
  messages: Messages;
  lines: (string | null)[];
  retry: () => void;
  /** Where nothing else closes the modal (its own frame is what failed to load), a Close beside the retry. */
  close?: (() => void) | undefined;
}) {
  const retryButton = (
    <OutlineButton type="button" onClick={retry}>
      {messages.message('common.retry')}
    </OutlineButton>
  );
  return (
    <Centered role="alert">
      {lines.map((line) => line && <span key={line}>{line}</span>)}
      {close ? (
        <Actions>
          {retryButton}
          <OutlineButton type="button" onClick={close}>
            {messages.message('common.close')}
          </OutlineButton>
        </Actions>
      ) : (
        retryButton
      )}
    </Centered>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
`;

export interface AppSettingsStatusProps {
  messages: Messages;
  status: AppSettingsStatus;
  error: string | null;
  retry: () => void;
}

/** Where a modal's content will be while the app's settings load, or why they did not. */
export function AppSettingsPlaceholder({ messages, status, error, retry }: AppSettingsStatusProps) {
  if (status === 'error') {
    return (
      <FailurePlaceholder
        messages={messages}
        lines={[messages.message('common.appUnavailable'), error]}
        retry={retry}
      />
    );
  }
  return <LoadingPlaceholder messages={messages} />;
}
