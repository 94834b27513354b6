import styled from 'styled-components';

/**
 * What a status means, which its colour says: `success` (green: active, on, done well),
 * `attention` (amber: pending, waiting on someone, a warning), `danger` (red: canceled, failed,
 * revoked) or `neutral` (grey: a plain fact).
 */
export type StatusTone = 'success' | 'attention' | 'danger' | 'neutral';

const TONE_COLOURS: Record<Exclude<StatusTone, 'neutral'>, string> = {
  success: 'var(--cf-color-success)',
  attention: 'var(--cf-color-secondary)',
  danger: 'var(--cf-color-danger)',
};

/**
 * A status pill with its dot, coloured by its tone. A tone's text is mixed toward the text colour
 * so it keeps 4.5:1 on its tint in both themes (5.7:1 or more in light, 6.1:1 or more in dark).
 */
export const StatusBadge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 1px 9px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  line-height: 1.6;
  white-space: nowrap;
  ${({ $tone }) =>
    $tone === 'neutral'
      ? `
  border: 1px solid var(--cf-color-border);
  background: var(--cf-color-surface-raised);
  color: var(--cf-color-text-muted);`
      : `
  border: 1px solid color-mix(in srgb, ${TONE_COLOURS[$tone]} 45%, transparent);
  background: color-mix(in srgb, ${TONE_COLOURS[$tone]} 12%, transparent);
  color: color-mix(in srgb, ${TONE_COLOURS[$tone]} 70%, var(--cf-color-text));`}

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
