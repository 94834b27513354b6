import styled from 'styled-components';

/** The quiet outlined button of every element and the dashboard. */
export const OutlineButton = styled.button`
  font: inherit;
  color: var(--cf-color-text);
  background: transparent;
  border: 1px solid var(--cf-color-border);
  border-radius: 8px;
  padding: 5px 12px;
  cursor: pointer;

  &:hover { border-color: var(--cf-color-primary); }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; }
`;

/** A 32px square button holding only an icon (close, show password): borderless until hovered. */
export const IconButton = styled(OutlineButton)`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border-color: transparent;
  color: var(--cf-color-text-muted);

  &:hover {
    border-color: transparent;
    background: var(--cf-color-surface-raised);
    color: var(--cf-color-text);
  }
`;
