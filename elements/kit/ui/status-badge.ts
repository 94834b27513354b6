import styled from 'styled-components';

/**
 * A status pill with its dot: `attention` (amber: open, running) or `neutral` (done). The amber
 * text is mixed toward the text colour so it keeps 4.5:1 on its tint in both themes.
 */
export const StatusBadge = styled.span<{ $tone: 'attention' | 'neutral' }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 1px 9px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  line-height: 1.6;
  white-space: nowrap;
  border: 1px solid
    ${({ $tone }) =>
      $tone === 'attention'
        ? 'color-mix(in srgb, var(--cf-color-secondary) 45%, transparent)'
        : 'var(--cf-color-border)'};
  background: ${({ $tone }) =>
    $tone === 'attention'
      ? 'color-mix(in srgb, var(--cf-color-secondary) 12%, transparent)'
      : 'var(--cf-color-surface-raised)'};
  color: ${({ $tone }) =>
    $tone === 'attention'
      ? 'color-mix(in srgb, var(--cf-color-secondary) 70%, var(--cf-color-text))'
      : 'var(--cf-color-text-muted)'};

  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }

  @media print {
    color: #000;
    background: none;
    border-color: #000;
  }
`;
