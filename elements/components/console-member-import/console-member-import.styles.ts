import styled from 'styled-components';

export const Page = styled.div`
  display: grid;
  gap: 16px;
`;

/** Where a file is dropped: a dashed box that lights up while a file is held over it. */
export const DropZone = styled.div<{ $over: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 10px 14px;
  padding: 26px 16px;
  text-align: center;
  border: 2px dashed ${({ $over }) => ($over ? 'var(--cf-color-primary)' : 'var(--cf-color-border)')};
  border-radius: 12px;
  background: ${({ $over }) =>
    $over ? 'color-mix(in srgb, var(--cf-color-primary) 10%, transparent)' : 'var(--cf-color-background)'};
  transition: border-color 120ms, background 120ms;

  p { margin: 0; font-size: 14px; color: var(--cf-color-text-muted); }
  input { display: none; }
`;

/** The counts, as tiles: four side by side on a wide screen, two by two on a phone. */
export const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 10px;
  margin: 0 0 14px;

  div {
    padding: 10px 12px;
    border: 1px solid var(--cf-color-border);
    border-radius: 10px;
    background: var(--cf-color-background);
  }
  dt { font-size: 12px; color: var(--cf-color-text-muted); }
  dd { margin: 2px 0 0; font-size: 22px; font-weight: 600; font-variant-numeric: tabular-nums; }
  div[data-tone='danger'] dd { color: var(--cf-color-danger); }
  @media (max-width: 520px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

/** A line saying what is going on or what the table holds. */
export const Note = styled.p`
  margin: 10px 0;
  font-size: 13px;
  color: var(--cf-color-text-muted);
  overflow-wrap: anywhere;
`;

/**
 * A row's reasons, one a line, never cut short. Each line keeps the table's own wrapping: text
 * that wrapped to the width it is given would change the widths the table measures its columns by.
 */
export const Reasons = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 13px;

  li + li { margin-top: 2px; }
`;

/** The kinds of rows to show: four choices that wrap onto a second line on a phone. */
export const KindChoice = styled.div`
  max-width: 100%;

  fieldset { flex-wrap: wrap; max-width: 100%; box-sizing: border-box; }
`;
