import styled from 'styled-components';
import { OutlineButton } from './button';

const Back = styled(OutlineButton).attrs({ type: 'button', part: 'back' })`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  justify-self: start;
  padding: 4px 10px 4px 6px;
  border-color: transparent;
  color: var(--cf-color-text-muted);
  margin: -8px 0 -4px -8px;

  &:hover:not(:disabled) { color: var(--cf-color-text); background: var(--cf-color-surface-raised); border-color: transparent; }
`;

/** Back to the screen before, with its arrow. Part: `back`. */
export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Back onClick={onClick}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <path d="M10 3L5 8l5 5" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      </svg>
      {label}
    </Back>
  );
}
