import styled from 'styled-components';

export const MonthLink = styled.a`
  color: var(--cf-color-text);
  font-weight: 600;
  text-decoration: none;
  border-radius: 4px;

  &:hover { color: var(--cf-color-primary); text-decoration: underline; text-underline-offset: 3px; }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; }

  @media print { color: #000; }
`;

export const PeriodNote = styled.span`
  margin-left: 6px;
  color: var(--cf-color-text-muted);
  font-size: 12px;

  /* On a phone the note goes under the badge, so the amounts come into view sooner. */
  @media (max-width: 600px) {
    display: block;
    margin: 2px 0 0;
  }
`;

export const Credits = styled.span<{ $positive: boolean }>`
  color: ${({ $positive }) => ($positive ? 'var(--cf-color-success)' : 'inherit')};
`;

export const Closing = styled.span`
  font-weight: 600;
`;
