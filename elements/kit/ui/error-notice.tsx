import styled from 'styled-components';

const Notice = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 12px;
  color: var(--cf-color-danger);
`;

const RetryButton = styled.button`
  font: inherit;
  color: var(--cf-color-text);
  background: transparent;
  border: 1px solid var(--cf-color-border);
  border-radius: 8px;
  padding: 4px 12px;
  cursor: pointer;

  &:hover { border-color: var(--cf-color-primary); }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; }
`;

/** A failed load said plainly, with the way to try again. */
export function ErrorNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Notice part="error" role="alert">
      <span>{message}</span>
      <RetryButton part="retry" type="button" onClick={onRetry}>
        Try again
      </RetryButton>
    </Notice>
  );
}
