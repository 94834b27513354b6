import styled from 'styled-components';
import { OutlineButton } from './button';

const Notice = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 12px;
  color: var(--cf-color-danger);
`;

/** A failed load said plainly, with the way to try again. */
export function ErrorNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Notice part="error" role="alert">
      <span>{message}</span>
      <OutlineButton part="retry" type="button" onClick={onRetry}>
        Try again
      </OutlineButton>
    </Notice>
  );
}
