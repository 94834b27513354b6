import styled from 'styled-components';

export const Message = styled.p`
  margin: 0;
  padding: 28px 16px;
  color: var(--cf-color-text-muted);
  text-align: center;
`;

const ClearButton = styled.button`
  font: inherit;
  color: var(--cf-color-primary);
  background: none;
  border: 0;
  padding: 0 2px;
  margin-left: 6px;
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 2px;

  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; border-radius: 4px; }
`;

/** When the filter leaves no row: says so, with a way back to every row. */
export function NoMatchMessage({
  rowsName,
  filter,
  onClear,
}: {
  rowsName: string;
  filter: string;
  onClear: () => void;
}) {
  return (
    <Message part="no-match">
      No {rowsName} match “{filter}”.
      <ClearButton type="button" onClick={onClear}>
        Clear filter
      </ClearButton>
    </Message>
  );
}
