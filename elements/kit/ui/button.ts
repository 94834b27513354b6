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
